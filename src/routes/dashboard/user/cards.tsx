import { createFileRoute } from '@tanstack/react-router';
import { userQueries } from '@/features/users/api/users';
import { UserCardsPage } from '@/features/users/user-cards-page';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/dashboard/user/cards')({
  // The loader is split out too (the plugin's default keeps it in the main bundle): the query code
  // loads with the screen, not on the first page.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context }) => context.queryClient.ensureInfiniteQueryData(userQueries.cards()),
  head: () => ({ meta: [{ title: routeTitle('dashboard.user.cards') }] }),
  component: UserCardsPage,
});
