// Step two of a password reset: the emailed code and a new password (same rules as registration).
import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNewPasswordMutation } from '../api';
import type { AuthFlowPaths } from '../flow-paths';
import { newPasswordSchema, type NewPasswordValues } from '../schemas';
import { authFormError } from '../server-errors';
import { FormField } from '@/lib/form/form-field';
import { AuthForm } from './auth-form';
import { DoneNotice } from './done-notice';
import { FormAlert } from './form-alert';
import { PasswordInput } from './password-input';
import { PasswordRules } from './password-rules';
import { TextLink } from './text-link';

const FIELDS = ['email', 'code', 'password'] as const;

export function NewPasswordForm({ paths, email = '' }: { paths: AuthFlowPaths; email?: string }) {
  const { t } = useTranslation('auth');
  const save = useNewPasswordMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { email, code: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _confirm, ...values }) => {
    setFormError(null);
    try {
      await save.mutateAsync(values);
    } catch (error) {
      setFormError(authFormError(error, form.setError, FIELDS, t));
    }
  });

  if (save.data) {
    return (
      <DoneNotice title={t('newPassword.doneTitle')} message={t('newPassword.doneText')}>
        <Button asChild colorPalette="primary" size="lg">
          <Link to={paths.login}>{t('newPassword.toLogin')}</Link>
        </Button>
      </DoneNotice>
    );
  }

  return (
    <Stack gap="6">
      <FormAlert message={formError} />
      <AuthForm label={t('newPassword.title')} onSubmit={onSubmit}>
        <FormField ns="auth" required label={t('fields.email')} error={errors.email}>
          <Input type="email" autoComplete="username" inputMode="email" dir="ltr" {...form.register('email')} />
        </FormField>
        <FormField ns="auth" required label={t('fields.code')} error={errors.code}>
          <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} dir="ltr" {...form.register('code')} />
        </FormField>
        <FormField
          ns="auth"
          required
          keepHelper
          label={t('fields.newPassword')}
          error={errors.password}
          helper={<PasswordRules id="new-password-rules" password={password} />}
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
      <Text textAlign="center" color="fg.muted">
        {t('newPassword.noCode')} <TextLink to={paths.forgotPassword}>{t('newPassword.requestCode')}</TextLink>
      </Text>
    </Stack>
  );
}
