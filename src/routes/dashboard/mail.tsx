import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { mailQueries } from '@/features/mail/api/mail';
import { MailPage } from '@/features/mail/mail-page';
import { mailSearchDefaults, validateMailSearch } from '@/features/mail/search';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/dashboard/mail')({
  // The loader is split out too: the query code loads with the screen, not on the first page.
  codeSplitGroupings: [['loader'], ['component']],
  validateSearch: validateMailSearch,
  search: { middlewares: [stripSearchParams(mailSearchDefaults)] },
  loaderDeps: ({ search }) => ({ label: search.label, q: search.q, id: search.id }),
  // Not awaited: the panes show their own skeletons, and a new label keeps the screen in place.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(mailQueries.labels());
    void context.queryClient.prefetchInfiniteQuery(
      mailQueries.list({ labelId: deps.label, q: deps.q }),
    );
    if (deps.id) void context.queryClient.prefetchQuery(mailQueries.detail(deps.id));
  },
  head: () => ({ meta: [{ title: routeTitle('dashboard.mail') }] }),
  component: MailPage,
});
