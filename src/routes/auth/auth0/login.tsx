import { createFileRoute } from '@tanstack/react-router';
import { ProviderPage } from '@/features/auth/provider-page';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/auth/auth0/login')({
  head: () => ({ meta: [{ title: routeTitle('auth0.login') }] }),
  component: () => <ProviderPage provider="auth0" screen="login" />,
});
