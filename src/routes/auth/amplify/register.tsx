import { createFileRoute } from '@tanstack/react-router';
import { ProviderPage } from '@/features/auth/provider-page';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/auth/amplify/register')({
  head: () => ({ meta: [{ title: routeTitle('amplify.register') }] }),
  component: () => <ProviderPage provider="amplify" screen="register" />,
});
