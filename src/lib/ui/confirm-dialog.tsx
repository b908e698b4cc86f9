// A confirmation before something that cannot be undone (delete, bulk delete, leaving unsaved work).
// An alertdialog: focus goes to it and back to the opener when it closes.
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  /** Default: "Cancel". */
  cancelLabel?: string;
  /** Red for destructive actions (the default). */
  destructive?: boolean;
  pending?: boolean;
  /** Where focus goes when it closes, if not the element focused when it opened. */
  finalFocusEl?: () => HTMLElement | null;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  destructive = true,
  pending,
  finalFocusEl,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation('kit');
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(e) => (e.open ? undefined : onClose())}
      placement="center"
      finalFocusEl={finalFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx={4}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{description}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {cancelLabel ?? t('common.cancel')}
              </Button>
              <Button
                colorPalette={destructive ? 'red' : 'primary'}
                loading={pending}
                onClick={onConfirm}
              >
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
