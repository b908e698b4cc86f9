import { createFileRoute } from '@tanstack/react-router';
import { DashboardRouteError } from '@/features/dashboard-shell/components/dashboard-route-error';
import { overviewQueries } from '@/features/overview/api';
import { OverviewPage } from '@/features/overview/overview-page';
import { OverviewSkeleton } from '@/features/overview/overview-skeleton';
import { routeTitle } from '@/lib/i18n/route-title';
import { withinTimeLimit } from '@/lib/loader-time-limit';

export const Route = createFileRoute('/dashboard/')({
  // The loader is split out too (the plugin's default keeps it in the main bundle): the query code
  // loads with the screen, not on the first page.
  codeSplitGroupings: [['loader'], ['component'], ['errorComponent']],
  loader: ({ context }) =>
    withinTimeLimit(context.queryClient.ensureQueryData(overviewQueries.app())),
  head: () => ({ meta: [{ title: routeTitle('dashboard.index') }] }),
  pendingComponent: OverviewSkeleton,
  errorComponent: DashboardRouteError,
  component: OverviewPage,
});
