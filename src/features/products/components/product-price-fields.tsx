// The three tiers' monthly prices, whole euros; Starter ≤ Team ≤ Enterprise, the message next to the
// tier that breaks the order (the client's check and the server's land on the same field).
import { Input, InputGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { tiers } from '@/lib/catalog/catalog-terms';
import { FormField } from '@/lib/form/form-field';
import type { ProductFormValues } from '../schemas';

export function ProductPriceFields({ form }: { form: UseFormReturn<ProductFormValues> }) {
  const { t } = useTranslation('products');
  const { register, formState, trigger } = form;
  const errors = formState.errors.prices;
  return (
    <Stack gap={3}>
      <Text fontSize="sm" color="fg.muted">
        {t('form.pricesHint')}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap={5}>
        {tiers.map((tier) => (
          <FormField key={tier} ns="products" label={t(`tier.${tier}`)} error={errors?.[tier]} required>
            <InputGroup startElement="€" endElement={<Text fontSize="xs" color="fg.muted">{t('form.perMonthShort')}</Text>}>
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                {...register(`prices.${tier}`, {
                  valueAsNumber: true,
                  // Once the form was submitted, the order is checked again as prices change.
                  onChange: () => formState.isSubmitted && void trigger('prices'),
                })}
              />
            </InputGroup>
          </FormField>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
