import { createFileRoute } from '@tanstack/react-router';
import { DashboardRouteError } from '@/features/dashboard-shell/components/dashboard-route-error';
import { overviewQueries } from '@/features/overview/api';
import { OverviewPage, OverviewSkeleton } from '@/features/overview/overview-page';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/dashboard/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(overviewQueries.app()),
  head: () => ({ meta: [{ title: routeTitle('dashboard.index') }] }),
  pendingComponent: OverviewSkeleton,
  errorComponent: DashboardRouteError,
  component: OverviewPage,
});
