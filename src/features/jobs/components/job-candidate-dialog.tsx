// Records an application received outside the careers page (by email, at an event): name, email
// and a one-line headline. The new candidate starts at "new" (docs/api/crud-groups.md#job).
import { Button, Dialog, Input, Portal, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { applyServerErrors } from '@/lib/form/apply-server-errors';
import { FormField } from '@/lib/form/form-field';
import { requiredText } from '@/lib/form/field-rules';
import { useAddCandidate } from '../api/job-mutations';

const schema = z.object({
  name: requiredText().min(2, 'validation.name').max(120, 'validation.tooLong'),
  email: requiredText().pipe(z.email('validation.email')),
  headline: z.string().trim().max(160, 'validation.tooLong'),
});
type Values = z.infer<typeof schema>;
const empty: Values = { name: '', email: '', headline: '' };

export function JobCandidateDialog({ jobId, open, onClose }: { jobId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('jobs');
  const add = useAddCandidate(jobId);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: empty,
  });
  const close = () => {
    reset(empty);
    setFormError(null);
    onClose();
  };
  const submit = (values: Values) =>
    add.mutate(values, {
      onSuccess: close,
      onError: (error) => setFormError(applyServerErrors(error, setError, { fields: Object.keys(empty), known: { 'email:409': 'validation.alreadyApplied' } })),
    });
  return (
    <Dialog.Root open={open} onOpenChange={(e) => (e.open ? undefined : close())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={(e) => void handleSubmit(submit)(e)} noValidate>
              <Dialog.Header>
                <Dialog.Title>{t('candidates.addTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap={4}>
                  {formError ? (
                    <Dialog.Description color="fg.error" role="alert">
                      {formError}
                    </Dialog.Description>
                  ) : null}
                  <FormField ns="jobs" label={t('candidates.name')} error={formState.errors.name} required>
                    <Input {...register('name')} autoComplete="off" />
                  </FormField>
                  <FormField ns="jobs" label={t('candidates.email')} error={formState.errors.email} required>
                    <Input type="email" {...register('email')} autoComplete="off" />
                  </FormField>
                  <FormField ns="jobs" label={t('candidates.headline')} error={formState.errors.headline}>
                    <Input {...register('headline')} autoComplete="off" />
                  </FormField>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={close}>
                  {t('common.cancel')}
                </Button>
                <Button type="submit" colorPalette="primary" loading={add.isPending}>
                  {t('candidates.addSubmit')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
