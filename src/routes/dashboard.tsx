import { createFileRoute, redirect } from '@tanstack/react-router';
import { DashboardLayout } from '@/features/dashboard-shell/dashboard-layout';
import { LOGIN_PATH } from '@/lib/session/session';

export const Route = createFileRoute('/dashboard')({
  // docs/product-rules.md#guarded-routes: the dashboard needs a session; a guest goes to the active provider's sign-in and comes back here afterwards.
  beforeLoad: async ({ context, location }) => {
    await context.auth.ready();
    if (context.auth.status() !== 'authenticated') {
      throw redirect({ to: LOGIN_PATH, search: { returnTo: location.href }, replace: true });
    }
  },
  component: DashboardLayout,
});
