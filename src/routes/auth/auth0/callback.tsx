import { createFileRoute } from '@tanstack/react-router';
import { Auth0CallbackPage } from '@/features/auth/auth0-pages';
import { validateAuth0CallbackSearch } from '@/features/auth/search';
import { routeTitle } from '@/lib/i18n/route-title';

// docs/auth-providers.md#auth0: where Auth0's hosted page sends the user back, with a code or an error.
export const Route = createFileRoute('/auth/auth0/callback')({
  validateSearch: validateAuth0CallbackSearch,
  head: () => ({ meta: [{ title: routeTitle('auth0.callback') }] }),
  component: Auth0CallbackPage,
});
