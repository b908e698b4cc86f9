// Seed posts: 24 articles of the firm's insights blog, each with a short structured body in the
// rich-text editor's HTML (docs/product-rules.md#rich-text) and a cover of its own.
import type { Post } from '@/lib/api-contract/post';
import { readingMinutes, slugify } from '@/lib/seed/post';
import { demoImage } from './demo-images';
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

// Each post's own opening, three points and closing line (docs/catalogue.md#demo-content): the
// summary is the card's teaser and the page's standfirst, never the body's first paragraph.
const BODIES: [opening: string, points: [string, string, string], closing: string][] = [
  ['An advisory sprint is short on purpose. Six weeks is long enough to ship something people use and short enough that nobody loses patience.', ['Week one: interviews with the people who decide, and one decision chosen to improve.', 'Weeks two and three: the smallest pipeline that feeds that decision, and a first dashboard.', 'Weeks four to six: the dashboard in weekly use, with a backlog the team owns.'], 'Most sprints end with a second one scoped by the client, not by us.'],
  ['Both architectures can serve a mid-sized company well. The choice turns less on technology than on the work your team already does.', ['Mostly SQL reporting on structured data favours a warehouse.', 'Large volumes of files, logs or images favour a lakehouse.', 'A small team should count the hours of running each, not only the licence.'], 'We ask for a month of query logs before recommending either.'],
  ['The retailer had forty producing teams and one analytics team that learned of every schema change from a broken report.', ['Each producing team signed a contract per table: columns, types, freshness.', 'Checks ran in the pipeline and blocked a release that broke a contract.', 'Changes were announced a sprint ahead in a shared channel.'], 'Broken morning reports fell from weekly to a handful a quarter.'],
  ['A promotion can triple a product’s sales for a week and halve them the week after. Models trained on averages miss both.', ['Promotion depth, display and flyer placement enter as features, not as noise.', 'Cannibalisation of neighbouring products is modelled explicitly.', 'Backtests cover at least two full promotional calendars.'], 'The planners now trust the forecast enough to order from it.'],
  ['A data platform is an investment like any other, and a finance director is right to ask what it will return and when.', ['Which decisions will change, and who makes them today?', 'What does the current way cost in people’s hours?', 'What will be switched off once the platform runs?'], 'A proposal that cannot answer these is not ready for funding.'],
  ['Store visits are counted every day, while sales figures arrive weeks later. The gap is where footfall earns its keep.', ['Visits lead sales by about two weeks for grocery and fashion.', 'The signal is weakest for formats dominated by online orders.', 'Weather and holidays must be removed before the comparison.'], 'Analysts use it to revise quarterly estimates well before results day.'],
  ['Governance fails when it reads like a policy binder. It works when it is a few named people with clear, small jobs.', ['One owner per data domain, with the authority to say no.', 'Stewards who fix issues, measured on time to resolution.', 'A council that meets monthly and publishes its decisions.'], 'The model survived two reorganisations at the client where we first set it up.'],
  ['Shelf prices move daily, and the patterns tell buyers more than any single price does.', ['Grocery prices rose in small, frequent steps rather than in jumps.', 'Electronics discounts concentrated on fewer, deeper events.', 'Private labels narrowed the gap with brands in most categories.'], 'Buyers use the weekly digest to time their own negotiations.'],
  ['Most companies estimate supplier emissions from spend. The numbers are easy to produce and hard to defend.', ['Estimates come per supplier and site, not per purchase category.', 'Each figure carries its uncertainty range.', 'The method is documented for auditors, with its sources.'], 'Two clients have had the approach accepted in their limited assurance reviews.'],
  ['Analysts who can query but not ship remain dependent on engineers for every change that matters.', ['Version control from the first week, with review on every change.', 'Tests for each model, written before the model.', 'A final project deployed to a real pipeline.'], 'Graduates ship their first production change within a month of returning to work.'],
  ['Delays at a handful of ports ripple through supply chains for weeks. Seeing them early changes what a planner orders.', ['Waiting times are measured from vessel positions, not from announcements.', 'Congestion builds over days and is visible before it makes the news.', 'Buffer stock sized to the measured delay costs less than air freight.'], 'Planners subscribe to alerts for the ports on their own routes.'],
  ['A model that scores well in a notebook can still fail on its first Monday in production.', ['Input data in production differs from the training extract.', 'No one owns the model once the project team leaves.', 'The people using it were not asked how it fits their day.'], 'Our go-live checklist has fourteen items; only two are about the model itself.'],
  ['When two reports give two revenue figures, the board stops trusting both.', ['Every metric has one definition, one owner and a version history.', 'Dashboards read metrics from the layer, never from their own SQL.', 'A change to a definition is reviewed like a change to code.'], 'Board packs now take a day to prepare instead of a week.'],
  ['A first head of data inherits high hopes and little else. The first three months set what the role will mean.', ['Meet every executive and write down the decisions they struggle with.', 'Deliver one visible improvement before the end of the second month.', 'Leave the platform rebuild until there is a case for it.'], 'The roadmap that follows is easier to fund with an early result behind it.'],
  ['Utilities plan tomorrow’s grid today, and hourly detail is what turns a forecast into a plan.', ['Day-ahead load forecasts combining weather and calendar effects.', 'Price-aware scheduling of storage and flexible demand.', 'Early warning of peaks that would need expensive reserves.'], 'One utility trimmed its reserve purchases within the first season.'],
  ['Privacy rules are easier to keep when the pipeline keeps them for you.', ['Personal identifiers are replaced at ingestion, with the key held apart.', 'Each dataset records the purposes it may serve.', 'Access is reviewed every quarter, and unused access is removed.'], 'Audits become a report the pipeline produces rather than a project.'],
  ['A dashboard built from the data outwards shows everything and helps with nothing in particular.', ['Name the decision, who takes it and how often.', 'List the few numbers that would change it.', 'Build only those, and remove what nobody opens.'], 'The smaller dashboards get used; the large ones rarely do.'],
  ['Lenders, insurers and property owners need risk per building, not per region.', ['Flood, heat and wind scores for each address, on a common scale.', 'Scores under two warming scenarios, for planning horizons.', 'Documented methods, so a score can be explained to a client.'], 'Portfolios can now be screened in hours rather than weeks.'],
  ['Data teams are asked to prove their worth, and a list of dashboards is not proof.', ['Record each decision the team’s work influenced, with its owner.', 'Count the hours saved by automation, confirmed by the teams that saved them.', 'Note revenue protected when a problem was caught early.'], 'After a year the ledger usually makes the budget discussion short.'],
  ['Job postings reveal which skills employers want before salary surveys do.', ['Analytics engineering is the fastest-growing data role in most markets.', 'Demand for pure reporting roles is flat or falling.', 'Pay premiums follow cloud and testing skills more than tool names.'], 'HR teams use the data to plan hiring and training a year ahead.'],
  ['Surveys tell you what customers thought last month. Social and review data tell you what they think this morning.', ['Sentiment is scored per brand and product, every hour.', 'Sudden drops trigger an alert with sample posts attached.', 'Scores are calibrated against survey results each quarter.'], 'One manufacturer now checks the stream before its morning meeting.'],
  ['Freezing reports for a migration is rarely acceptable to a bank. Running old and new side by side avoids it.', ['Each pipeline ran on both platforms until the outputs matched.', 'Differences were triaged daily by the pipeline’s owner.', 'Old pipelines were switched off in small batches.'], 'The last pipeline moved a month ahead of plan.'],
  ['Users should never be the first to notice that a table is wrong.', ['Freshness: the table was updated when expected.', 'Volume: the row count is within its usual range.', 'Distribution: key columns have not shifted suddenly.'], 'These three checks catch most incidents before the morning reports run.'],
  ['Ten years of engagements leave patterns that no single project shows.', ['Projects tied to a named decision succeed far more often.', 'The client’s own people must build alongside us from week one.', 'Small first deliveries beat ambitious first designs.'], 'We now turn down work that cannot name its decision.'],
];

function body(i: number): string {
  const [opening, points, closing] = BODIES[i]!;
  return [
    `<p>${opening}</p>`,
    '<h2>What matters</h2>',
    `<ul>${points.map((point) => `<li><p>${point}</p></li>`).join('')}</ul>`,
    '<h2>In practice</h2>',
    `<p>${closing}</p>`,
  ].join('');
}

export function seedPosts(): Post[] {
  const faker = seededFaker(3001);
  return seedList(POSTS.length, (id, i) => {
    const [title, tags, description] = POSTS[i]!;
    const content = body(i);
    const createdAt = isoDaysAgo(faker, 400, 5);
    const published = i % 6 !== 5;
    return {
      id,
      slug: slugify(title),
      title,
      description,
      content,
      // Its own cover, drawn by scripts/gen-demo-images.mjs (docs/look-and-feel.md#demo-images).
      coverUrl: demoImage('post', i, slugify(title)),
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
