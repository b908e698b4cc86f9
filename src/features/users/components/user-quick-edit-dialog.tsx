// Quick edit from the list: name, email, company, role and status, in a dialog. The form
// (./user-quick-edit-form.tsx) is its own chunk, fetched ahead with the row menu's code once the
// list has painted (`preloadQuickEditForm`), so the list's first load carries no form library and
// the dialog opens offline. A form that still cannot load says so inside the dialog (LatePart).
import { Dialog, Portal, Spinner } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@/lib/api-contract/user';
import { lateComponent, LatePart } from '@/lib/ui/late-part';

const quickEditForm = lateComponent(() => import('./user-quick-edit-form').then((m) => m.QuickEditForm));
const QuickEditForm = quickEditForm.Component;

/** Starts fetching the form's chunk (with the row menu's code, and as the menu opens). */
export const preloadQuickEditForm = quickEditForm.preload;

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
              <LatePart
                frame={(message) => <Dialog.Body>{message}</Dialog.Body>}
                placeholder={
                  <Dialog.Body display="flex" justifyContent="center" py={10}>
                    <Spinner color="colorPalette.fg" colorPalette="primary" aria-label={t('common.loading')} />
                  </Dialog.Body>
                }
              >
                <QuickEditForm user={user} onDone={onClose} />
              </LatePart>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});
