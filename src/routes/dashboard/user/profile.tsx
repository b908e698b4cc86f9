import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { accountQueries } from '@/features/users/api/account';
import { validateProfileSearch } from '@/features/users/search';
import { UserProfilePage } from '@/features/users/user-profile-page';
import { routeTitle } from '@/lib/i18n/route-title';
import { withinTimeLimit } from '@/lib/loader-time-limit';

export const Route = createFileRoute('/dashboard/user/profile')({
  // The loader is split out too (the plugin's default keeps it in the main bundle): the query code
  // loads with the screen, not on the first page.
  codeSplitGroupings: [['loader'], ['component']],
  validateSearch: validateProfileSearch,
  search: { middlewares: [stripSearchParams({ tab: 'profile' })] },
  loader: ({ context }) =>
    withinTimeLimit(context.queryClient.ensureQueryData(accountQueries.profile())),
  head: () => ({ meta: [{ title: routeTitle('dashboard.user.profile') }] }),
  component: function ProfileRoute() {
    return <UserProfilePage tab={Route.useSearch().tab} />;
  },
});
