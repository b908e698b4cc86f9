// The job group (docs/api/crud-groups.md#job) on PostgreSQL: list (search, the status, department,
// employment type, experience, location and benefit filters, status counts, sort and paging in
// SQL), the benefits the filters offer, details, create, update, delete, bulk delete, and each
// job's candidates with their stage moves (src/lib/api-contract/job.ts: candidateTransitions).
// The input's rules are the demo API's own (src/lib/api-contract/job-input.ts); as in the demo,
// every signed-in account may manage jobs.
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, sql, type InferSelectModel } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { normalize } from '@/lib/api-contract/list-query';
import { nextVersion } from '@/lib/api-contract/edit-conflict';
import { idsSchema } from '@/lib/api-contract/ids-input';
import { benefitKey, candidateTransitions, type CandidateStatus, type Job, type JobCandidate } from '@/lib/api-contract/job';
import { candidateSchema, candidateStatusSchema, jobSchema } from '@/lib/api-contract/job-input';
import type { AppEnv, ServerDeps } from '../context';
import type { Db } from '../db/client';
import { jobCandidates, jobs } from '../db/schema';
import { runList, type SqlListSpec } from '../http/list';
import { conflict, expectedVersion, notFound, readUpdateBody, staleRecord } from '../http/respond';
import { validate, validateBody } from '../http/validate';

type JobRow = InferSelectModel<typeof jobs>;
type CandidateRow = InferSelectModel<typeof jobCandidates>;

/** What `q` matches (the demo's `search`): title, department, skills and locations. */
export const jobSearchText = (j: Pick<Job, 'title' | 'department' | 'skills' | 'locations'>) =>
  normalize([j.title, j.department, ...j.skills, ...j.locations].join(' '));

const listSpec: SqlListSpec = {
  search: jobs.searchText,
  seq: jobs.seq,
  sorters: {
    createdAt: jobs.createdAt,
    title: sql`lower(${jobs.title}) collate "C"`,
    expiresAt: sql`${jobs.expiresAt} collate "C"`,
    applicants: jobs.applicants,
  },
  defaultSort: { sort: 'createdAt', order: 'desc' },
  filters: {
    status: (v) => eq(jobs.status, v),
    department: (v) => eq(jobs.department, v),
    employmentType: (v) => sql`${jobs.employmentTypes} @> array[${v}]::text[]`,
    experience: (v) => eq(jobs.experience, v),
    location: (v) => sql`${jobs.locations} @> array[${v}]::text[]`,
    benefit: (v) => sql`${jobs.benefitKeys} @> array[${v}]::text[]`,
  },
  // The demo's facet names no keys: `counts` holds `all` and the statuses present.
  facet: { param: 'status', column: jobs.status, keys: [] },
};

