import { createFileRoute } from '@tanstack/react-router';
import { MaintenancePage } from '@/features/status-pages/maintenance-page';
import { loadPageText, pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/_status/maintenance')({
  loader: () => loadPageText(['pages']),
  head: () => pageHead('maintenance', 'pages:meta.maintenance'),
  component: RouteComponent,
});

function RouteComponent() {
  return <MaintenancePage />;
}
