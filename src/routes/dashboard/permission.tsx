import { createFileRoute } from '@tanstack/react-router';
import { DashboardRouteError } from '@/features/dashboard-shell/components/dashboard-route-error';
import { PermissionPage } from '@/features/permission/permission-page';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/dashboard/permission')({
  head: () => ({ meta: [{ title: routeTitle('dashboard.permission') }] }),
  errorComponent: DashboardRouteError,
  component: PermissionPage,
});
