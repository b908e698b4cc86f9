// Registration (docs/product-rules.md#registration: it signs the user in exactly as login does). Password rules are ticked off as
// the user types; a taken email (409) and other server errors show next to their fields. Opened
// from an invitation, the address is the invited one (read-only) and the token goes with the form;
// an address the invitation is not for shows next to the email field, in the reader's language.
import { Button, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { teamMessages } from '@/lib/api-contract/team';
import { contractWordsKey, refusalSays } from '@/lib/http/error-text';
import { safeReturnTo } from '@/lib/session/return-to';
import { useRegisterMutation } from '../api';
import { withEmail, type AuthFlowPaths } from '../flow-paths';
import { registerSchema, type RegisterValues } from '../schemas';
import { authFormError } from '../server-errors';
import { FormField } from '@/lib/form/form-field';
import { AuthForm } from './auth-form';
import { FormAlert } from './form-alert';
import { PasswordInput } from './password-input';
import { PasswordRules } from './password-rules';
import { TextLink } from './text-link';

const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

/** The invitation a registration answers: its token and the address it was sent to. */
export interface RegisterInvitation {
  token: string;
  email: string;
}

interface RegisterFormProps {
  paths: AuthFlowPaths;
  returnTo?: string;
  invitation?: RegisterInvitation;
}

export function RegisterForm({ paths, returnTo, invitation }: RegisterFormProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const registerAccount = useRegisterMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: { firstName: '', lastName: '', email: invitation?.email ?? '', password: '' },
  });
  const { errors } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await registerAccount.mutateAsync(invitation ? { ...values, invitation: invitation.token } : values);
      // A provider that confirms accounts first (docs/auth-providers.md) always goes to its verify screen.
      const next =
        'confirm' in result
          ? withEmail(paths.verify, result.email)
          : paths.afterRegister === 'verify'
            ? withEmail(paths.verify, result.user.email)
            : safeReturnTo(returnTo);
      await navigate({ href: next, replace: true });
    } catch (error) {
      if (refusalSays(error, teamMessages.invitationOtherAddress)) {
        const message = contractWordsKey(teamMessages.invitationOtherAddress)!;
        form.setError('email', { type: 'validate', message }, { shouldFocus: true });
      } else setFormError(authFormError(error, form.setError, FIELDS, t));
    }
  });

  return (
    <Stack gap="6">
      <FormAlert message={formError} />
      <AuthForm label={t('register.title')} onSubmit={onSubmit}>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField ns="auth" required label={t('fields.firstName')} error={errors.firstName}>
            <Input autoComplete="given-name" {...form.register('firstName')} />
          </FormField>
          <FormField ns="auth" required label={t('fields.lastName')} error={errors.lastName}>
            <Input autoComplete="family-name" {...form.register('lastName')} />
          </FormField>
        </SimpleGrid>
        <FormField
          ns="auth"
          required
          label={t('fields.email')}
          error={errors.email}
          helper={invitation ? t('register.invitation.emailHint') : undefined}
        >
          <Input type="email" autoComplete="email" inputMode="email" dir="ltr" readOnly={Boolean(invitation)} {...form.register('email')} />
        </FormField>
        <FormField
          ns="auth"
          required
          keepHelper
          label={t('fields.password')}
          error={errors.password}
          helper={<PasswordRules id="register-password-rules" password={password} />}
        >
          <PasswordInput autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <Text fontSize="sm" color="fg.muted">
          {t('register.terms')}
        </Text>
        <Button
          type="submit"
          colorPalette="primary"
          size="lg"
          loading={registerAccount.isPending}
          loadingText={t('register.submitting')}
        >
          {t('register.submit')}
        </Button>
      </AuthForm>
      <Text textAlign="center" color="fg.muted">
        {t('register.haveAccount')} <TextLink to={paths.login}>{t('register.toLogin')}</TextLink>
      </Text>
    </Stack>
  );
}
