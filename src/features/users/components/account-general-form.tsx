// Account › General: photo (uploaded as soon as it is picked), name, contact details, about.
import { Card, Grid, Input, SimpleGrid, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AccountSettings } from '@/lib/api-contract/user';
import { useFormDraft } from '@/lib/session/form-drafts';
import { useUpdateAccount, useUploadAccountAvatar } from '../api/account';
import { applyServerErrors } from '@/lib/form/apply-server-errors';
import { userKnownErrors } from '../form-errors';
import { accountGeneralSchema, type AccountGeneralValues } from '../schemas';
import { AccountFormFooter } from './account-form-footer';
import { FormField } from '@/lib/form/form-field';
import { UserAvatarField } from './user-avatar-field';
import { UserContactFields } from './user-contact-fields';

const fieldOrder: (keyof AccountGeneralValues)[] = [
  'name',
  'email',
  'phoneCountry',
  'phoneNumber',
  'country',
  'city',
  'zipCode',
  'address',
  'about',
];

export function AccountGeneralForm({ general }: { general: AccountSettings['general'] }) {
  const { t } = useTranslation('users');
  const update = useUpdateAccount();
  const upload = useUploadAccountAvatar();
  const [formError, setFormError] = useState<string | null>(null);
  const { avatarUrl, ...values } = general;
  const form = useForm<AccountGeneralValues>({
    resolver: zodResolver(accountGeneralSchema),
    defaultValues: values,
  });
  const { register, handleSubmit, setError, setValue, formState } = form;
  // react-hook-form focuses the first invalid field in the order fields were registered, and the
  // field components register theirs after this render's own: register all in the form's order.
  for (const field of fieldOrder) register(field);
  const { errors } = formState;
  useFormDraft('account-general', form.getValues, form.reset);

  const submit = (input: AccountGeneralValues) => {
    setFormError(null);
    update.mutate(
      { general: input },
      {
        onSuccess: (saved) => form.reset(saved.general),
        onError: (error) =>
          setFormError(applyServerErrors(error, setError, { fields: Object.keys(input), prefix: 'general.', known: userKnownErrors })),
      },
    );
  };

  return (
    <Grid templateColumns={{ base: '1fr', lg: '280px 1fr' }} gap={6} alignItems="start">
      <Card.Root>
        <Card.Body>
          <UserAvatarField
            name={general.name}
            current={avatarUrl}
            value={undefined}
            onChange={(file) => (file ? upload.mutate(file) : undefined)}
            serverError={
              (upload.error as { fieldErrors?: Record<string, string> } | null)?.fieldErrors
                ?.avatarUrl
            }
          />
        </Card.Body>
      </Card.Root>
      <Card.Root asChild>
        <form
          onSubmit={(e) => void handleSubmit(submit)(e)}
          noValidate
          aria-label={t('account.tabs.general')}
        >
          <Card.Body>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap={5}>
              <UserContactFields register={register} setValue={setValue} errors={errors} />
              <FormField ns="users" label={t('field.city')} error={errors.city}>
                <Input {...register('city')} autoComplete="address-level2" />
              </FormField>
              <FormField ns="users" label={t('field.zipCode')} error={errors.zipCode}>
                <Input {...register('zipCode')} autoComplete="postal-code" />
              </FormField>
            </SimpleGrid>
            <SimpleGrid columns={1} gap={5} mt={5}>
              <FormField ns="users" label={t('field.address')} error={errors.address}>
                <Input {...register('address')} autoComplete="street-address" />
              </FormField>
              <FormField ns="users"
                label={t('account.general.about')}
                error={errors.about}
                helper={t('account.general.aboutHint')}
              >
                <Textarea rows={4} {...register('about')} />
              </FormField>
            </SimpleGrid>
            <AccountFormFooter error={formError} pending={update.isPending} />
          </Card.Body>
        </form>
      </Card.Root>
    </Grid>
  );
}
