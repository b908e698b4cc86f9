// /auth/{amplify,firebase,auth0}/*: the provider's screen. None of them is set up in this build
// (docs/product-rules.md#auth-providers), so the screen says so, names the settings it needs, and offers the working sign-in.
import { Alert, Button, Code, List, Stack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthHeading } from './components/auth-heading';
import { authProviders, missingSettings, type AuthProviderId, type ProviderScreen } from './providers';

export function ProviderPage({ provider: id, screen }: { provider: Exclude<AuthProviderId, 'jwt'>; screen: ProviderScreen }) {
  const { t } = useTranslation('auth');
  const provider = authProviders[id];
  const missing = missingSettings(provider);
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
