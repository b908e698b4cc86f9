// Quick edit from the list: name, email, company, role and status, in a dialog. The form
// (./user-quick-edit-form.tsx) is its own chunk, fetched when a row menu opens
// (`preloadQuickEditForm`), so the list's first load carries no form library.
import { Dialog, Portal, Spinner } from '@chakra-ui/react';
import { lazy, memo, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@/lib/api-contract/user';

const loadForm = () => import('./user-quick-edit-form');
const QuickEditForm = lazy(() => loadForm().then((m) => ({ default: m.QuickEditForm })));

/** Starts fetching the form's chunk (the row menu calls it as it opens). */
export function preloadQuickEditForm() {
  void loadForm();
}

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
            {user ? (
              <Suspense
                fallback={
                  <Dialog.Body display="flex" justifyContent="center" py={10}>
                    <Spinner color="colorPalette.fg" colorPalette="primary" aria-label={t('common.loading')} />
                  </Dialog.Body>
                }
              >
                <QuickEditForm user={user} onDone={onClose} />
              </Suspense>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});
