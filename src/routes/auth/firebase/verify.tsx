import { createFileRoute } from '@tanstack/react-router';
import { ProviderPage } from '@/features/auth/provider-page';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/auth/firebase/verify')({
  head: () => ({ meta: [{ title: routeTitle('firebase.verify') }] }),
  component: () => <ProviderPage provider="firebase" screen="verify" />,
});
