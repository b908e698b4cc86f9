import { createFileRoute } from '@tanstack/react-router';
import { ProviderPage } from '@/features/auth/provider-page';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/auth/firebase/register')({
  head: () => ({ meta: [{ title: routeTitle('firebase.register') }] }),
  component: () => <ProviderPage provider="firebase" screen="register" />,
});
