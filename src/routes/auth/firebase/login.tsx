import { createFileRoute } from '@tanstack/react-router';
import { FirebaseLoginPage } from '@/features/auth/firebase-login-page';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/auth/firebase/login')({
  head: () => ({ meta: [{ title: routeTitle('firebase.login') }] }),
  component: FirebaseLoginPage,
});
