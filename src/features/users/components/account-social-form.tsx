// Account › Social links: full addresses of the account's public profiles.
import { Card, Input, SimpleGrid } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { socialKeys, type AccountSettings } from '@/lib/api-contract/user';
import { useUpdateAccount } from '../api/account';
import { applyServerErrors } from '@/lib/form/apply-server-errors';
import { userKnownErrors } from '../form-errors';
import { accountSocialSchema, type AccountSocialValues } from '../schemas';
import { AccountFormFooter } from './account-form-footer';
import { FormField } from '@/lib/form/form-field';

export function AccountSocialForm({ social }: { social: AccountSettings['social'] }) {
  const { t } = useTranslation('users');
  const update = useUpdateAccount();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<AccountSocialValues>({
    resolver: zodResolver(accountSocialSchema),
    defaultValues: social,
  });
  const submit = (input: AccountSocialValues) => {
    setFormError(null);
    update.mutate(
      { social: input },
      {
        onSuccess: (saved) => reset(saved.social),
        onError: (error) => setFormError(applyServerErrors(error, setError, { fields: socialKeys, prefix: 'social.', known: userKnownErrors })),
      },
    );
  };
  return (
    <Card.Root asChild>
      <form
        onSubmit={(e) => void handleSubmit(submit)(e)}
        noValidate
        aria-label={t('account.tabs.social')}
      >
        <Card.Body>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={5}>
            {socialKeys.map((key) => (
              <FormField ns="users" key={key} label={t(`account.social.${key}`)} error={formState.errors[key]}>
                <Input
                  type="url"
                  inputMode="url"
                  dir="ltr"
                  placeholder="https://"
                  {...register(key)}
                />
              </FormField>
            ))}
          </SimpleGrid>
          <AccountFormFooter error={formError} pending={update.isPending} />
        </Card.Body>
      </form>
    </Card.Root>
  );
}
