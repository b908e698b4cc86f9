import { createFileRoute } from '@tanstack/react-router';
import { ProviderPage } from '@/features/auth/provider-page';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/auth/amplify/login')({
  head: () => ({ meta: [{ title: routeTitle('amplify.login') }] }),
  component: () => <ProviderPage provider="amplify" screen="login" />,
});
