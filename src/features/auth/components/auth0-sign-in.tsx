// Auth0's sign-in "form" (docs/auth-providers.md#auth0): one button to its hosted page, a link that
// opens that page on its sign-up form, and the refusal (from the hosted page, or from leaving for
// it) above them in the user's language.
import { Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { isAuthProviderError } from '@/lib/auth-provider/auth-provider';
import { useRedirectSignInMutation } from '../api';
import { AuthHeading } from './auth-heading';
import { FormAlert } from './form-alert';

function auth0ErrorMessage(error: unknown, t: (key: string) => string): string | null {
  if (!error) return null;
  return t(`errors.${isAuthProviderError(error) ? error.reason : 'unknown'}`);
}

export function Auth0SignIn({ returnTo, error }: { returnTo?: string; error?: unknown }) {
  const { t } = useTranslation('auth');
  const redirect = useRedirectSignInMutation();
  const leaving = redirect.isPending || redirect.isSuccess;
  // The latest attempt's refusal wins over the one the page came back with.
  const message = auth0ErrorMessage(redirect.error ?? (redirect.isIdle ? error : null), t);
  return (
    <Stack gap="8">
      <AuthHeading title={t('login.title')} subtitle={t('auth0.subtitle')} />
      <Stack gap="6">
        <FormAlert message={message} />
        <Button
          colorPalette="primary"
          size="lg"
          loading={leaving && !redirect.variables?.signUp}
          loadingText={t('auth0.continuing')}
          disabled={leaving}
          onClick={() => redirect.mutate({ returnTo })}
        >
          {t('auth0.continue')}
        </Button>
        <Text textAlign="center" color="fg.muted">
          {t('auth0.noAccount')}{' '}
          <ChakraLink asChild colorPalette="primary" color="colorPalette.fg" fontWeight="medium">
            <button type="button" disabled={leaving} onClick={() => redirect.mutate({ returnTo, signUp: true })}>
              {t('auth0.signUp')}
            </button>
          </ChakraLink>
        </Text>
      </Stack>
    </Stack>
  );
}
