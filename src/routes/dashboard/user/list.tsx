import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
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
  loaderDeps: ({ search }) => toListQuery(search),
  // Starts the request while the route's code loads; not awaited, so a sort or page change keeps
  // the current rows on screen (the page reads the same query with keepPreviousData).
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(userQueries.list(deps));
  },
  head: () => ({ meta: [{ title: routeTitle('dashboard.user.list') }] }),
  component: UserListPage,
});
