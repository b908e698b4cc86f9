import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { EcommercePage } from '@/features/overview/ecommerce-page';
import { overviewPageDefaults, validateOverviewSearch } from '@/features/overview/search';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/dashboard/ecommerce')({
  validateSearch: validateOverviewSearch,
  search: { middlewares: [stripSearchParams(overviewPageDefaults)] },
  // No loader: each widget loads (and fails) on its own, with its own skeleton.
  head: () => ({ meta: [{ title: routeTitle('dashboard.ecommerce') }] }),
  component: EcommercePage,
});
