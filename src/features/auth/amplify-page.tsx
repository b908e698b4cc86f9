// /auth/amplify/* (docs/auth-providers.md#amplify): the shared forms and code screens, submitting
// to the Amplify (Cognito) provider through the session.
import { useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthHeading } from './components/auth-heading';
import { ForgotPasswordForm } from './components/forgot-password-form';
import { LoginForm } from './components/login-form';
import { NewPasswordForm } from './components/new-password-form';
import { RegisterForm } from './components/register-form';
import { VerifyForm } from './components/verify-form';
import { amplifyPaths } from './flow-paths';
import { ProviderPage, type ProviderScreen } from './provider-page';

const headings: Record<ProviderScreen, { title: string; subtitle: string }> = {
  login: { title: 'login.title', subtitle: 'login.subtitle' },
  register: { title: 'register.title', subtitle: 'amplify.registerSubtitle' },
  'forgot-password': { title: 'forgot.title', subtitle: 'forgot.subtitle' },
  'new-password': { title: 'newPassword.title', subtitle: 'newPassword.subtitle' },
  verify: { title: 'verify.title', subtitle: 'amplify.verifySubtitle' },
};

export function AmplifyPage({ screen }: { screen: ProviderScreen }) {
  const { t } = useTranslation('auth');
  const search: { returnTo?: string; email?: string } = useSearch({ strict: false });
  return (
    <ProviderPage provider="amplify" screen={screen}>
      <AuthHeading title={t(headings[screen].title)} subtitle={t(headings[screen].subtitle)} />
      {screen === 'login' && <LoginForm paths={amplifyPaths} returnTo={search.returnTo} demoAccount={false} />}
      {screen === 'register' && <RegisterForm paths={amplifyPaths} returnTo={search.returnTo} />}
      {screen === 'forgot-password' && <ForgotPasswordForm paths={amplifyPaths} />}
      {screen === 'new-password' && <NewPasswordForm paths={amplifyPaths} email={search.email} />}
      {screen === 'verify' && <VerifyForm paths={amplifyPaths} email={search.email} />}
    </ProviderPage>
  );
}
