// Fetchers and the query factory of jobs (src/lib/api/resource-queries.ts: ['job', 'list', query],
// ['job', 'detail', id]), plus what only jobs have: the benefits the filter offers and each job's
// candidates (['job', 'detail', id, 'candidates']). docs/api/crud-groups.md#job
import { queryOptions } from '@tanstack/react-query';
import { resourceQueries } from '@/lib/api/resource-queries';
import { http } from '@/lib/http/client';
import {
  jobPaths,
  type CandidateInput,
  type CandidateResponse,
  type CandidatesResponse,
  type CandidateStatus,
  type Job,
  type JobFacetsResponse,
  type JobInput,
  type JobListQuery,
  type JobListResponse,
} from '@/lib/api-contract/job';

const jobs = resourceQueries<{ record: Job; input: JobInput; query: JobListQuery; list: JobListResponse }>({
  group: 'job',
  paths: jobPaths,
});

export const {
  list: fetchJobs,
  create: createJob,
  update: updateJob,
  remove: deleteJob,
  bulkRemove: deleteJobs,
} = jobs.fetchers;

export const addCandidate = async (jobId: string, input: CandidateInput) =>
  (await http.post<CandidateResponse>(jobPaths.candidates(jobId), input)).candidate;

export const moveCandidate = async (jobId: string, candidateId: string, status: CandidateStatus) =>
  (await http.patch<CandidateResponse>(jobPaths.candidate(jobId, candidateId), { status })).candidate;

export const jobQueries = {
  ...jobs.queries,
  facets: () =>
    queryOptions({
      queryKey: [...jobs.queries.all(), 'facets'] as const,
      queryFn: ({ signal }) => http.get<JobFacetsResponse>(jobPaths.facets, { signal }),
      staleTime: 60_000,
    }),
  candidates: (jobId: string) =>
    queryOptions({
      queryKey: [...jobs.queries.detail(jobId).queryKey, 'candidates'] as const,
      queryFn: async ({ signal }) =>
        (
          await http.get<CandidatesResponse>(jobPaths.candidates(jobId), {
            signal,
            expect: (body) => Array.isArray((body as Partial<CandidatesResponse> | null)?.candidates),
          })
        ).candidates,
    }),
};
