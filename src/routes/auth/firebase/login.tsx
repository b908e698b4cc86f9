import { createFileRoute } from '@tanstack/react-router';
import { ProviderPage } from '@/features/auth/provider-page';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/auth/firebase/login')({
  head: () => ({ meta: [{ title: routeTitle('firebase.login') }] }),
  component: () => <ProviderPage provider="firebase" screen="login" />,
});
