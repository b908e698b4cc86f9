// Sign-in with email and password (JWT provider). On success the user goes to `returnTo` when it
// is safe (docs/product-rules.md#guarded-routes), else to the dashboard; server errors appear next to the fields or above the form.
import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { typedBeforeStart } from '@/lib/prerender-handoff';
import { safeReturnTo } from '@/lib/session/return-to';
import { useLoginMutation } from '../api';
import type { AuthFlowPaths } from '../flow-paths';
import { loginSchema, type LoginValues } from '../schemas';
import { authFormError } from '../server-errors';
import { useSignInIntent } from '../use-sign-in-intent';
import { FormField } from '@/lib/form/form-field';
import { AuthForm } from './auth-form';
import { DemoCredentials } from './demo-credentials';
import { FormAlert } from './form-alert';
import { PasswordInput } from './password-input';
import { TextLink } from './text-link';

export function LoginForm({
  paths,
  returnTo,
  demoAccount = true,
}: {
  paths: AuthFlowPaths;
  returnTo?: string;
  /** Offer the demo API's account (not with an external provider: it has its own accounts). */
  demoAccount?: boolean;
}) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const login = useLoginMutation();
  const intent = useSignInIntent(returnTo);
  const [formError, setFormError] = useState<string | null>(null);
  const formId = useId();
  // On the prerendered page, what was typed or filled in before the app started (the boot script
  // fills in the demo account: docs/performance.md) is where the form starts.
  const [typed] = useState(() => typedBeforeStart(formId, ['email', 'password'] as const));
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '', ...typed },
  });
  const { errors } = form.formState;
  // Both fields filled when the app takes over (typed, or the demo account filled in by the boot
  // script before it started): the user is about to sign in (use-sign-in-intent.ts).
  useEffect(() => {
    if (typed.email && typed.password) intent();
  }, [typed, intent]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await login.mutateAsync(values);
      await navigate({ href: safeReturnTo(returnTo), replace: true });
    } catch (error) {
      setFormError(authFormError(error, form.setError, ['email', 'password'], t));
    }
  });

  return (
    <Stack gap="6">
      {demoAccount && (
        <DemoCredentials
          formId={formId}
          onFill={(demo) => {
            intent();
            form.setValue('email', demo.email, { shouldValidate: form.formState.isSubmitted });
            form.setValue('password', demo.password, { shouldValidate: form.formState.isSubmitted });
            form.setFocus('password');
          }}
        />
      )}
      <FormAlert message={formError} />
      <AuthForm id={formId} label={t('login.title')} onSubmit={onSubmit}>
        <FormField ns="auth" required label={t('fields.email')} error={errors.email}>
          <Input type="email" autoComplete="username" inputMode="email" dir="ltr" {...form.register('email')} />
        </FormField>
        <FormField ns="auth" required label={t('fields.password')} error={errors.password}>
          <PasswordInput autoComplete="current-password" {...form.register('password')} />
        </FormField>
        <HStack justify="flex-end">
          <TextLink to={paths.forgotPassword}>{t('login.forgot')}</TextLink>
        </HStack>
        <Button
          type="submit"
          colorPalette="primary"
          size="lg"
          onPointerEnter={intent}
          onFocus={intent}
          onTouchStart={intent}
          loading={login.isPending} loadingText={t('login.submitting')}>
          {t('login.submit')}
        </Button>
      </AuthForm>
      <Text textAlign="center" color="fg.muted">
        {t('login.noAccount')} <TextLink to={paths.register}>{t('login.toRegister')}</TextLink>
      </Text>
    </Stack>
  );
}
