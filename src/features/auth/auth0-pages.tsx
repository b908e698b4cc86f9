// /auth/auth0/login and /auth/auth0/callback (docs/auth-providers.md#auth0). The callback reads the
// hosted page's answer once (the session shares a repeated call), then goes on to where the user
// was going; a refusal shows the sign-in again with the reason.
import { Spinner, Stack } from '@chakra-ui/react';
import { useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthProviderError } from '@/lib/auth-provider/auth-provider';
import { AUTH0_CALLBACK_PATH } from '@/lib/auth-provider/provider-settings';
import { safeReturnTo } from '@/lib/session/return-to';
import { useCompleteRedirectMutation } from './api';
import { AuthHeading } from './components/auth-heading';
import { Auth0SignIn } from './components/auth0-sign-in';
import { ProviderPage } from './provider-page';

export function Auth0LoginPage() {
  const { returnTo } = useSearch({ from: '/auth' });
  return (
    <ProviderPage provider="auth0" screen="login">
      <Auth0SignIn returnTo={returnTo} />
    </ProviderPage>
  );
}

export function Auth0CallbackPage() {
  return (
    <ProviderPage provider="auth0" screen="login">
      <Auth0Callback />
    </ProviderPage>
  );
}

function Auth0Callback() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const complete = useCompleteRedirectMutation();
  const search = useSearch({ from: '/auth/auth0/callback' });
  // The query as the hosted page sent it (the SDK parses it itself): no re-encoding on the way.
  const query = useLocation({ select: (location) => location.searchStr });
  const answered = Boolean(search.code || search.error);
  const { mutate } = complete;

  useEffect(() => {
    if (!answered) return;
    mutate(`${AUTH0_CALLBACK_PATH}${query}`, {
      onSuccess: ({ returnTo }) => void navigate({ href: safeReturnTo(returnTo), replace: true }),
    });
  }, [answered, query, mutate, navigate]);

  // Opened without the hosted page's answer (typed in, or a stale bookmark).
  if (!answered) return <Auth0SignIn error={new AuthProviderError('signInInterrupted')} />;
  if (complete.isError) return <Auth0SignIn error={complete.error} />;
  return (
    <Stack gap="6" align="center" aria-busy="true">
      <AuthHeading title={t('auth0.callbackTitle')} />
      <Spinner size="lg" color="colorPalette.fg" colorPalette="primary" />
    </Stack>
  );
}
