import { createFileRoute, redirect } from '@tanstack/react-router';
import { DashboardLayout } from '@/features/dashboard-shell/dashboard-layout';

export const Route = createFileRoute('/dashboard')({
  // docs/product-rules.md#guarded-routes: the dashboard needs a session; a guest goes to sign-in and comes back here afterwards.
  beforeLoad: async ({ context, location }) => {
    await context.auth.ready();
    if (context.auth.status() !== 'authenticated') {
      throw redirect({ to: '/auth/jwt/login', search: { returnTo: location.href }, replace: true });
    }
  },
  component: DashboardLayout,
});
