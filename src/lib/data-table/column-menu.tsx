// The "Columns" menu above a table (./column-menu-loaded.tsx), its code loaded on first use: until
// then its button stands in (./menu-triggers.tsx, src/lib/ui/on-first-use.tsx).
import type { ColumnDef, VisibilityState } from '@tanstack/react-table';
import type { ComponentType } from 'react';
import { onFirstUse } from '@/lib/ui/on-first-use';
import { ColumnMenuButton } from './menu-triggers';

export interface ColumnMenuProps<T> {
  columns: ColumnDef<T, unknown>[];
  visibility: VisibilityState;
  onChange: (visibility: VisibilityState) => void;
}

const Loaded = onFirstUse(() =>
  import('./column-menu-loaded').then(
    (m) => m.ColumnMenuLoaded as ComponentType<ColumnMenuProps<unknown> & { defaultOpen?: boolean }>,
  ),
);

export function ColumnMenu<T>(props: ColumnMenuProps<T>) {
  return (
    <Loaded
      {...(props as ColumnMenuProps<unknown>)}
      standIn={(handlers) => <ColumnMenuButton {...handlers} />}
    />
  );
}
