import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { accountQueries } from '@/features/users/api/account';
import { accountSearchSchema } from '@/features/users/schemas';
import { UserAccountPage } from '@/features/users/user-account-page';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/dashboard/user/account')({
  validateSearch: accountSearchSchema,
  search: { middlewares: [stripSearchParams({ tab: 'general' })] },
  loader: ({ context }) => context.queryClient.ensureQueryData(accountQueries.settings()),
  head: () => ({ meta: [{ title: routeTitle('dashboard.user.account') }] }),
  component: function AccountRoute() {
    return <UserAccountPage tab={Route.useSearch().tab} />;
  },
});