function toJob(row: JobRow): Job {
  return {
    id: row.id,
    title: row.title,
    department: row.department as Job['department'],
    content: row.content,
    employmentTypes: row.employmentTypes as Job['employmentTypes'],
    experience: row.experience as Job['experience'],
    locations: row.locations as Job['locations'],
    skills: row.skills,
    benefits: row.benefits,
    salary: row.salary,
    status: row.status as Job['status'],
    expiresAt: row.expiresAt,
    applicants: row.applicants,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A job's row from the contract's record (the seed, create and update). */
export function jobRow(j: Job) {
  return {
    id: j.id,
    title: j.title,
    department: j.department,
    content: j.content,
    employmentTypes: j.employmentTypes,
    experience: j.experience,
    locations: j.locations,
    skills: j.skills,
    benefits: j.benefits,
    benefitKeys: j.benefits.map(benefitKey),
    salary: j.salary,
    status: j.status,
    expiresAt: j.expiresAt,
    applicants: j.applicants,
    searchText: jobSearchText(j),
    createdAt: new Date(j.createdAt),
    updatedAt: new Date(j.updatedAt),
  };
}

export const candidateRow = (c: JobCandidate) => ({
  id: c.id,
  jobId: c.jobId,
  name: c.name,
  email: c.email,
  headline: c.headline,
  status: c.status,
  appliedAt: new Date(c.appliedAt),
  updatedAt: new Date(c.updatedAt),
});

const toCandidate = (row: CandidateRow): JobCandidate => ({
  id: row.id,
  jobId: row.jobId,
  name: row.name,
  email: row.email,
  headline: row.headline,
  status: row.status as CandidateStatus,
  appliedAt: row.appliedAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The jobs of `ids` in that order. */
async function present(db: Db, ids: string[]): Promise<Job[]> {
  if (!ids.length) return [];
  const rows = await db.select().from(jobs).where(inArray(jobs.id, ids));
  const byId = new Map(rows.map((r) => [r.id, toJob(r)]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

const NOT_FOUND = (id: string) => `No job with id “${id}”.`;
const ALREADY_APPLIED = 'This person has already applied to this job.';

export function jobRoutes(deps: ServerDeps) {
  const db = deps.database.db;
  const app = new Hono<AppEnv>();

  app.get('/list', async (c) => {
    const { ids, ...rest } = await runList(db, new URL(c.req.url), listSpec, jobs);
    return c.json({ items: await present(db, ids), ...rest });
  });

  // Every benefit offered, once per key (the label of the last job that names it, as the demo's
  // Map keeps it), by label.
  app.get('/facets', async (c) => {
    const result = await db.execute<{ key: string; label: string }>(sql`
      select distinct on (b.key) b.key, b.label
      from ${jobs} j, unnest(j.benefit_keys, j.benefits) with ordinality as b(key, label, n)
      order by b.key, j.seq desc, b.n desc`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { key: string; label: string }[];
    const benefits = rows.map((r) => ({ key: r.key, label: r.label })).sort((a, b) => a.label.localeCompare(b.label));
    return c.json({ benefits });
  });

  app.get('/details', async (c) => {
    const id = c.req.query('id') ?? '';
    const [job] = await present(db, [id]);
    return job ? c.json({ job }) : notFound(c, NOT_FOUND(id));
  });

  app.post('/bulk-delete', async (c) => {
    const parsed = await validateBody(c, idsSchema);
    if (!parsed.ok) return parsed.response;
    const deleted = await db.delete(jobs).where(inArray(jobs.id, parsed.data.ids)).returning({ id: jobs.id });
    await deps.live.publishEach('job', deleted.map((d) => d.id), 'deleted');
    return c.json({ deleted: deleted.length });
  });

  // A job's candidates, newest application first (ties in stored order).
  app.get('/:id/candidates', async (c) => {
    const id = c.req.param('id');
    const [job] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, id)).limit(1);
    if (!job) return notFound(c, NOT_FOUND(id));
    const rows = await db.select().from(jobCandidates).where(eq(jobCandidates.jobId, id)).orderBy(desc(jobCandidates.appliedAt), asc(jobCandidates.seq));
    return c.json({ candidates: rows.map(toCandidate) });
  });

  app.post('/:id/candidates', async (c) => {
    const id = c.req.param('id');
    const [job] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, id)).limit(1);
    if (!job) return notFound(c, NOT_FOUND(id));
    const parsed = await validateBody(c, candidateSchema);
    if (!parsed.ok) return parsed.response;
    const now = new Date();
    const candidate: JobCandidate = {
      ...parsed.data,
      email: parsed.data.email.toLowerCase(),
      id: randomUUID(),
      jobId: id,
      status: 'new',
      appliedAt: now.toISOString(),
      updatedAt: now.toISOString(),
    };
    // The unique index on (job, email) settles a repeated application, raced or not.
    const stored = await db.transaction(async (tx) => {
      const inserted = await tx.insert(jobCandidates).values(candidateRow(candidate)).onConflictDoNothing().returning({ id: jobCandidates.id });
      if (!inserted.length) return false;
      const [n] = await tx.select({ n: count() }).from(jobCandidates).where(eq(jobCandidates.jobId, id));
      await tx.update(jobs).set({ applicants: Number(n?.n ?? 0), updatedAt: now }).where(eq(jobs.id, id));
      return true;
    });
    if (!stored) return conflict(c, ALREADY_APPLIED, { email: ALREADY_APPLIED });
    await deps.live.publish({ group: 'job', id, action: 'updated' });
    return c.json({ candidate }, 201);
  });

  app.patch('/:id/candidates/:candidateId', async (c) => {
    const id = c.req.param('id');
    const [existing] = await db
      .select()
      .from(jobCandidates)
      .where(and(eq(jobCandidates.id, c.req.param('candidateId')), eq(jobCandidates.jobId, id)))
      .limit(1);
    if (!existing) return notFound(c, 'No such candidate for this job.');
    const parsed = await validateBody(c, candidateStatusSchema);
    if (!parsed.ok) return parsed.response;
    const { status } = parsed.data;
    const from = existing.status as CandidateStatus;
    if (!candidateTransitions[from].includes(status)) return conflict(c, `A candidate cannot move from “${from}” to “${status}”.`);
    // Moved only from the stage it was read in: a concurrent move makes this one a 409 too.
    const [row] = await db
      .update(jobCandidates)
      .set({ status, updatedAt: new Date() })
      .where(and(eq(jobCandidates.id, existing.id), eq(jobCandidates.status, from)))
      .returning();
    if (!row) return conflict(c, `A candidate cannot move from “${from}” to “${status}”.`);
    await deps.live.publish({ group: 'job', id, action: 'updated' });
    return c.json({ candidate: toCandidate(row) });
  });

  app.post('/', async (c) => {
    const parsed = await validateBody(c, jobSchema);
    if (!parsed.ok) return parsed.response;
    const now = new Date().toISOString();
    const job: Job = { ...parsed.data, id: randomUUID(), applicants: 0, createdAt: now, updatedAt: now };
    await db.insert(jobs).values(jobRow(job));
    await deps.live.publish({ group: 'job', id: job.id, action: 'created' });
    return c.json({ job }, 201);
  });

  const patch = async (c: Context<AppEnv>) => {
    const id = c.req.param('id')!;
    const [existing] = await present(db, [id]);
    if (!existing) return notFound(c, NOT_FOUND(id));
    const body = await readUpdateBody(c);
    const expected = expectedVersion(c, body);
    if (!expected.ok) return expected.response;
    if (expected.at && expected.at.getTime() !== Date.parse(existing.updatedAt)) return staleRecord(c, existing);
    const parsed = validate(c, jobSchema.partial(), body);
    if (!parsed.ok) return parsed.response;
    const next: Job = { ...existing, ...(parsed.data as Partial<Job>), updatedAt: nextVersion(existing.updatedAt).toISOString() };
    // `applicants` stays the stored one (an application may land between the read and this write).
    const { id: _id, createdAt: _c, applicants: _a, ...columns } = jobRow(next);
    // With a version, the check and the write are one statement: a write in between is not lost.
    const [row] = await db
      .update(jobs)
      .set(columns)
      .where(expected.at ? and(eq(jobs.id, id), eq(jobs.updatedAt, expected.at)) : eq(jobs.id, id))
      .returning();
    if (!row) {
      const [current] = await present(db, [id]);
      return current ? staleRecord(c, current) : notFound(c, NOT_FOUND(id));
    }
    await deps.live.publish({ group: 'job', id, action: 'updated' });
    return c.json({ job: toJob(row) });
  };
  app.patch('/:id', patch);
  app.put('/:id', patch);

  app.delete('/:id', async (c) => {
    const id = c.req.param('id');
    const deleted = await db.delete(jobs).where(eq(jobs.id, id)).returning({ id: jobs.id });
    await deps.live.publishEach('job', deleted.map((d) => d.id), 'deleted');
    return deleted.length ? c.body(null, 204) : notFound(c, NOT_FOUND(id));
  });

  return app;
}
