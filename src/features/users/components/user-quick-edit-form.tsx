// The quick edit dialog's form (./user-quick-edit-dialog.tsx): name, email, company, role and
// status. Its own chunk, with react-hook-form and zod, so the user list loads neither until the
// row menu opens (docs/performance.md). Server errors go next to their fields; the dialog stays
// open with the user's typing until the save succeeds.
import { Alert, Button, Dialog, SimpleGrid } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { User } from '@/lib/api-contract/user';
import { applyServerErrors } from '@/lib/form/apply-server-errors';
import { toast } from '@/lib/toast/toast';
import { useQuickEditUser } from '../api/user-mutations';
import { userKnownErrors } from '../form-errors';
import { quickEditSchema, type QuickEditValues } from '../schemas';
import { UserContactFields } from './user-contact-fields';
import { UserRoleFields } from './user-role-fields';

export function QuickEditForm({ user, onDone }: { user: User; onDone: () => void }) {
  const { t } = useTranslation('users');
  const save = useQuickEditUser();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, setFocus, formState } = useForm<QuickEditValues>({
    resolver: zodResolver(quickEditSchema),
    defaultValues: {
      name: user.name,
      email: user.email,
      company: user.company,
      role: user.role,
      status: user.status,
    },
  });
  const { errors } = formState;
  // The dialog gives focus to its first field when it opens; when this form's chunk arrives after
  // that, the first field takes it now.
  useEffect(() => setFocus('name'), [setFocus]);
  // Offline the save waits for the connection (docs/product-rules.md#offline): the edit is kept
  // and the row marks it, so the dialog closes instead of spinning.
  const queued = save.isPaused;
  useEffect(() => {
    if (!queued) return;
    toast.info(t('offline.queued', { name: user.name }));
    onDone();
  }, [queued, onDone, t, user.name]);

  const onSubmit = handleSubmit((input) => {
    setFormError(null);
    save.mutate(
      { id: user.id, name: user.name, input },
      {
        onSuccess: onDone,
        onError: (error) => setFormError(applyServerErrors(error, setError, { fields: Object.keys(input), known: userKnownErrors })),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Dialog.Body>
        {formError ? (
          <Alert.Root status="error" mb={4}>
            <Alert.Indicator />
            <Alert.Title>{formError}</Alert.Title>
          </Alert.Root>
        ) : null}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
          <UserContactFields
            register={register}
            errors={errors}
            nameAndEmailOnly
            autoFill={false}
          />
          <UserRoleFields register={register} errors={errors} autoFill={false} />
        </SimpleGrid>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" colorPalette="primary" loading={save.isPending}>
          {t('common.save')}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
