// Step one of a password reset: ask for a code by email (the demo API shows it instead).
import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useForgotPasswordMutation } from '../api';
import type { AuthFlowPaths } from '../flow-paths';
import { emailSchema, type EmailValues } from '../schemas';
import { authFormError } from '../server-errors';
import { FormField } from '@/lib/form/form-field';
import { AuthForm } from './auth-form';
import { CodeNotice } from './code-notice';
import { FormAlert } from './form-alert';
import { TextLink } from './text-link';

export function ForgotPasswordForm({ paths }: { paths: AuthFlowPaths }) {
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

  return (
    <Stack gap="6">
      <FormAlert message={formError} />
      {forgot.data ? (
        <Stack gap="4">
          <CodeNotice sent={forgot.data} kind="reset" />
          <Button asChild colorPalette="primary" size="lg">
            <Link to={paths.newPassword} search={{ email: forgot.variables?.email }}>{t('forgot.continue')}</Link>
          </Button>
        </Stack>
      ) : (
        <AuthForm label={t('forgot.title')} onSubmit={onSubmit}>
          <FormField ns="auth" required label={t('fields.email')} error={form.formState.errors.email}>
            <Input type="email" autoComplete="email" inputMode="email" dir="ltr" {...form.register('email')} />
          </FormField>
          <Button type="submit" colorPalette="primary" size="lg" loading={forgot.isPending} loadingText={t('forgot.submitting')}>
            {t('forgot.submit')}
          </Button>
        </AuthForm>
      )}
      <Text textAlign="center">
        <TextLink to={paths.login}>{t('forgot.backToLogin')}</TextLink>
      </Text>
    </Stack>
  );
}
