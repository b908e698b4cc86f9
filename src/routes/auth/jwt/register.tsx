import { createFileRoute } from '@tanstack/react-router';
import { invitationQueries } from '@/features/auth/api';
import { JwtRegisterPage } from '@/features/auth/jwt-register-page';
import { validateRegisterSearch } from '@/features/auth/search';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/auth/jwt/register')({
  // ?invitation=<token> (docs/api/team.md): registration by invitation.
  validateSearch: validateRegisterSearch,
  loaderDeps: ({ search }) => ({ invitation: search.invitation }),
  // Starts the invitation's look-up while the page's code loads; the page shows its answer.
  loader: ({ context, deps }) => {
    if (deps.invitation) void context.queryClient.prefetchQuery(invitationQueries.lookup(deps.invitation));
  },
  head: () => ({ meta: [{ title: routeTitle('jwt.register') }] }),
  component: JwtRegisterPage,
});
