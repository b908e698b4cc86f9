import { createFileRoute, redirect } from '@tanstack/react-router';
import { FirebaseVerifyPage } from '@/features/auth/firebase-verify-page';
import { validateFirebaseActionSearch } from '@/features/auth/search';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/auth/firebase/verify')({
  validateSearch: validateFirebaseActionSearch,
  // docs/auth-providers.md#firebase: Firebase has one action link address; a reset link goes on to its own screen.
  beforeLoad: ({ search }) => {
    if (search.mode === 'resetPassword' && search.oobCode) {
      throw redirect({ to: '/auth/firebase/forgot-password', search: { oobCode: search.oobCode }, replace: true });
    }
  },
  head: () => ({ meta: [{ title: routeTitle('firebase.verify') }] }),
  component: FirebaseVerifyPage,
});
