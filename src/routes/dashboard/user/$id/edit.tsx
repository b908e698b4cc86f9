import { createFileRoute } from '@tanstack/react-router';
import { userQueries } from '@/features/users/api/users';
import { UserEditError, UserEditPage } from '@/features/users/user-edit-page';
import { routeTitle } from '@/lib/i18n/route-title';
import { withinTimeLimit } from '@/lib/loader-time-limit';

export const Route = createFileRoute('/dashboard/user/$id/edit')({
  // The loader is split out too (the plugin's default keeps it in the main bundle): the query code
  // loads with the screen, not on the first page.
  codeSplitGroupings: [['loader'], ['component'], ['errorComponent']],
  loader: ({ context, params }) =>
    withinTimeLimit(context.queryClient.ensureQueryData(userQueries.detail(params.id))),
  head: () => ({ meta: [{ title: routeTitle('dashboard.user.edit') }] }),
  component: UserEditPage,
  errorComponent: UserEditError,
});
