import { createFileRoute, Outlet } from '@tanstack/react-router';
import { StatusLayout } from '@/features/status-pages/status-layout';

export const Route = createFileRoute('/_status')({
  component: () => (
    <StatusLayout>
      <Outlet />
    </StatusLayout>
  ),
});
