// Seed posts: 24 articles of the firm's insights blog, each with a short structured body in the
// rich-text editor's HTML (docs/product-rules.md#rich-text) and one of the site's illustrations as cover.
import type { Post } from '@/lib/api-contract/post';
import { readingMinutes, slugify } from '../seed/post';
import { isoDaysAgo, seedList, seededFaker } from './faker';

const POSTS: [title: string, tags: string[], summary: string][] = [
  ['Six weeks to first insight: how we run an advisory sprint', ['method', 'strategy'], 'What happens in each week of a Corvane advisory sprint, and why the first dashboard ships in week three.'],
  ['Lakehouse or warehouse? A decision guide for 2027', ['engineering', 'platforms'], 'The five questions that decide between a lakehouse and a cloud warehouse, with the costs we see in practice.'],
  ['Data contracts in practice: a retail case', ['engineering', 'quality', 'retail'], 'How a retailer cut broken reports by 70% by agreeing schemas with the teams that produce the data.'],
  ['Forecasting demand when promotions change everything', ['machine-learning', 'retail'], 'Promotions break naive forecasts. We show the features and backtests that keep error within 8%.'],
  ['What a CFO should ask before funding a data platform', ['strategy', 'finance'], 'Seven questions that separate a platform that pays back in a year from one that never does.'],
  ['Footfall as a leading indicator of store sales', ['data-products', 'retail', 'mobility'], 'Daily visits predict weekly sales two weeks ahead for most formats. Here is the evidence from 11 countries.'],
  ['Governance that people follow', ['governance'], 'Councils, owners and stewards: the light operating model that survives its first reorganisation.'],
  ['Pricing signals from 30 million daily shelf prices', ['data-products', 'pricing'], 'What Price Lens sees in grocery and electronics pricing this year, and how buyers use it.'],
  ['Scope 3 without the guesswork', ['sustainability', 'data-products'], 'Supplier-level emissions estimates, their uncertainty, and how auditors have received them.'],
  ['Training analysts to ship, not just to query', ['training'], 'Our analytics academy teaches version control, testing and review alongside SQL. The results after 400 graduates.'],
  ['Port congestion and the cost of waiting', ['supply-chain', 'data-products'], 'Supply Signal data shows where delays build up, and the inventory buffers that absorb them.'],
  ['Applied AI that survives contact with operations', ['machine-learning', 'operations'], 'Models fail in production for boring reasons. The checklist we use before any go-live.'],
  ['A metric layer your board can trust', ['analytics', 'strategy'], 'One definition per KPI, owned and versioned: how we set up a metric layer in eight weeks.'],
  ['Hiring a head of data: the first 100 days', ['strategy', 'careers'], 'What the first head of data should deliver in three months, and what to leave for later.'],
  ['Energy demand at hourly resolution', ['energy', 'data-products'], 'Grid Watch combines load, weather and prices. Three ways utilities use it to plan the next day.'],
  ['Privacy by design for analytics teams', ['governance', 'privacy'], 'Pseudonymisation, purpose limitation and access reviews, built into the pipeline rather than bolted on.'],
  ['From dashboards to decisions', ['analytics'], 'Most dashboards answer questions nobody asks. A method for starting from the decision instead.'],
  ['Climate risk scores for every asset', ['climate', 'data-products'], 'How Climate Exposure Scores rate flood, heat and wind risk for 9 million addresses.'],
  ['Measuring the value of a data team', ['strategy', 'finance'], 'A simple ledger of decisions influenced, hours saved and revenue protected.'],
  ['Labour market shifts in data roles', ['careers', 'data-products'], 'Talent Flow shows where demand for analytics engineers is growing fastest, and what it pays.'],
  ['Sentiment that moves faster than surveys', ['data-products', 'consumer'], 'Hourly sentiment caught a product recall three days before the first survey did.'],
  ['Migrating 400 pipelines without a freeze', ['engineering', 'platforms'], 'A parallel-run plan that moved a bank’s pipelines to a new platform with no reporting outage.'],
  ['Quality checks that catch problems before users do', ['quality', 'engineering'], 'Freshness, volume and distribution tests: the minimum set every table deserves.'],
  ['What we learned from 320 engagements', ['method', 'company'], 'Patterns from ten years of consulting work, from the projects that went well and the ones that did not.'],
];

const AUTHORS = [
  { name: 'Amira Haddad', role: 'Principal consultant' },
  { name: 'Julien Moreau', role: 'Head of data engineering' },
  { name: 'Sara Lindqvist', role: 'Lead data scientist' },
  { name: 'Omar Farouk', role: 'Data products lead' },
];

const COVERS = ['/images/hero-insight.svg', '/images/method-flow.svg', '/images/team-map.svg'];

function body(title: string, summary: string): string {
  return [
    `<p>${summary}</p>`,
    '<h2>The problem</h2>',
    `<p>Teams we work with rarely lack data. What they lack is a shared answer to the question behind <em>${title}</em>: who decides, with which numbers, and how often.</p>`,
    '<h2>What we did</h2>',
    '<ul><li><p>Agreed the decision and its owner before touching any data.</p></li><li><p>Built the smallest pipeline that answers it, with tests from day one.</p></li><li><p>Put the result in front of the people who decide, every week.</p></li></ul>',
    '<h2>What changed</h2>',
    '<p>Within one quarter the decision moved from a monthly meeting to a weekly routine, and the team kept improving it after we left.</p>',
  ].join('');
}

export function seedPosts(): Post[] {
  const faker = seededFaker(3001);
  return seedList(POSTS.length, (id, i) => {
    const [title, tags, description] = POSTS[i]!;
    const content = body(title, description);
    const createdAt = isoDaysAgo(faker, 400, 5);
    const published = i % 6 !== 5;
    return {
      id,
      slug: slugify(title),
      title,
      description,
      content,
      coverUrl: COVERS[i % COVERS.length]!,
      tags,
      metaTitle: '',
      metaDescription: '',
      metaKeywords: tags,
      status: published ? 'published' : 'draft',
      // One published post in eight has comments closed, so the detail page shows both cases.
      allowComments: i % 8 !== 7,
      author: AUTHORS[i % AUTHORS.length]!,
      readingMinutes: readingMinutes(content),
      views: published ? faker.number.int({ min: 300, max: 24_000 }) : 0,
      shares: published ? faker.number.int({ min: 5, max: 900 }) : 0,
      favorites: published ? faker.number.int({ min: 10, max: 1_500 }) : 0,
      comments: published
        ? Array.from({ length: faker.number.int({ min: 0, max: 3 }) }, (_, c) => ({
            id: `${id}-c${c + 1}`,
            name: faker.person.fullName(),
            message: faker.helpers.arrayElement([
              'Very useful, we are facing the same trade-off this quarter.',
              'Would love a follow-up on how you measured the results.',
              'We tried this approach last year; the ownership part made the difference.',
              'Clear and practical. Sharing with my team.',
            ]),
            createdAt: isoDaysAgo(faker, 4),
          }))
        : [],
      publishedAt: published ? createdAt : null,
      createdAt,
      updatedAt: createdAt,
    };
  });
}
