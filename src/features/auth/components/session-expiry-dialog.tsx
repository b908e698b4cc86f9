// D9: the "Token expired" notice, a modal dialog over the login page the user was sent to.
// Mounted once by the root route; it shows whenever the session ended without the user asking.
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { useSession } from '@/lib/session/session-context';

export function SessionExpiryDialog() {
  // No suspense: the root renders this on every page, and it must never hold a page up.
  const { t } = useTranslation('auth', { useSuspense: false });
  const session = useSession();
  const open = useStore(session.store, (s) => s.notice !== null);
  const okRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) session.dismissNotice();
      }}
      role="alertdialog"
      initialFocusEl={() => okRef.current}
      // Back to the sign-in form underneath, so the keyboard user can type at once.
      finalFocusEl={() => document.querySelector<HTMLElement>('main input')}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('expired.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{t('expired.body')}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button ref={okRef} colorPalette="primary">
                  {t('expired.ok')}
                </Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
