// Card holder, number, expiry and CVC for a react-hook-form form (use inside <FormProvider>,
// validate with `cardSchema` under the same `name`). The number is only ever kept in the form.
import { Badge, Fieldset, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { LockKeyhole } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  cvcLengthFor,
  detectCardBrand,
  formatCardNumber,
  formatExpiry,
  maxCardNumberLength,
} from './card-validation';
import { PaymentTextField } from './payment-text-field';

export function CardFields({ name = 'card', legend }: { name?: string; legend?: string }) {
  const { t } = useTranslation('payment');
  const { control } = useFormContext();
  const number = (useWatch({ control, name: `${name}.cardNumber` }) as string | undefined) ?? '';
  const brand = detectCardBrand(number);
  const digitsMax = maxCardNumberLength(number);
  // Room for the digits plus the spaces between groups.
  const numberMaxLength = digitsMax + Math.ceil(digitsMax / 4);
  const cvcLength = cvcLengthFor(number);

  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="lg" fontWeight="semibold" mb={2}>
        {legend ?? t('card.legend')}
      </Fieldset.Legend>
      <Fieldset.Content>
        <PaymentTextField
          name={`${name}.cardName`}
          label={t('card.name')}
          autoComplete="cc-name"
          required
        />
        <PaymentTextField
          name={`${name}.cardNumber`}
          label={t('card.number')}
          autoComplete="cc-number"
          inputMode="numeric"
          placeholder="1234 1234 1234 1234"
          maxLength={numberMaxLength}
          dir="ltr"
          format={formatCardNumber}
          required
          labelEnd={
            brand !== 'unknown' ? (
              <Badge colorPalette="primary" variant="subtle" aria-live="polite">
                {t(`brands.${brand}`)}
              </Badge>
            ) : null
          }
        />
        <SimpleGrid columns={2} gap={4}>
          <PaymentTextField
            name={`${name}.expiry`}
            label={t('card.expiry')}
            helperText={t('card.expiryHint')}
            autoComplete="cc-exp"
            inputMode="numeric"
            placeholder={t('card.expiryPlaceholder')}
            maxLength={5}
            dir="ltr"
            format={formatExpiry}
            required
          />
          <PaymentTextField
            name={`${name}.cvc`}
            label={t('card.cvc')}
            helperText={t('card.cvcHint', { count: cvcLength })}
            autoComplete="cc-csc"
            inputMode="numeric"
            maxLength={4}
            dir="ltr"
            format={(v) => v.replace(/\D/g, '')}
            required
          />
        </SimpleGrid>
        <HStack gap={2} color="fg.muted" fontSize="sm">
          <LockKeyhole size={16} aria-hidden="true" />
          <Text>{t('card.privacy')}</Text>
        </HStack>
      </Fieldset.Content>
    </Fieldset.Root>
  );
}
