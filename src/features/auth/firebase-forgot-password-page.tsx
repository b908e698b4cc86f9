// /auth/firebase/forgot-password (docs/auth-providers.md#firebase): ask for a reset link; opened
// from that link (`oobCode`), choose the new password.
import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/lib/form/form-field';
import { useForgotPasswordMutation, useNewPasswordMutation } from './api';
import { AuthForm } from './components/auth-form';
import { AuthHeading } from './components/auth-heading';
import { DoneNotice } from './components/done-notice';
import { FormAlert } from './components/form-alert';
import { PasswordInput } from './components/password-input';
import { PasswordRules } from './components/password-rules';
import { TextLink } from './components/text-link';
import { firebasePaths } from './flow-paths';
import { ProviderPage } from './provider-page';
import { emailSchema, linkPasswordSchema, type EmailValues, type LinkPasswordValues } from './schemas';
import { authFormError } from './server-errors';

export function FirebaseForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const { oobCode } = useSearch({ from: '/auth/firebase/forgot-password' });
  return (
    <ProviderPage provider="firebase" screen="forgot-password">
      {oobCode ? (
        <>
          <AuthHeading title={t('newPassword.title')} subtitle={t('firebase.newPasswordSubtitle')} />
          <LinkPasswordForm code={oobCode} />
        </>
      ) : (
        <>
          <AuthHeading title={t('forgot.title')} subtitle={t('firebase.forgotSubtitle')} />
          <ResetLinkForm />
        </>
      )}
      <Text textAlign="center">
        <TextLink to={firebasePaths.login}>{t('forgot.backToLogin')}</TextLink>
      </Text>
    </ProviderPage>
  );
}

function ResetLinkForm() {
  const { t } = useTranslation('auth');
  const forgot = useForgotPasswordMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<EmailValues>({ resolver: zodResolver(emailSchema), defaultValues: { email: '' } });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await forgot.mutateAsync(values);
    } catch (error) {
      setFormError(authFormError(error, form.setError, ['email'], t));
    }
  });

  if (forgot.data) return <DoneNotice title={t('forgot.sentTitle')} message={t('firebase.resetSent')}>{null}</DoneNotice>;
  return (
    <Stack gap="6">
      <FormAlert message={formError} />
      <AuthForm label={t('forgot.title')} onSubmit={onSubmit}>
        <FormField ns="auth" required label={t('fields.email')} error={form.formState.errors.email}>
          <Input type="email" autoComplete="email" inputMode="email" dir="ltr" {...form.register('email')} />
        </FormField>
        <Button type="submit" colorPalette="primary" size="lg" loading={forgot.isPending} loadingText={t('forgot.submitting')}>
          {t('firebase.sendLink')}
        </Button>
      </AuthForm>
    </Stack>
  );
}

function LinkPasswordForm({ code }: { code: string }) {
  const { t } = useTranslation('auth');
  const save = useNewPasswordMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<LinkPasswordValues>({
    resolver: zodResolver(linkPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save.mutateAsync({ email: '', code, password: values.password });
    } catch (error) {
      setFormError(authFormError(error, form.setError, ['password'], t));
    }
  });

  if (save.data) {
    return (
      <DoneNotice title={t('newPassword.doneTitle')} message={t('newPassword.doneText')}>
        <Button asChild colorPalette="primary" size="lg">
          <Link to={firebasePaths.login}>{t('newPassword.toLogin')}</Link>
        </Button>
      </DoneNotice>
    );
  }
  return (
    <Stack gap="6">
      <FormAlert message={formError} />
      <AuthForm label={t('newPassword.title')} onSubmit={onSubmit}>
        <FormField
          ns="auth"
          required
          keepHelper
          label={t('fields.newPassword')}
          error={errors.password}
          helper={<PasswordRules id="link-password-rules" password={password} />}
        >
          <PasswordInput autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <FormField ns="auth" required label={t('fields.confirmPassword')} error={errors.confirmPassword}>
          <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
        </FormField>
        <Button type="submit" colorPalette="primary" size="lg" loading={save.isPending} loadingText={t('newPassword.submitting')}>
          {t('newPassword.submit')}
        </Button>
      </AuthForm>
    </Stack>
  );
}
