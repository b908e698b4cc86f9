// The invoice form's discount, tax rate and shipping, and the totals computed as you type: whole
// cents (src/lib/invoice-totals.ts, the same computation as the server's), in the reader's language
// and the invoice's currency.
import { Card, Flex, Heading, Input, Separator, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/lib/form/form-field';
import { formatPercent } from '@/lib/format';
import { invoiceCents, type InvoiceCents } from '@/lib/invoice-totals';
import { formatCents } from '@/lib/money';
import type { InvoiceFormValues } from '../invoice-form-schema';

interface TotalsProps {
  control: Control<InvoiceFormValues>;
  register: UseFormRegister<InvoiceFormValues>;
  errors: FieldErrors<InvoiceFormValues>;
}

/** An amount too large to add up exactly (being typed) shows as a dash, never as a wrong figure. */
function Row({ label, cents, strong }: { label: string; cents: number | undefined; strong?: boolean }) {
  const { i18n } = useTranslation();
  return (
    <Flex justify="space-between" gap={4} fontSize={strong ? 'lg' : 'sm'} fontWeight={strong ? 'semibold' : undefined}>
      <Text color={strong ? 'fg' : 'fg.muted'}>{label}</Text>
      <Text fontVariantNumeric="tabular-nums">{cents === undefined ? '—' : formatCents(cents, i18n.language, { fractionDigits: 2 })}</Text>
    </Flex>
  );
}

export function InvoiceFormTotals({ control, register, errors }: TotalsProps) {
  const { t, i18n } = useTranslation('invoices');
  const [lines, taxRate, discount, shipping] = useWatch({ control, name: ['lines', 'taxRate', 'discount', 'shipping'] });
  let cents: Partial<InvoiceCents> = {};
  try {
    cents = invoiceCents({ lines, taxRate, discount, shipping });
  } catch {
    // Beyond exact integers: the fields say so on submit; the figures show dashes meanwhile.
  }
  const rate = formatPercent(Number.isFinite(taxRate) ? taxRate : 0, i18n.language);
  return (
    <Card.Root>
      <Card.Body gap={4}>
        <Heading as="h2" size="md">
          {t('form.totals')}
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap={3}>
          <FormField ns="invoices" label={t('field.discount')} error={errors.discount}>
            <Input {...register('discount', { valueAsNumber: true })} type="number" inputMode="decimal" min={0} step={0.01} />
          </FormField>
          <FormField ns="invoices" label={t('field.taxRate')} error={errors.taxRate}>
            <Input {...register('taxRate', { valueAsNumber: true })} type="number" inputMode="decimal" min={0} max={100} step={0.01} />
          </FormField>
          <FormField ns="invoices" label={t('field.shipping')} error={errors.shipping}>
            <Input {...register('shipping', { valueAsNumber: true })} type="number" inputMode="decimal" min={0} step={0.01} />
          </FormField>
        </SimpleGrid>
        <Stack gap={2} alignSelf="end" w={{ base: 'full', sm: '80' }} role="status" aria-label={t('form.totals')} data-testid="invoice-form-totals">
          <Row label={t('totals.subtotal')} cents={cents.subtotal} />
          <Row label={t('totals.discount')} cents={cents.discount === undefined ? undefined : -cents.discount} />
          <Row label={t('totals.tax', { rate })} cents={cents.tax} />
          <Row label={t('totals.shipping')} cents={cents.shipping} />
          <Separator />
          <Row label={t('totals.total')} cents={cents.total} strong />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
