import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { teamQueries } from '@/features/users/api/team';
import { userQueries } from '@/features/users/api/users';
import { UserListPage } from '@/features/users/user-list-page';
import { toListQuery, userListDefaults, validateUserListSearch } from '@/features/users/search';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/dashboard/user/list')({
  // The loader is split out too (the plugin's default keeps it in the main bundle): the query code
  // loads with the screen, not on the first page.
  codeSplitGroupings: [['loader'], ['component']],
  validateSearch: validateUserListSearch,
  // Defaults stay out of the URL: /dashboard/user/list is the default view.
  search: { middlewares: [stripSearchParams(userListDefaults)] },
  loaderDeps: ({ search }) => ({ section: search.section, query: toListQuery(search) }),
  // Starts the tab's requests while the route's code loads; not awaited, so a sort or page change
  // keeps the current rows on screen (the page reads the same query with keepPreviousData).
  loader: ({ context: { queryClient }, deps }) => {
    if (deps.section === 'access') {
      void queryClient.prefetchQuery(teamQueries.members());
      void queryClient.prefetchQuery(teamQueries.invitations());
    } else void queryClient.prefetchQuery(userQueries.list(deps.query));
  },
  head: () => ({ meta: [{ title: routeTitle('dashboard.user.list') }] }),
  component: UserListPage,
});
