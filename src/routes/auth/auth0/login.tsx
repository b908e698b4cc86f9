import { createFileRoute } from '@tanstack/react-router';
import { Auth0LoginPage } from '@/features/auth/auth0-pages';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/auth/auth0/login')({
  head: () => ({ meta: [{ title: routeTitle('auth0.login') }] }),
  component: Auth0LoginPage,
});
