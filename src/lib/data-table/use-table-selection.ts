// A table's row selection (kept across pages: keyed by row id) as DataTable takes it, with the
// selected ids for BulkActions and a way to clear it after a bulk action.
import type { RowSelectionState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import type { DataTableSelection } from './data-table';

export function useTableSelection<T>(rowLabel: (row: T) => string, pageLabel: string) {
  const [state, setState] = useState<RowSelectionState>({});
  const selection = useMemo<DataTableSelection<T>>(
    () => ({ state, onChange: setState, rowLabel, pageLabel }),
    [state, rowLabel, pageLabel],
  );
  const selectedIds = Object.keys(state).filter((id) => state[id]);
  return { selection, selectedIds, clear: () => setState({}) };
}
