import { createFileRoute } from '@tanstack/react-router';
import { userQueries } from '@/features/users/api/users';
import { UserCardsPage } from '@/features/users/user-cards-page';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/dashboard/user/cards')({
  loader: ({ context }) => context.queryClient.ensureInfiniteQueryData(userQueries.cards()),
  head: () => ({ meta: [{ title: routeTitle('dashboard.user.cards') }] }),
  component: UserCardsPage,
});
