// Which columns each table shows, remembered in this browser (localStorage `table-columns`) per
// table id. Only the user's choice is stored, never server data.
import type { VisibilityState } from '@tanstack/react-table';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { safeStateStorage } from '@/lib/storage/safe-storage';

interface ColumnVisibilityStore {
  tables: Record<string, VisibilityState>;
  setVisibility(tableId: string, visibility: VisibilityState): void;
}

export const useColumnVisibilityStore = create<ColumnVisibilityStore>()(
  persist(
    (set) => ({
      tables: {},
      setVisibility: (tableId, visibility) =>
        set((state) => ({ tables: { ...state.tables, [tableId]: visibility } })),
    }),
    {
      name: 'table-columns',
      version: 1,
      storage: createJSONStorage(() => safeStateStorage('local')),
      // A hand-edited or foreign value must not break the table: keep only booleans.
      merge: (persisted, current) => {
        const tables: Record<string, VisibilityState> = {};
        const stored = (persisted as { tables?: unknown } | undefined)?.tables;
        if (stored && typeof stored === 'object')
          for (const [id, value] of Object.entries(stored as Record<string, unknown>))
            if (value && typeof value === 'object')
              tables[id] = Object.fromEntries(
                Object.entries(value).filter(([, shown]) => typeof shown === 'boolean'),
              ) as VisibilityState;
        return { ...current, tables };
      },
    },
  ),
);

const none: VisibilityState = {};

/** A table's column visibility and its setter. */
export function useColumnVisibility(tableId: string) {
  const visibility = useColumnVisibilityStore((state) => state.tables[tableId] ?? none);
  const setVisibility = useColumnVisibilityStore((state) => state.setVisibility);
  return [visibility, (next: VisibilityState) => setVisibility(tableId, next)] as const;
}

/** The visible column ids in their order (for CSV export and saved views). */
export function visibleColumnIds(
  columnIds: readonly string[],
  visibility: VisibilityState,
): string[] {
  return columnIds.filter((id) => visibility[id] !== false);
}
