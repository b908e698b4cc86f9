// Seed candidates: the people who applied to each job, as many as the job's `applicants`, spread
// over the hiring stages (docs/api/crud-groups.md#job).
import type { CandidateStatus, JobCandidate } from '@/lib/api-contract/job';
import { SEED_NOW, seededFaker } from './faker';
import { seedJobs } from './job';

const DAY = 86_400_000;
const HEADLINES = [
  'Data engineer at a logistics group',
  'Analyst in a retail bank',
  'Consultant, operations strategy',
  'Graduate in applied statistics',
  'BI developer in the public sector',
  'ML engineer at an energy start-up',
  'Product owner, data platform',
];
// Most applications are waiting or early; a few went further.
const STAGES: CandidateStatus[] = ['new', 'new', 'new', 'screening', 'screening', 'interview', 'rejected', 'offer'];

export function seedJobCandidates(): JobCandidate[] {
  const faker = seededFaker(6101);
  const list: JobCandidate[] = [];
  for (const job of seedJobs()) {
    const from = Date.parse(job.createdAt);
    for (let n = 0; n < job.applicants; n++) {
      const first = faker.person.firstName();
      const last = faker.person.lastName();
      const appliedAt = new Date(faker.number.int({ min: from, max: Math.max(from, SEED_NOW.getTime() - DAY) })).toISOString();
      list.push({
        id: `${job.id}-c${n + 1}`,
        jobId: job.id,
        name: `${first} ${last}`,
        email: faker.internet.email({ firstName: first, lastName: last, provider: 'example.com' }).toLowerCase(),
        headline: faker.helpers.arrayElement(HEADLINES),
        status: STAGES[(n * 3 + job.title.length) % STAGES.length]!,
        appliedAt,
        updatedAt: appliedAt,
      });
    }
  }
  return list;
}
