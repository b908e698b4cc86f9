// The confirmation before deleting one row from its menu (useRowDialog): focus goes back to the
// row's button when it closes.
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import type { RowDialog } from './use-row-dialog';

interface RowDeleteDialogProps<T, K extends string> {
  dialog: RowDialog<T, K>;
  /** Translated by the caller, for the row being deleted. */
  title: string;
  description: (row: T) => string;
  confirmLabel: string;
  onDelete: (row: T) => void;
}

export function RowDeleteDialog<T, K extends string>({
  dialog,
  title,
  description,
  confirmLabel,
  onDelete,
}: RowDeleteDialogProps<T, K>) {
  const row = dialog.kind === ('delete' as K) ? dialog.row : null;
  return (
    <ConfirmDialog
      open={row !== null}
      title={title}
      description={row !== null ? description(row) : ''}
      confirmLabel={confirmLabel}
      finalFocusEl={dialog.finalFocusEl}
      onClose={dialog.close}
      onConfirm={() => {
        if (row !== null) onDelete(row);
        dialog.close();
      }}
    />
  );
}
