// /auth/jwt/register: a new account, signed in at once (docs/product-rules.md#registration); from an
// invitation link (?invitation=<token>), the invited address and role (docs/api/team.md).
import { Stack } from '@chakra-ui/react';
import { useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthHeading } from './components/auth-heading';
import { InvitedRegistration } from './components/invited-registration';
import { RegisterForm } from './components/register-form';
import { jwtPaths } from './flow-paths';

export function JwtRegisterPage() {
  const { t } = useTranslation('auth');
  const { returnTo } = useSearch({ from: '/auth' });
  const { invitation } = useSearch({ from: '/auth/jwt/register' });
  if (invitation) return <InvitedRegistration key={invitation} token={invitation} paths={jwtPaths} returnTo={returnTo} />;
  return (
    <Stack gap="8">
      <AuthHeading title={t('register.title')} subtitle={t('register.subtitle')} />
      <RegisterForm paths={jwtPaths} returnTo={returnTo} />
    </Stack>
  );
}
