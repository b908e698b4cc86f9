import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { toListQuery, userQueries } from '@/features/users/api/users';
import { UserListPage } from '@/features/users/user-list-page';
import { userListDefaults, userListSearchSchema } from '@/features/users/schemas';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/dashboard/user/list')({
  validateSearch: userListSearchSchema,
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
