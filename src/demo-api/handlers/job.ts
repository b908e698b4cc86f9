// Jobs: the careers positions (list with filters and status counts, details, CRUD), the benefits
// the filters offer, and each job's candidates with their hiring stage (docs/api/crud-groups.md#job).
import { HttpResponse, http } from 'msw';
import { nextVersion } from '@/lib/api-contract/edit-conflict';
import type { Job, JobCandidate } from '@/lib/api-contract/job';
import { benefitKey, candidateTransitions } from '@/lib/api-contract/job';
import { requireAccount } from '../accounts';
import { crudHandlers } from '../crud';
import { defineCollection } from '../db';
import { API, conflict, latency, notFound } from '../respond';
import { seedJobs } from '@/lib/seed/job';
import { seedJobCandidates } from '@/lib/seed/job-candidate';
import { validateBody } from '../validate';

// The payloads' schemas (zod) load with the first write (docs/performance.md#demo-api).
const schemas = () => import('@/lib/api-contract/job-input');

export const jobs = defineCollection<Job>('jobs', seedJobs);
export const jobCandidates = defineCollection<JobCandidate>('job-candidates', seedJobCandidates);

const byNewest = (a: JobCandidate, b: JobCandidate) => b.appliedAt.localeCompare(a.appliedAt);

const candidateHandlers = [
  http.get(`${API}/job/facets`, async ({ request }) => {
    await latency();
    await requireAccount(request);
    const benefits = new Map((await jobs.all()).flatMap((j) => j.benefits.map((b) => [benefitKey(b), b] as const)));
    return HttpResponse.json({
      benefits: [...benefits].map(([key, label]) => ({ key, label })).sort((a, b) => a.label.localeCompare(b.label)),
    });
  }),
  http.get(`${API}/job/:id/candidates`, async ({ request, params }) => {
    await latency();
    await requireAccount(request);
    const id = String(params.id);
    if (!(await jobs.get(id))) return notFound(`No job with id “${id}”.`);
    const candidates = (await jobCandidates.all()).filter((c) => c.jobId === id).sort(byNewest);
    return HttpResponse.json({ candidates });
  }),
  http.post(`${API}/job/:id/candidates`, async ({ request, params }) => {
    await latency();
    await requireAccount(request);
    const job = await jobs.get(String(params.id));
    if (!job) return notFound(`No job with id “${String(params.id)}”.`);
    const parsed = await validateBody(request, (await schemas()).candidateSchema);
    if (!parsed.ok) return parsed.response;
    const siblings = (await jobCandidates.all()).filter((c) => c.jobId === job.id);
    const email = parsed.data.email.toLowerCase();
    if (siblings.some((c) => c.email === email))
      return conflict('This person has already applied to this job.', { email: 'This person has already applied to this job.' });
    const now = new Date().toISOString();
    const candidate = await jobCandidates.put({ ...parsed.data, email, id: crypto.randomUUID(), jobId: job.id, status: 'new', appliedAt: now, updatedAt: now });
    await jobs.put({ ...job, applicants: siblings.length + 1, updatedAt: now });
    return HttpResponse.json({ candidate }, { status: 201 });
  }),
  http.patch(`${API}/job/:id/candidates/:candidateId`, async ({ request, params }) => {
    await latency();
    await requireAccount(request);
    const existing = await jobCandidates.get(String(params.candidateId));
    if (!existing || existing.jobId !== String(params.id)) return notFound('No such candidate for this job.');
    const parsed = await validateBody(request, (await schemas()).candidateStatusSchema);
    if (!parsed.ok) return parsed.response;
    const { status } = parsed.data;
    if (!candidateTransitions[existing.status].includes(status))
      return conflict(`A candidate cannot move from “${existing.status}” to “${status}”.`);
    const candidate = await jobCandidates.put({ ...existing, status, updatedAt: new Date().toISOString() });
    return HttpResponse.json({ candidate });
  }),
];

export const handlers = crudHandlers({
  group: 'job',
  key: 'job',
  collection: jobs,
  versioned: true,
  list: {
    search: (j) => [j.title, j.department, ...j.skills, ...j.locations].join(' '),
    filters: {
      status: (j, v) => j.status === v,
      department: (j, v) => j.department === v,
      employmentType: (j, v) => j.employmentTypes.includes(v as Job['employmentTypes'][number]),
      experience: (j, v) => j.experience === v,
      location: (j, v) => j.locations.includes(v as Job['locations'][number]),
      benefit: (j, v) => j.benefits.some((b) => benefitKey(b) === v),
    },
    sorters: { createdAt: (j) => j.createdAt, title: (j) => j.title, expiresAt: (j) => j.expiresAt, applicants: (j) => j.applicants },
    defaultSort: { sort: 'createdAt', order: 'desc' },
    facet: { param: 'status', value: (j) => j.status },
  },
  loadSchema: async () => (await schemas()).jobSchema,
  extra: candidateHandlers,
  create: (input) => {
    const now = new Date().toISOString();
    return { ...input, id: crypto.randomUUID(), applicants: 0, createdAt: now, updatedAt: now };
  },
  update: (existing, input) => ({ ...existing, ...input, updatedAt: nextVersion(existing.updatedAt).toISOString() }),
});
