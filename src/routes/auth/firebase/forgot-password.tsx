import { createFileRoute } from '@tanstack/react-router';
import { FirebaseForgotPasswordPage } from '@/features/auth/firebase-forgot-password-page';
import { validateFirebaseActionSearch } from '@/features/auth/search';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/auth/firebase/forgot-password')({
  validateSearch: validateFirebaseActionSearch,
  head: () => ({ meta: [{ title: routeTitle('firebase.forgot-password') }] }),
  component: FirebaseForgotPasswordPage,
});
