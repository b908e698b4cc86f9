// Seed jobs: 24 open or draft positions at Corvane's three offices and remote.
import type { Job, JobDepartment } from '@/lib/api-contract/job';
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

export function jobContent(title: string): string {
  return [
    `## The role\n\nAs ${title.toLowerCase()} at Corvane you work with clients in retail, logistics, finance, energy and the public sector, turning their data into decisions.`,
    '## What you will do\n\n- Shape the approach with the engagement lead and the client.\n- Build, test and document what you deliver.\n- Coach client teams so the work lives on after we leave.',
    '## What you bring\n\n- Experience delivering data work that people rely on.\n- Clear writing and calm communication.\n- Curiosity about how organisations make decisions.',
  ].join('\n\n');
}

export function seedJobs(): Job[] {
  const faker = seededFaker(6001);
  return seedList(24, (id, i) => {
    const [title, department, skills] = ROLES[i % ROLES.length]!;
    const level = i < ROLES.length ? '' : i % 2 ? 'Junior ' : 'Principal ';
    const fullTitle = level ? `${level}${title.charAt(0).toLowerCase()}${title.slice(1)}` : title;
    const min = faker.number.int({ min: 45, max: 85 }) * 1000;
    const createdAt = isoDaysAgo(faker, 90, 2);
    return {
      id,
      title: fullTitle,
      department,
      content: jobContent(fullTitle),
      employmentTypes: i % 7 === 3 ? ['contract'] : i % 9 === 4 ? ['internship'] : i % 5 === 0 ? ['full-time', 'part-time'] : ['full-time'],
      experience: level === 'Junior ' ? 'entry' : level === 'Principal ' ? '5-plus' : faker.helpers.arrayElement(['1-3', '3-5', '5-plus'] as const),
      locations: faker.helpers.arrayElements(['london', 'paris', 'dubai', 'remote'] as const, { min: 1, max: 2 }),
      skills,
      benefits: faker.helpers.arrayElements(BENEFITS, { min: 3, max: 5 }),
      salary: i % 6 === 5 ? { type: 'negotiable', min: 0, max: 0 } : { type: 'range', min, max: min + faker.number.int({ min: 10, max: 30 }) * 1000 },
      status: i % 8 === 7 ? 'draft' : 'published',
      expiresAt: new Date(SEED_NOW.getTime() + faker.number.int({ min: 10, max: 80 }) * 86_400_000).toISOString().slice(0, 10),
      applicants: faker.number.int({ min: 0, max: 140 }),
      createdAt,
      updatedAt: createdAt,
    };
  });
}
