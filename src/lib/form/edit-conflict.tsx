// An edit form's answer to a record changed by someone else since it was opened
// (docs/product-rules.md#edit-conflicts, the API's side: docs/api/crud-groups.md#edit-conflicts).
// The form sends the `updatedAt` it was loaded with; a 409 holding the stored record opens this
// dialog, the typing kept: load their version (the form takes the stored values), save mine anyway
// (sent again against their version, so a third change is still caught), or cancel (keep editing).
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditConflictBody } from '@/lib/api-contract/edit-conflict';
import { isHttpError } from '@/lib/http/http-error';

/** The stored record of a stale-update 409, or null for any other error (a taken email is a 409 too). */
export function editConflictOf<T>(error: unknown): T | null {
  if (!isHttpError(error) || error.status !== 409) return null;
  const current = (error.body as Partial<EditConflictBody<T>> | null)?.current;
  return current && typeof current === 'object' ? current : null;
}

export interface EditConflict<T> {
  /** What the next save sends as `expectedUpdatedAt` (undefined for a new record). */
  expectedUpdatedAt: string | undefined;
  /** The stored record while the dialog is open. */
  current: T | null;
  /** Opens the dialog when `error` is a stale-update 409; false for any other error. */
  catchError: (error: unknown) => boolean;
  /** Closes the dialog and makes their version the one the form edits; returns it. */
  adopt: () => T | null;
  /** Closes the dialog, nothing changed (keep editing). */
  dismiss: () => void;
}

/** The version the form edits: the record's `updatedAt` when the form was opened, not a later refetch's. */
export function useEditConflict<T extends { updatedAt: string }>(loaded: T | undefined): EditConflict<T> {
  const [version, setVersion] = useState(loaded?.updatedAt);
  const [current, setCurrent] = useState<T | null>(null);
  return {
    expectedUpdatedAt: version,
    current,
    catchError: (error) => {
      const stored = editConflictOf<T>(error);
      if (stored) setCurrent(stored);
      return Boolean(stored);
    },
    adopt: () => {
      if (current) setVersion(current.updatedAt);
      setCurrent(null);
      return current;
    },
    dismiss: () => setCurrent(null),
  };
}

export interface EditConflictDialogProps {
  open: boolean;
  onLoadTheirs: () => void;
  onSaveMine: () => void;
  onCancel: () => void;
}

export interface EditConflictAnswers<T> {
  /** Their version replaces the typing (the dialog says so): reset the form to `theirs`, drop a draft. */
  load: (theirs: T) => void;
  /** Mine, sent again against their version: submit the form with `theirs.updatedAt` as `expectedUpdatedAt`. */
  resubmit: (theirs: T) => void;
}

/**
 * The dialog of an edit form: open while `conflict` holds a stale-update 409; each answer closes it
 * (their version becoming the one the form edits) before calling the form's `load` or `resubmit`.
 */
export function EditConflictFormDialog<T extends { updatedAt: string }>({
  conflict,
  load,
  resubmit,
}: EditConflictAnswers<T> & { conflict: EditConflict<T> }) {
  return (
    <EditConflictDialog
      open={conflict.current !== null}
      onLoadTheirs={() => {
        const theirs = conflict.adopt();
        if (theirs) load(theirs);
      }}
      onSaveMine={() => {
        const theirs = conflict.adopt();
        if (theirs) resubmit(theirs);
      }}
      onCancel={conflict.dismiss}
    />
  );
}

export function EditConflictDialog({ open, onLoadTheirs, onSaveMine, onCancel }: EditConflictDialogProps) {
  const { t } = useTranslation('kit');
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => (e.open ? undefined : onCancel())} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx={4}>
            <Dialog.Header>
              <Dialog.Title>{t('editConflict.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{t('editConflict.description')}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button variant="ghost" onClick={onCancel}>
                {t('common.cancel')}
              </Button>
              <Button variant="outline" onClick={onLoadTheirs}>
                {t('editConflict.loadTheirs')}
              </Button>
              <Button colorPalette="red" onClick={onSaveMine}>
                {t('editConflict.saveMine')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
