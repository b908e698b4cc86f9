// Billing name, email, company and address for a react-hook-form form (use inside
// <FormProvider>, validate with `billingSchema` under the same `name`).
import { Field, Fieldset, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { countryOptions } from './countries';
import { PaymentTextField } from './payment-text-field';
import { useFieldMessage } from './use-field-message';

function CountryField({ name }: { name: string }) {
  const { t, i18n } = useTranslation('payment');
  const { register } = useFormContext();
  const options = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const message = useFieldMessage(name);
  return (
    <Field.Root invalid={Boolean(message)} required>
      <Field.Label>
        {t('billing.country')}
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...register(name)} autoComplete="country">
          <option value="">{t('billing.countryPlaceholder')}</option>
          <optgroup label={t('billing.suggestedCountries')}>
            {options
              .filter((o) => o.suggested)
              .map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name}
                </option>
              ))}
          </optgroup>
          <optgroup label={t('billing.allCountries')}>
            {options
              .filter((o) => !o.suggested)
              .map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name}
                </option>
              ))}
          </optgroup>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {message ? <Field.ErrorText>{t(message)}</Field.ErrorText> : null}
    </Field.Root>
  );
}

export function BillingFields({ name = 'billing', legend }: { name?: string; legend?: string }) {
  const { t } = useTranslation('payment');
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="lg" fontWeight="semibold" mb={2}>
        {legend ?? t('billing.legend')}
      </Fieldset.Legend>
      <Fieldset.Content>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
          <PaymentTextField
            name={`${name}.name`}
            label={t('billing.name')}
            autoComplete="name"
            required
          />
          <PaymentTextField
            name={`${name}.email`}
            label={t('billing.email')}
            type="email"
            autoComplete="email"
            required
          />
        </SimpleGrid>
        <PaymentTextField
          name={`${name}.company`}
          label={t('billing.company')}
          autoComplete="organization"
        />
        <PaymentTextField
          name={`${name}.address`}
          label={t('billing.address')}
          autoComplete="street-address"
          required
        />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
          <PaymentTextField
            name={`${name}.city`}
            label={t('billing.city')}
            autoComplete="address-level2"
            required
          />
          <PaymentTextField
            name={`${name}.zip`}
            label={t('billing.zip')}
            autoComplete="postal-code"
            required
          />
        </SimpleGrid>
        <CountryField name={`${name}.country`} />
      </Fieldset.Content>
    </Fieldset.Root>
  );
}
