import { createFileRoute } from '@tanstack/react-router';
import { DashboardRouteError } from '@/features/dashboard-shell/components/dashboard-route-error';
import { overviewQueries } from '@/features/overview/api';
import { OverviewPage, OverviewSkeleton } from '@/features/overview/overview-page';
import { routeTitle } from '@/lib/i18n/route-title';

// D23: /dashboard/app leads to the same overview as /dashboard.
export const Route = createFileRoute('/dashboard/app')({
  loader: ({ context }) => context.queryClient.ensureQueryData(overviewQueries.app()),
  head: () => ({ meta: [{ title: routeTitle('dashboard.app') }] }),
  pendingComponent: OverviewSkeleton,
  errorComponent: DashboardRouteError,
  component: OverviewPage,
});
