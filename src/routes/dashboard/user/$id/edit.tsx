import { createFileRoute } from '@tanstack/react-router';
import { userQueries } from '@/features/users/api/users';
import { UserEditPage } from '@/features/users/user-edit-page';
import { routeTitle } from '@/lib/i18n/route-title';
import { loadRecord } from '@/lib/record-route';
import { userRecord, UserRecordError } from '@/features/users/user-record';

export const Route = createFileRoute('/dashboard/user/$id/edit')({
  // The loader is split out too (the plugin's default keeps it in the main bundle): the query code
  // loads with the screen, not on the first page.
  codeSplitGroupings: [['loader'], ['component'], ['errorComponent']],
  loader: ({ context, params, route }) =>
    loadRecord(context.queryClient.ensureQueryData(userQueries.detail(params.id)), userRecord, route.id),
  head: () => ({ meta: [{ title: routeTitle('dashboard.user.edit') }] }),
  component: UserEditPage,
  errorComponent: UserRecordError,
});
