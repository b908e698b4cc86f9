import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { accountQueries } from '@/features/users/api/account';
import { validateAccountSearch } from '@/features/users/search';
import { UserAccountPage } from '@/features/users/user-account-page';
import { routeTitle } from '@/lib/i18n/route-title';
import { withinTimeLimit } from '@/lib/loader-time-limit';

export const Route = createFileRoute('/dashboard/user/account')({
  // The loader is split out too (the plugin's default keeps it in the main bundle): the query code
  // loads with the screen, not on the first page.
  codeSplitGroupings: [['loader'], ['component']],
  validateSearch: validateAccountSearch,
  search: { middlewares: [stripSearchParams({ tab: 'general' })] },
  loader: ({ context }) =>
    withinTimeLimit(context.queryClient.ensureQueryData(accountQueries.settings())),
  head: () => ({ meta: [{ title: routeTitle('dashboard.user.account') }] }),
  component: function AccountRoute() {
    return <UserAccountPage tab={Route.useSearch().tab} />;
  },
});
