import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { accountQueries } from '@/features/users/api/account';
import { profileSearchSchema } from '@/features/users/schemas';
import { UserProfilePage } from '@/features/users/user-profile-page';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/dashboard/user/')({
  validateSearch: profileSearchSchema,
  search: { middlewares: [stripSearchParams({ tab: 'profile' })] },
  loader: ({ context }) => context.queryClient.ensureQueryData(accountQueries.profile()),
  head: () => ({ meta: [{ title: routeTitle('dashboard.user.index') }] }),
  component: function ProfileRoute() {
    return <UserProfilePage tab={Route.useSearch().tab} />;
  },
});
