// The frame of the file manager's dialogs: title, body, Cancel and a submit button, in a form so
// Enter submits. Focus goes back to what opened it when it closes (Chakra's dialog does this).
import { Button, Dialog, Portal } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface FileDialogProps {
  open: boolean;
  title: string;
  submitLabel?: string;
  destructive?: boolean;
  pending?: boolean;
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'md';
  onSubmit?: () => void;
  onClose: () => void;
  children: ReactNode;
}

export function FileDialog({ open, title, submitLabel, destructive, pending, role, size = 'sm', onSubmit, onClose, children }: FileDialogProps) {
  const { t } = useTranslation('file-manager');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit?.();
  };
  return (
    <Dialog.Root role={role} open={open} size={size} onOpenChange={(e) => (e.open ? undefined : onClose())} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx={4} asChild>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {onSubmit ? t('dialog.cancel') : t('dialog.close')}
                </Button>
                {onSubmit ? (
                  <Button type="submit" colorPalette={destructive ? 'red' : 'primary'} loading={pending}>
                    {submitLabel}
                  </Button>
                ) : null}
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
