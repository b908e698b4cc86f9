// Records a booking taken by phone or email: who, for which company, how many seats. It waits for
// approval like any other booking (docs/api/crud-groups.md#tour).
import { Button, Dialog, Input, Portal, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { applyServerErrors } from '@/lib/form/apply-server-errors';
import { requiredNumber, requiredText } from '@/lib/form/field-rules';
import { FormField } from '@/lib/form/form-field';
import { useAddBooking } from '../api/tour-mutations';

const schema = z.object({
  customer: requiredText().min(2, 'validation.customer').max(120, 'validation.tooLong'),
  company: z.string().trim().max(120, 'validation.tooLong'),
  seats: requiredNumber().int('validation.seats').min(1, 'validation.seats').max(50, 'validation.seatsMax'),
});
type Values = z.infer<typeof schema>;
const empty: Values = { customer: '', company: '', seats: 1 };

export function TourBookingDialog({ tourId, open, onClose }: { tourId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('tours');
  const add = useAddBooking(tourId);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: empty });
  const close = () => {
    reset(empty);
    setFormError(null);
    onClose();
  };
  const submit = (values: Values) =>
    add.mutate(values, {
      onSuccess: close,
      onError: (error) => setFormError(applyServerErrors(error, setError, { fields: Object.keys(empty) })),
    });
  return (
    <Dialog.Root open={open} onOpenChange={(e) => (e.open ? undefined : close())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={(e) => void handleSubmit(submit)(e)} noValidate>
              <Dialog.Header>
                <Dialog.Title>{t('bookers.addTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap={4}>
                  {formError ? (
                    <Dialog.Description color="fg.error" role="alert">
                      {formError}
                    </Dialog.Description>
                  ) : null}
                  <FormField ns="tours" label={t('bookers.customer')} error={formState.errors.customer} required>
                    <Input {...register('customer')} autoComplete="off" />
                  </FormField>
                  <FormField ns="tours" label={t('bookers.company')} error={formState.errors.company}>
                    <Input {...register('company')} autoComplete="off" />
                  </FormField>
                  <FormField ns="tours" label={t('bookers.seats')} error={formState.errors.seats} required>
                    <Input type="number" inputMode="numeric" min={1} max={50} {...register('seats', { valueAsNumber: true })} />
                  </FormField>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={close}>
                  {t('common.cancel')}
                </Button>
                <Button type="submit" colorPalette="primary" loading={add.isPending}>
                  {t('bookers.addSubmit')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
