// /auth/firebase/login and /register (docs/auth-providers.md#firebase): the shared forms, submitting
// to the Firebase provider through the session.
import { useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthHeading } from './components/auth-heading';
import { LoginForm } from './components/login-form';
import { RegisterForm } from './components/register-form';
import { firebasePaths } from './flow-paths';
import { ProviderPage } from './provider-page';

export function FirebaseLoginPage() {
  const { t } = useTranslation('auth');
  const { returnTo } = useSearch({ from: '/auth' });
  return (
    <ProviderPage provider="firebase" screen="login">
      <AuthHeading title={t('login.title')} subtitle={t('login.subtitle')} />
      <LoginForm paths={firebasePaths} returnTo={returnTo} demoAccount={false} />
    </ProviderPage>
  );
}

export function FirebaseRegisterPage() {
  const { t } = useTranslation('auth');
  const { returnTo } = useSearch({ from: '/auth' });
  return (
    <ProviderPage provider="firebase" screen="register">
      <AuthHeading title={t('register.title')} subtitle={t('firebase.registerSubtitle')} />
      <RegisterForm paths={firebasePaths} returnTo={returnTo} />
    </ProviderPage>
  );
}
