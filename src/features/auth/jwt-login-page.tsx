// /auth/jwt/login: the working sign-in (docs/product-rules.md#auth-providers), with the demo account's credentials.
import { Stack } from '@chakra-ui/react';
import { useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthHeading } from './components/auth-heading';
import { LoginForm } from './components/login-form';
import { jwtPaths } from './flow-paths';

export function JwtLoginPage() {
  const { t } = useTranslation('auth');
  const { returnTo } = useSearch({ from: '/auth' });
  return (
    <Stack gap="8">
      <AuthHeading title={t('login.title')} subtitle={t('login.subtitle')} />
      <LoginForm paths={jwtPaths} returnTo={returnTo} />
    </Stack>
  );
}
