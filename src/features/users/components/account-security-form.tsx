// Account › Security: change the password (the current one is checked by the API; this tab stays
// signed in, the account's other sessions end), and under it "sign out everywhere". The fields are
// never kept in a draft: passwords do not go to storage.
import { Card, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useChangePassword } from '../api/account';
import { applyServerErrors } from '@/lib/form/apply-server-errors';
import { userKnownErrors } from '../form-errors';
import { changePasswordSchema, type ChangePasswordValues } from '../schemas';
import { AccountFormFooter } from './account-form-footer';
import { AccountSignOutEverywhere } from './account-sign-out-everywhere';
import { FormField } from '@/lib/form/form-field';

const empty: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function AccountSecurityForm() {
  const { t } = useTranslation('users');
  const change = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: empty,
  });
  const { errors } = formState;
  const submit = ({ currentPassword, newPassword }: ChangePasswordValues) => {
    setFormError(null);
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => reset(empty),
        onError: (error) =>
          setFormError(
            applyServerErrors(error, setError, {
              fields: ['currentPassword', 'newPassword'],
              known: userKnownErrors,
            }),
          ),
      },
    );
  };
  return (
    <Stack gap={6}>
      <Card.Root asChild maxW="xl">
        <form
          onSubmit={(e) => void handleSubmit(submit)(e)}
          noValidate
          aria-label={t('account.tabs.security')}
        >
          <Card.Body>
            <Stack gap={5}>
              <FormField
                ns="users"
                label={t('account.security.currentPassword')}
                error={errors.currentPassword}
                required
              >
                <Input
                  type="password"
                  autoComplete="current-password"
                  {...register('currentPassword')}
                />
              </FormField>
              <FormField
                ns="users"
                label={t('account.security.newPassword')}
                error={errors.newPassword}
                helper={t('account.security.newPasswordHint')}
                required
              >
                <Input type="password" autoComplete="new-password" {...register('newPassword')} />
              </FormField>
              <FormField
                ns="users"
                label={t('account.security.confirmPassword')}
                error={errors.confirmPassword}
                required
              >
                <Input
                  type="password"
                  autoComplete="new-password"
                  {...register('confirmPassword')}
                />
              </FormField>
            </Stack>
            <AccountFormFooter
              error={formError}
              pending={change.isPending}
              label={t('account.security.submit')}
            />
          </Card.Body>
        </form>
      </Card.Root>
      <AccountSignOutEverywhere />
    </Stack>
  );
}
