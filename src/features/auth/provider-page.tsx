// /auth/{amplify,firebase,auth0}/*: the provider's screen (docs/auth-providers.md). When this
// build does not sign in with the provider, the screen says so, names the settings it needs, and
// offers the working sign-in; otherwise it shows `children`, the provider's own form.
import { Alert, Button, Code, List, Stack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExternalMethod } from '@/lib/auth-provider/provider-settings';
import { AuthHeading } from './components/auth-heading';
import { authProviders, missingSettings, type ProviderScreen } from './providers';

export type { ProviderScreen };

export function ProviderPage({
  provider: id,
  screen,
  children,
}: {
  provider: ExternalMethod;
  screen: ProviderScreen;
  children?: ReactNode;
}) {
  const { t } = useTranslation('auth');
  const provider = authProviders[id];
  const missing = missingSettings(provider);
  if (missing.length === 0 && children) return <Stack gap="8" data-provider={id}>{children}</Stack>;
  return (
    <Stack gap="8" data-provider={id}>
      <AuthHeading title={`${t(`provider.screen.${screen}`)} · ${provider.name}`} />
      <Alert.Root status="warning" alignItems="flex-start">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('provider.notConfigured', { provider: provider.name })}</Alert.Title>
          <Alert.Description>
            {missing.length > 0 ? (
              <>
                {t('provider.needs')}
                <List.Root mt="2" gap="1" ps="5">
                  {missing.map((name) => (
                    <List.Item key={name}>
                      <Code dir="ltr">{name}</Code>
                    </List.Item>
                  ))}
                </List.Root>
              </>
            ) : (
              t('provider.adapterMissing', { provider: provider.name })
            )}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Button asChild colorPalette="primary" size="lg">
        <Link to="/auth/jwt/login">{t('provider.useJwt')}</Link>
      </Button>
    </Stack>
  );
}
