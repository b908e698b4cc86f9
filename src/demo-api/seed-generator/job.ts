// Seed jobs: 24 open or draft positions at Corvane's three offices and remote.
import type { Job, JobDepartment, JobLocation, SalaryCurrency } from '@/lib/api-contract/job';
import { isoDaysAgo, seedList, seededFaker, SEED_NOW } from './faker';

const ROLES: [title: string, department: JobDepartment, skills: string[]][] = [
  ['Senior data engineer', 'engineering', ['Python', 'SQL', 'Spark', 'dbt']],
  ['Analytics engineer', 'engineering', ['SQL', 'dbt', 'Git', 'Data modelling']],
  ['Data strategy consultant', 'consulting', ['Stakeholder management', 'Operating models', 'Roadmaps']],
  ['Machine learning engineer', 'data-science', ['Python', 'MLOps', 'Forecasting']],
  ['Lead data scientist', 'data-science', ['Statistics', 'Python', 'Experimentation']],
  ['Data governance lead', 'consulting', ['Data governance', 'GDPR', 'Metadata']],
  ['BI developer', 'engineering', ['Power BI', 'SQL', 'Data visualisation']],
  ['Product manager, data products', 'products', ['Product discovery', 'Pricing', 'APIs']],
  ['Platform engineer', 'engineering', ['Terraform', 'Kubernetes', 'Cloud']],
  ['Engagement manager', 'consulting', ['Delivery', 'Budgeting', 'Client relations']],
  ['Data quality analyst', 'engineering', ['SQL', 'Testing', 'Monitoring']],
  ['Trainer, analytics academy', 'operations', ['Teaching', 'SQL', 'Python']],
];

const BENEFITS = ['Hybrid working', 'Learning budget of €2,500 a year', 'Private health insurance', '28 days of holiday', 'Pension contribution', 'Conference days'];

/** The description as the rich-text editor stores it (HTML; docs/product-rules.md#rich-text). */
export function jobContent(title: string): string {
  return [
    `<h2>The role</h2><p>As ${title.toLowerCase()} at Corvane you work with clients in retail, logistics, finance, energy and the public sector, turning their data into decisions.</p>`,
    '<h2>What you will do</h2><ul><li><p>Shape the approach with the engagement lead and the client.</p></li><li><p>Build, test and document what you deliver.</p></li><li><p>Coach client teams so the work lives on after we leave.</p></li></ul>',
    '<h2>What you bring</h2><ul><li><p>Experience delivering data work that people rely on.</p></li><li><p>Clear writing and calm communication.</p></li><li><p>Curiosity about how organisations make decisions.</p></li></ul>',
  ].join('');
}

/** Salaries are advertised in the currency of the first office (remote roles pay in euros). */
const CURRENCY_OF: Record<JobLocation, SalaryCurrency> = { london: 'GBP', paris: 'EUR', dubai: 'AED', remote: 'EUR' };

export function seedJobs(): Job[] {
  const faker = seededFaker(6001);
  return seedList(24, (id, i) => {
    const [title, department, skills] = ROLES[i % ROLES.length]!;
    const level = i < ROLES.length ? '' : i % 2 ? 'Junior ' : 'Principal ';
    const fullTitle = level ? `${level}${title.charAt(0).toLowerCase()}${title.slice(1)}` : title;
    const min = faker.number.int({ min: 45, max: 85 }) * 1000;
    const createdAt = isoDaysAgo(faker, 90, 2);
    const locations = faker.helpers.arrayElements(['london', 'paris', 'dubai', 'remote'] as const, { min: 1, max: 2 });
    const currency = CURRENCY_OF[locations[0]!];
    // AED salaries are about four times the euro figure.
    const scale = currency === 'AED' ? 4 : 1;
    return {
      id,
      title: fullTitle,
      department,
      content: jobContent(fullTitle),
      employmentTypes: i % 7 === 3 ? ['contract'] : i % 9 === 4 ? ['internship'] : i % 5 === 0 ? ['full-time', 'part-time'] : ['full-time'],
      experience: level === 'Junior ' ? 'entry' : level === 'Principal ' ? '5-plus' : faker.helpers.arrayElement(['1-3', '3-5', '5-plus'] as const),
      locations,
      skills,
      benefits: faker.helpers.arrayElements(BENEFITS, { min: 3, max: 5 }),
      salary:
        i % 6 === 5
          ? { type: 'negotiable', min: 0, max: 0, currency, period: 'year' }
          : { type: 'range', min: min * scale, max: (min + faker.number.int({ min: 10, max: 30 }) * 1000) * scale, currency, period: 'year' },
      status: i % 8 === 7 ? 'draft' : 'published',
      expiresAt: new Date(SEED_NOW.getTime() + faker.number.int({ min: 10, max: 80 }) * 86_400_000).toISOString().slice(0, 10),
      // The number of seeded candidates (./job-candidate.ts makes exactly this many).
      applicants: i % 8 === 7 ? 0 : faker.number.int({ min: 2, max: 9 }),
      createdAt,
      updatedAt: createdAt,
    };
  });
}
