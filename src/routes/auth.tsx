import { createFileRoute, redirect } from '@tanstack/react-router';
import { AuthLayout } from '@/features/auth/auth-layout';
import { validateReturnToSearch, safeReturnTo } from '@/lib/session/return-to';

export const Route = createFileRoute('/auth')({
  validateSearch: validateReturnToSearch,
  // docs/product-rules.md#guest-routes: the sign-in screens are for guests; a signed-in user goes on to returnTo or /dashboard.
  beforeLoad: async ({ context, search }) => {
    await context.auth.ready();
    if (context.auth.status() === 'authenticated') {
      throw redirect({ href: safeReturnTo(search.returnTo), replace: true });
    }
  },
  component: AuthLayout,
});
