// The invoice form's lines: add, remove, move up and down; each with its service, description,
// quantity and unit price, and its total computed as you type in whole cents (src/lib/invoice-totals.ts).
import { Box, Button, Card, Flex, Heading, IconButton, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/lib/form/form-field';
import { useFormat } from '@/lib/format';
import { lineCents } from '@/lib/invoice-totals';
import { formatCents } from '@/lib/money';
import { emptyLine, type InvoiceFormValues } from '../invoice-form-schema';

interface LineItemsProps {
  control: Control<InvoiceFormValues>;
  register: UseFormRegister<InvoiceFormValues>;
  errors: FieldErrors<InvoiceFormValues>;
}

function LineTotal({ control, index }: { control: Control<InvoiceFormValues>; index: number }) {
  const { t, i18n } = useTranslation('invoices');
  const [quantity, price] = useWatch({ control, name: [`lines.${index}.quantity`, `lines.${index}.price`] });
  let cents: number | null = null;
  try {
    cents = lineCents({ quantity, price });
  } catch {
    // Beyond exact integers while being typed: a dash until the field is corrected.
  }
  return (
    <Box textAlign="end" minW="32">
      <Text fontSize="xs" color="fg.muted">
        {t('field.lineTotal')}
      </Text>
      <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" aria-live="polite">
        {cents === null ? '—' : formatCents(cents, i18n.language, { fractionDigits: 2 })}
      </Text>
    </Box>
  );
}

export function InvoiceLineItems({ control, register, errors }: LineItemsProps) {
  const { t } = useTranslation('invoices');
  const format = useFormat();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'lines' });

  const listError = errors.lines?.root ?? (errors.lines?.message ? errors.lines : undefined);
  return (
    <Card.Root>
      <Card.Body gap={4}>
        <Heading as="h2" size="md">
          {t('form.lines')}
        </Heading>
        {listError?.message ? (
          <Text color="fg.error" fontSize="sm" role="alert">
            {t(listError.message)}
          </Text>
        ) : null}
        <Stack gap={4}>
          {fields.map((field, index) => {
            const own = errors.lines?.[index];
            const position = format.number(index + 1);
            return (
              <Box key={field.id} role="group" borderWidth="1px" borderRadius="md" p={3} aria-label={t('form.lineLabel', { n: position })}>
                <Flex justify="space-between" align="center" mb={3} gap={2}>
                  <Text fontWeight="semibold">{t('form.lineLabel', { n: position })}</Text>
                  <Flex gap={1}>
                    <IconButton size="xs" variant="ghost" aria-label={t('form.moveUp', { n: position })} disabled={index === 0} onClick={() => move(index, index - 1)}>
                      <ArrowUp aria-hidden />
                    </IconButton>
                    <IconButton size="xs" variant="ghost" aria-label={t('form.moveDown', { n: position })} disabled={index === fields.length - 1} onClick={() => move(index, index + 1)}>
                      <ArrowDown aria-hidden />
                    </IconButton>
                    <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={t('form.removeLine', { n: position })} disabled={fields.length === 1} onClick={() => remove(index)}>
                      <Trash2 aria-hidden />
                    </IconButton>
                  </Flex>
                </Flex>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
                  <FormField ns="invoices" label={t('field.service')} error={own?.title} required>
                    <Input {...register(`lines.${index}.title`)} dir="auto" autoComplete="off" />
                  </FormField>
                  <FormField ns="invoices" label={t('field.description')} error={own?.description}>
                    <Textarea {...register(`lines.${index}.description`)} dir="auto" rows={1} autoresize />
                  </FormField>
                </SimpleGrid>
                {/* Each figure keeps room for its value: on a phone in Arabic, where the labels are
                    wider, the price was squeezed to a sliver that cut "18500" to "00"; the line's
                    amount goes under them instead. */}
                <Flex gap={3} mt={3} wrap="wrap" align="end">
                  <FormField ns="invoices" label={t('field.quantity')} error={own?.quantity} required flex="1 1 6rem">
                    <Input {...register(`lines.${index}.quantity`, { valueAsNumber: true })} type="number" inputMode="numeric" min={1} step={1} />
                  </FormField>
                  <FormField ns="invoices" label={t('field.price')} error={own?.price} required flex="1 1 6rem">
                    <Input {...register(`lines.${index}.price`, { valueAsNumber: true })} type="number" inputMode="decimal" min={0} step={0.01} />
                  </FormField>
                  <LineTotal control={control} index={index} />
                </Flex>
              </Box>
            );
          })}
        </Stack>
        <Button alignSelf="start" variant="outline" size="sm" onClick={() => append(emptyLine)} disabled={fields.length >= 50}>
          <Plus aria-hidden />
          {t('form.addLine')}
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
