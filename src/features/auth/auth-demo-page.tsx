// /auth-demo/{classic,modern}/*: the auth screens in two layouts (docs/product-rules.md#auth-demo-screens), same forms and validation,
// submitting to the active provider (docs/auth-providers.md). A switch shows the same screen in the other layout.
import { HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthHeading } from './components/auth-heading';
import { ForgotPasswordForm } from './components/forgot-password-form';
import { LoginForm } from './components/login-form';
import { NewPasswordForm } from './components/new-password-form';
import { RegisterForm } from './components/register-form';
import { VerifyForm } from './components/verify-form';
import { demoPaths, type AuthVariant } from './flow-paths';

export type AuthDemoScreen = 'login' | 'register' | 'forgot-password' | 'new-password' | 'verify';

const headings: Record<AuthDemoScreen, { title: string; subtitle: string }> = {
  login: { title: 'login.title', subtitle: 'login.subtitle' },
  register: { title: 'register.title', subtitle: 'register.subtitle' },
  'forgot-password': { title: 'forgot.title', subtitle: 'forgot.subtitle' },
  'new-password': { title: 'newPassword.title', subtitle: 'newPassword.subtitle' },
  verify: { title: 'verify.title', subtitle: 'verify.subtitle' },
};

export function AuthDemoPage({ variant, screen }: { variant: AuthVariant; screen: AuthDemoScreen }) {
  const { t } = useTranslation('auth');
  const search: { email?: string } = useSearch({ strict: false });
  const paths = demoPaths(variant);
  return (
    <Stack gap="8">
      <VariantSwitch variant={variant} screen={screen} />
      <AuthHeading title={t(headings[screen].title)} subtitle={t(headings[screen].subtitle)} />
      {screen === 'login' && <LoginForm paths={paths} />}
      {screen === 'register' && <RegisterForm paths={paths} />}
      {screen === 'forgot-password' && <ForgotPasswordForm paths={paths} />}
      {screen === 'new-password' && <NewPasswordForm paths={paths} email={search.email} />}
      {screen === 'verify' && <VerifyForm paths={paths} email={search.email} />}
    </Stack>
  );
}

function VariantSwitch({ variant, screen }: { variant: AuthVariant; screen: AuthDemoScreen }) {
  const { t } = useTranslation('auth');
  return (
    <HStack as="nav" aria-label={t('variant.label')} gap="3" fontSize="sm">
      <Text color="fg.muted">{t('variant.label')}:</Text>
      {(['classic', 'modern'] as const).map((v) => (
        <ChakraLink
          key={v}
          asChild
          fontWeight={v === variant ? 'semibold' : 'normal'}
          color={v === variant ? 'fg' : 'fg.muted'}
          textDecoration={v === variant ? 'underline' : undefined}
        >
          <Link to={`/auth-demo/${v}/${screen}`} aria-current={v === variant ? 'page' : undefined}>
            {t(`variant.${v}`)}
          </Link>
        </ChakraLink>
      ))}
    </HStack>
  );
}
