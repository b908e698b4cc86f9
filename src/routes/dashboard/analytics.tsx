import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { AnalyticsPage } from '@/features/overview/analytics-page';
import { overviewPageDefaults, validateOverviewSearch } from '@/features/overview/search';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/dashboard/analytics')({
  validateSearch: validateOverviewSearch,
  search: { middlewares: [stripSearchParams(overviewPageDefaults)] },
  // No loader: each widget loads (and fails) on its own, with its own skeleton.
  head: () => ({ meta: [{ title: routeTitle('dashboard.analytics') }] }),
  component: AnalyticsPage,
});
