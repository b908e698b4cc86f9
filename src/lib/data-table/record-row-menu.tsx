// The usual row menu of a record list: View, Edit, (the section's extra items), Delete
// (docs/list-kit.md#a-list-screen). View and Edit go to the record's routes; Delete opens the
// section's confirmation with focus to come back to the row's button.
import { Eye, SquarePen, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import type { RowMenuConfig, RowMenuEntry } from './row-menu';

export interface RecordRowMenuOptions<T> {
  /** The menu's name for a row, e.g. "Actions for INV-1001". */
  label: (row: T) => string;
  /** Translated item labels; an item without a label is left out. */
  labels: { view?: string; edit?: string; delete?: string };
  onView?: (row: T) => void;
  onEdit?: (row: T) => void;
  onDelete?: (row: T, anchor: HTMLElement) => void;
  /** Items between Edit and Delete (a status group), with their own handling. */
  extra?: (row: T) => readonly RowMenuEntry[];
  onExtra?: (value: string, row: T) => void;
}

export function useRecordRowMenu<T>({
  label,
  labels,
  onView,
  onEdit,
  onDelete,
  extra,
  onExtra,
}: RecordRowMenuOptions<T>): RowMenuConfig<T> {
  return useMemo(
    () => ({
      label,
      onSelect: (value, row, anchor) => {
        if (value === 'view') onView?.(row);
        else if (value === 'edit') onEdit?.(row);
        else if (value === 'delete') onDelete?.(row, anchor);
        else onExtra?.(value, row);
      },
      items: (row) => {
        const entries: RowMenuEntry[] = [];
        if (labels.view && onView) entries.push({ kind: 'item', value: 'view', label: labels.view, icon: Eye });
        if (labels.edit && onEdit) entries.push({ kind: 'item', value: 'edit', label: labels.edit, icon: SquarePen });
        const extras = extra?.(row) ?? [];
        if (extras.length) entries.push({ kind: 'separator' }, ...extras);
        if (labels.delete && onDelete)
          entries.push({ kind: 'separator' }, { kind: 'item', value: 'delete', label: labels.delete, icon: Trash2, danger: true });
        return entries;
      },
    }),
    [label, labels.view, labels.edit, labels.delete, onView, onEdit, onDelete, extra, onExtra],
  );
}
