// Account › Billing: plan and period, the billing contact and address, the card on file.
import { Card, HStack, Input, NativeSelect, SimpleGrid, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { billingPlans, type AccountSettings } from '@/lib/api-contract/user';
import { useFormDraft } from '@/lib/session/form-drafts';
import { useUpdateAccount } from '../api/account';
import { applyServerErrors } from '@/lib/form/apply-server-errors';
import { userKnownErrors } from '../form-errors';
import { accountBillingSchema, type AccountBillingValues } from '../schemas';
import { AccountFormFooter } from './account-form-footer';
import { FormField } from '@/lib/form/form-field';
import { CountrySelect } from './user-select';

export function AccountBillingForm({ billing }: { billing: AccountSettings['billing'] }) {
  const { t } = useTranslation('users');
  const update = useUpdateAccount();
  const [formError, setFormError] = useState<string | null>(null);
  const { card, ...values } = billing;
  const form = useForm<AccountBillingValues>({
    resolver: zodResolver(accountBillingSchema),
    defaultValues: values,
  });
  const { register, handleSubmit, setError, formState } = form;
  const { errors } = formState;
  useFormDraft('account-billing', form.getValues, form.reset);

  const submit = (input: AccountBillingValues) => {
    setFormError(null);
    update.mutate(
      { billing: input },
      {
        onSuccess: (saved) => form.reset(saved.billing),
        onError: (error) =>
          setFormError(applyServerErrors(error, setError, { fields: Object.keys(input), prefix: 'billing.', known: userKnownErrors })),
      },
    );
  };

  return (
    <Card.Root asChild>
      <form
        onSubmit={(e) => void handleSubmit(submit)(e)}
        noValidate
        aria-label={t('account.tabs.billing')}
      >
        <Card.Body>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={5}>
            <FormField ns="users" label={t('account.billing.plan')} error={errors.plan} required>
              <NativeSelect.Root>
                <NativeSelect.Field {...register('plan')}>
                  {billingPlans.map((plan) => (
                    <option key={plan} value={plan}>
                      {t(`account.billing.plans.${plan}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField ns="users" label={t('account.billing.period')} error={errors.period} required>
              <NativeSelect.Root>
                <NativeSelect.Field {...register('period')}>
                  <option value="monthly">{t('account.billing.monthly')}</option>
                  <option value="yearly">{t('account.billing.yearly')}</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField ns="users"
              label={t('account.billing.billingEmail')}
              error={errors.billingEmail}
              required
            >
              <Input type="email" {...register('billingEmail')} autoComplete="email" />
            </FormField>
            <FormField ns="users" label={t('field.company')} error={errors.company}>
              <Input {...register('company')} autoComplete="organization" />
            </FormField>
            <FormField ns="users" label={t('account.billing.vatNumber')} error={errors.vatNumber}>
              <Input {...register('vatNumber')} />
            </FormField>
            <FormField ns="users" label={t('field.address')} error={errors.address} required>
              <Input {...register('address')} autoComplete="billing street-address" />
            </FormField>
            <FormField ns="users" label={t('field.city')} error={errors.city} required>
              <Input {...register('city')} autoComplete="billing address-level2" />
            </FormField>
            <FormField ns="users" label={t('field.zipCode')} error={errors.zipCode} required>
              <Input {...register('zipCode')} autoComplete="billing postal-code" />
            </FormField>
            <FormField ns="users" label={t('field.country')} error={errors.country} required>
              <CountrySelect {...register('country')} autoComplete="billing country" />
            </FormField>
          </SimpleGrid>
          <HStack mt={6} gap={3} p={4} borderWidth="1px" borderRadius="l2" bg="bg.subtle">
            <CreditCard aria-hidden />
            <Text fontWeight="medium">{t('account.billing.card')}:</Text>
            <Text>{t('account.billing.cardEnding', card)}</Text>
          </HStack>
          <AccountFormFooter error={formError} pending={update.isPending} />
        </Card.Body>
      </form>
    </Card.Root>
  );
}
