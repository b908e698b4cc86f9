// The phone toolbar's "Filters" sheet (./table-toolbar.tsx): the drawer (./filter-drawer.tsx, from
// the bottom) loads on first use, its button standing in until then, so a list's first load
// carries no drawer code.
import type { ComponentProps, ComponentType } from 'react';
import { onFirstUse } from '@/lib/ui/on-first-use';
import type { FilterDrawer } from './filter-drawer';
import { FilterButton } from './menu-triggers';

type FilterSheetProps = Omit<ComponentProps<typeof FilterDrawer>, 'placement' | 'defaultOpen'>;

const Loaded = onFirstUse(() =>
  import('./filter-drawer').then((m) => m.FilterDrawer as ComponentType<ComponentProps<typeof FilterDrawer>>),
);

export function FilterSheet(props: FilterSheetProps) {
  return (
    <Loaded
      {...props}
      placement="bottom"
      standIn={(handlers) => <FilterButton active={props.active} {...handlers} />}
    />
  );
}
