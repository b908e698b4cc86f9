// Mutations of jobs and their candidates. Each updates the record it changed in the cache and
// refreshes the lists; moving a candidate is optimistic (the stage changes at once and goes back,
// with a toast, if the server refuses). docs/list-kit.md
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CandidateInput, CandidateStatus, Job, JobCandidate, JobInput } from '@/lib/api-contract/job';
import { toast } from '@/lib/toast/toast';
import { addCandidate, createJob, deleteJob, jobQueries, moveCandidate, updateJob } from './jobs';
import { errorText } from '@/lib/http/error-text';

export function useSaveJob() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('jobs');
  return useMutation({
    // A job changed since the form opened answers 409 (docs/api/crud-groups.md#edit-conflicts).
    mutationFn: ({ id, input, expectedUpdatedAt }: { id?: string; input: JobInput; expectedUpdatedAt?: string }) =>
      id ? updateJob(id, { ...input, expectedUpdatedAt }) : createJob(input),
    onSuccess: (job, { id }) => {
      queryClient.setQueryData(jobQueries.detail(job.id).queryKey, job);
      toast.success(t(id ? 'toast.updated' : 'toast.created', { title: job.title }));
      return queryClient.invalidateQueries({ queryKey: jobQueries.lists() });
    },
  });
}

export function useDeleteJob() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('jobs');
  return useMutation({
    mutationFn: (job: Job) => deleteJob(job.id),
    onSuccess: (_, job) => {
      queryClient.removeQueries({ queryKey: jobQueries.detail(job.id).queryKey });
      toast.success(t('toast.deleted', { title: job.title }));
    },
    onError: (error, job) => toast.error(t('toast.deleteFailed', { title: job.title }), errorText(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobQueries.lists() }),
  });
}

export function useMoveCandidate(jobId: string) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('jobs');
  const key = jobQueries.candidates(jobId).queryKey;
  return useMutation({
    mutationFn: ({ candidate, status }: { candidate: JobCandidate; status: CandidateStatus }) =>
      moveCandidate(jobId, candidate.id, status),
    onMutate: async ({ candidate, status }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key);
      queryClient.setQueryData(key, (list) => list?.map((c) => (c.id === candidate.id ? { ...c, status } : c)));
      return { before };
    },
    onError: (error, { candidate }, context) => {
      queryClient.setQueryData(key, context?.before);
      toast.error(t('toast.moveFailed', { name: candidate.name }), errorText(error));
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(key, (list) => list?.map((c) => (c.id === saved.id ? saved : c)));
      toast.success(t('toast.moved', { name: saved.name, status: t(`candidateStatus.${saved.status}`) }));
    },
  });
}

export function useAddCandidate(jobId: string) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('jobs');
  return useMutation({
    mutationFn: (input: CandidateInput) => addCandidate(jobId, input),
    onSuccess: (candidate) => {
      queryClient.setQueryData(jobQueries.candidates(jobId).queryKey, (list) => [candidate, ...(list ?? [])]);
      toast.success(t('toast.candidateAdded', { name: candidate.name }));
      // The job's applicant count changed on the server.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: jobQueries.detail(jobId).queryKey, exact: true }),
        queryClient.invalidateQueries({ queryKey: jobQueries.lists() }),
      ]);
    },
  });
}
