import { createFileRoute } from '@tanstack/react-router';
import { FirebaseRegisterPage } from '@/features/auth/firebase-login-page';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/auth/firebase/register')({
  head: () => ({ meta: [{ title: routeTitle('firebase.register') }] }),
  component: FirebaseRegisterPage,
});
