import { createFileRoute } from '@tanstack/react-router';
import { ProviderPage } from '@/features/auth/provider-page';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/auth/amplify/forgot-password')({
  head: () => ({ meta: [{ title: routeTitle('amplify.forgot-password') }] }),
  component: () => <ProviderPage provider="amplify" screen="forgot-password" />,
});
