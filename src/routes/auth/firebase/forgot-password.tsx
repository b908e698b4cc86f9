import { createFileRoute } from '@tanstack/react-router';
import { ProviderPage } from '@/features/auth/provider-page';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/auth/firebase/forgot-password')({
  head: () => ({ meta: [{ title: routeTitle('firebase.forgot-password') }] }),
  component: () => <ProviderPage provider="firebase" screen="forgot-password" />,
});
