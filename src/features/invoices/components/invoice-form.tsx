// The one invoice form of /dashboard/invoice/new and /$id/edit: parties, dates (due not before
// issue, said next to the field), service line and status, lines, discount, tax and shipping with
// totals as you type; server field errors on their fields; a guard against leaving unsaved work
// (docs/list-kit.md, "Forms"); the dialog when someone else saved the invoice meanwhile
// (docs/product-rules.md#edit-conflicts).
import { Alert, Button, Card, Flex, HStack, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useStatusLabel } from '@/lib/status/status-badge';
import { invoiceServiceLines, invoiceSettableStatuses, type Invoice } from '@/lib/api-contract/invoice';
import { applyServerErrors } from '@/lib/form/apply-server-errors';
import { EditConflictFormDialog, useEditConflict } from '@/lib/form/edit-conflict';
import { FormField } from '@/lib/form/form-field';
import { LeaveGuard } from '@/lib/form/leave-guard';
import { useFormDraft } from '@/lib/session/form-drafts';
import { DateField } from '@/lib/ui/date-field';
import { useSaveInvoice } from '../api/invoice-mutations';
import { invoiceFormSchema, newInvoiceValues, toFormValues, type InvoiceFormValues } from '../invoice-form-schema';
import { invoiceSellers } from '../invoice-sellers';
import { InvoiceFormTotals } from './invoice-form-totals';
import { InvoiceLineItems } from './invoice-line-items';
import { InvoicePartyFields } from './invoice-party-fields';

const fields = ['status', 'serviceLine', 'issuedAt', 'dueAt', 'from', 'to', 'lines', 'taxRate', 'discount', 'shipping', 'notes'];

export function InvoiceForm({ invoice }: { invoice?: Invoice }) {
  const { t } = useTranslation('invoices');
  const statusLabel = useStatusLabel();
  const navigate = useNavigate();
  const save = useSaveInvoice();
  const saved = useRef(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<InvoiceFormValues>({
    resolver: zodResolver(invoiceFormSchema),
    defaultValues: invoice ? toFormValues(invoice) : newInvoiceValues(invoiceSellers[0]!.party),
    mode: 'onTouched',
  });
  const { register, handleSubmit, setError, setValue, control, formState } = form;
  const { errors, isDirty } = formState;
  const issuedAt = useWatch({ control, name: 'issuedAt' });
  const draft = useFormDraft(invoice ? `invoice-edit:${invoice.id}` : 'invoice-new', form.getValues, form.reset);

  const conflict = useEditConflict(invoice);

  const submit = (input: InvoiceFormValues, expectedUpdatedAt = conflict.expectedUpdatedAt) => {
    setFormError(null);
    save.mutate(
      { id: invoice?.id, input, expectedUpdatedAt },
      {
        onSuccess: (record) => {
          saved.current = true;
          draft.clear();
          void navigate({ to: '/dashboard/invoice/$id', params: { id: record.id } });
        },
        onError: (error) => {
          if (conflict.catchError(error)) return;
          setFormError(applyServerErrors(error, setError, { fields }) ?? t('validation.checkFields'));
        },
      },
    );
  };

  return (
    <form onSubmit={(e) => void handleSubmit((values) => submit(values))(e)} noValidate>
      <LeaveGuard when={() => isDirty && !saved.current} />
      <EditConflictFormDialog
        conflict={conflict}
        load={(theirs) => {
          draft.clear();
          form.reset(toFormValues(theirs));
        }}
        resubmit={(theirs) => void handleSubmit((values) => submit(values, theirs.updatedAt))()}
      />
      <Stack gap={6}>
        {formError ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{formError}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Card.Root>
          <Card.Body>
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={4}>
              <FormField ns="invoices" label={t('field.issuedAt')} error={errors.issuedAt} required>
                <Controller
                  control={control}
                  name="issuedAt"
                  rules={{ deps: ['dueAt'] }}
                  render={({ field }) => <DateField {...field} />}
                />
              </FormField>
              <FormField ns="invoices" label={t('field.dueAt')} error={errors.dueAt} required>
                <Controller
                  control={control}
                  name="dueAt"
                  render={({ field }) => <DateField {...field} min={issuedAt} />}
                />
              </FormField>
              <FormField ns="invoices" label={t('field.serviceLine')} error={errors.serviceLine} required>
                <NativeSelect.Root>
                  <NativeSelect.Field {...register('serviceLine')}>
                    {invoiceServiceLines.map((line) => (
                      <option key={line} value={line}>
                        {t(`serviceLine.${line}`)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <FormField ns="invoices" label={t('field.status')} error={errors.status} required>
                <NativeSelect.Root>
                  <NativeSelect.Field {...register('status')}>
                    {invoiceSettableStatuses.map((status) => (
                      <option key={status} value={status}>
                        {statusLabel('invoice', status)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
            </SimpleGrid>
          </Card.Body>
        </Card.Root>
        <Flex gap={6} direction={{ base: 'column', md: 'row' }}>
          <InvoicePartyFields side="from" register={register} errors={errors} setValue={setValue} control={control} />
          <InvoicePartyFields side="to" register={register} errors={errors} setValue={setValue} control={control} />
        </Flex>
        <InvoiceLineItems control={control} register={register} errors={errors} />
        <InvoiceFormTotals control={control} register={register} errors={errors} />
        <Card.Root>
          <Card.Body>
            <FormField ns="invoices" label={t('field.notes')} error={errors.notes}>
              <Textarea {...register('notes')} rows={3} />
            </FormField>
          </Card.Body>
        </Card.Root>
        <HStack justify="end" gap={3}>
          <Button variant="outline" asChild>
            {invoice ? (
              <Link to="/dashboard/invoice/$id" params={{ id: invoice.id }}>
                {t('form.cancel')}
              </Link>
            ) : (
              <Link to="/dashboard/invoice">{t('form.cancel')}</Link>
            )}
          </Button>
          <Button type="submit" colorPalette="primary" loading={save.isPending}>
            {invoice ? t('form.saveChanges') : t('form.create')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
