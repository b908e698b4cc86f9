import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { jobQueries } from '@/features/jobs/api/jobs';
import { JobListPage } from '@/features/jobs/job-list-page';
import { jobList, toJobQuery } from '@/features/jobs/search';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/dashboard/job/')({
  // The loader is split out too: the query code loads with the screen, not on the first page.
  codeSplitGroupings: [['loader'], ['component']],
  validateSearch: jobList.validateSearch,
  // Defaults stay out of the URL: /dashboard/job is the default view.
  search: { middlewares: [stripSearchParams(jobList.defaults)] },
  loaderDeps: ({ search }) => toJobQuery(search),
  // Not awaited: a new sort or page keeps the current rows on screen (keepPreviousData).
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(jobQueries.list(deps));
  },
  head: () => ({ meta: [{ title: routeTitle('dashboard.job.list') }] }),
  component: JobListPage,
});
