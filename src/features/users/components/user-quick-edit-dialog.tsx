// Quick edit from the list: name, email, company, role and status, in a dialog. Server errors go
// next to their fields; the dialog stays open with the user's typing until the save succeeds.
import { Alert, Button, Dialog, Portal, SimpleGrid } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { memo, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { User } from '@/lib/api-contract/user';
import { useQuickEditUser } from '../api/user-mutations';
import { applyServerErrors } from '@/lib/form/apply-server-errors';
import { toast } from '@/lib/toast/toast';
import { userKnownErrors } from '../form-errors';
import { quickEditSchema, type QuickEditValues } from '../schemas';
import { UserContactFields } from './user-contact-fields';
import { UserRoleFields } from './user-role-fields';

interface UserQuickEditDialogProps {
  user: User | null;
  onClose: () => void;
  /** Where focus goes when it closes (the row's menu button). */
  finalFocusEl?: () => HTMLElement | null;
}

/** Memoised: closed, its props do not change, so a view change of the list skips it. */
export const UserQuickEditDialog = memo(function UserQuickEditDialog({ user, onClose, finalFocusEl }: UserQuickEditDialogProps) {
  const { t } = useTranslation('users');
  return (
    <Dialog.Root
      open={Boolean(user)}
      onOpenChange={(e) => (e.open ? undefined : onClose())}
      size="lg"
      placement="center"
      finalFocusEl={finalFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx={4}>
            <Dialog.Header>
              <Dialog.Title>{t('quickEdit.title')}</Dialog.Title>
            </Dialog.Header>
            {user ? <QuickEditForm user={user} onDone={onClose} /> : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});

function QuickEditForm({ user, onDone }: { user: User; onDone: () => void }) {
  const { t } = useTranslation('users');
  const save = useQuickEditUser();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<QuickEditValues>({
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
