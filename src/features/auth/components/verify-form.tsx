// Email verification: send a 6-digit code (the demo shows it) and confirm it.
import { Button, HStack, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/session/use-auth';
import { useSendVerifyCodeMutation, useVerifyMutation } from '../api';
import type { AuthFlowPaths } from '../flow-paths';
import { verifySchema, type VerifyValues } from '../schemas';
import { authFormError } from '../server-errors';
import { FormField } from '@/lib/form/form-field';
import { AuthForm } from './auth-form';
import { CodeNotice } from './code-notice';
import { DoneNotice } from './done-notice';
import { FormAlert } from './form-alert';

export function VerifyForm({ paths, email = '' }: { paths: AuthFlowPaths; email?: string }) {
  const { t } = useTranslation('auth');
  const { status, refreshUser } = useAuth();
  const send = useSendVerifyCodeMutation();
  const verify = useVerifyMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<VerifyValues>({ resolver: zodResolver(verifySchema), defaultValues: { email, code: '' } });
  const { errors } = form.formState;

  const fail = (error: unknown) =>
      setFormError(authFormError(error, form.setError, ['email', 'code'], t));

  const sendCode = async () => {
    setFormError(null);
    if (!(await form.trigger('email'))) return;
    send.mutate({ email: form.getValues('email') }, { onError: fail });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await verify.mutateAsync(values);
      if (status === 'authenticated') await refreshUser().catch(() => undefined);
    } catch (error) {
      fail(error);
    }
  });

  if (verify.data) {
    return (
      <DoneNotice title={t('verify.doneTitle')} message={t('verify.doneText')}>
        <Button asChild colorPalette="primary" size="lg">
          {status === 'authenticated' ? (
            <Link to="/dashboard">{t('verify.toDashboard')}</Link>
          ) : (
            <Link to={paths.login}>{t('verify.toLogin')}</Link>
          )}
        </Button>
      </DoneNotice>
    );
  }

  return (
    <Stack gap="6">
      <FormAlert message={formError} />
      {send.data ? <CodeNotice sent={send.data} kind="verify" /> : null}
      <AuthForm label={t('verify.title')} onSubmit={onSubmit}>
        <FormField ns="auth" required label={t('fields.email')} error={errors.email}>
          <Input type="email" autoComplete="email" inputMode="email" dir="ltr" {...form.register('email')} />
        </FormField>
        <FormField ns="auth" required label={t('fields.code')} error={errors.code}>
          <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} dir="ltr" {...form.register('code')} />
        </FormField>
        <HStack gap="3" flexWrap="wrap">
          <Button type="submit" colorPalette="primary" size="lg" flex="1" loading={verify.isPending} loadingText={t('verify.submitting')}>
            {t('verify.submit')}
          </Button>
          <Button type="button" variant="outline" size="lg" onClick={sendCode} loading={send.isPending} loadingText={t('verify.sending')}>
            {send.data ? t('verify.resend') : t('verify.send')}
          </Button>
        </HStack>
      </AuthForm>
    </Stack>
  );
}
