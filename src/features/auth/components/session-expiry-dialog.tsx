// docs/product-rules.md#session-expiry: the "Token expired" notice, a modal dialog over the login page the user was sent to.
// Mounted by the root route (through SessionExpiryDialogOnDemand, once there is a session); it
// shows whenever the session ended without the user asking.
// Its content (and the auth translations) load only when it opens, so pages that never need it
// never fetch them.
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { useSession } from '@/lib/session/session-context';

export function SessionExpiryDialog() {
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
      lazyMount
      unmountOnExit
      initialFocusEl={() => okRef.current}
      // Back to the sign-in form underneath, so the keyboard user can type at once.
      finalFocusEl={() => document.querySelector<HTMLElement>('main input')}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <ExpiryDialogBody okRef={okRef} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ExpiryDialogBody({ okRef }: { okRef: RefObject<HTMLButtonElement | null> }) {
  // No suspense: the dialog must never hold the page under it up.
  const { t } = useTranslation('auth', { useSuspense: false });
  return (
    <>
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
    </>
  );
}
