// A quick filter of several values at once (./multi-select-filter-loaded.tsx), its menu's code
// loaded on first use: until then its button stands in (./menu-triggers.tsx,
// src/lib/ui/on-first-use.tsx).
import type { ComponentType } from 'react';
import { onFirstUse } from '@/lib/ui/on-first-use';
import { MultiSelectFilterButton } from './menu-triggers';

export interface MultiSelectFilterProps<V extends string> {
  options: readonly V[];
  value: readonly V[];
  onChange: (value: V[]) => void;
  optionLabel: (option: V) => string;
  /** The button's visible text, e.g. "Role". */
  title: string;
  /** The button's accessible name, e.g. "Filter by role". */
  label: string;
  clearLabel: string;
}

const Loaded = onFirstUse(() =>
  import('./multi-select-filter-loaded').then(
    (m) =>
      m.MultiSelectFilterLoaded as ComponentType<MultiSelectFilterProps<string> & { defaultOpen?: boolean }>,
  ),
);

export function MultiSelectFilter<V extends string>(props: MultiSelectFilterProps<V>) {
  return (
    <Loaded
      {...(props as unknown as MultiSelectFilterProps<string>)}
      standIn={(handlers) => (
        <MultiSelectFilterButton title={props.title} label={props.label} count={props.value.length} {...handlers} />
      )}
    />
  );
}
