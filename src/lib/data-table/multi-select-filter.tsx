// A quick filter of several values at once (./multi-select-filter-loaded.tsx), its menu's code
// loaded on first use: until then its button stands in (./menu-triggers.tsx,
// src/lib/ui/on-first-use.tsx). In the phone's "Filters" sheet its choices show as checkboxes
// under its title (./filter-sheet-context.ts).
import type { ComponentType } from 'react';
import { onFirstUse } from '@/lib/ui/on-first-use';
import { useFilterSheet } from './filter-sheet-context';
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
  const sheet = useFilterSheet();
  if (sheet)
    return (
      <sheet.CheckboxGroup
        legend={props.title}
        options={props.options}
        value={props.value}
        onChange={props.onChange as (value: string[]) => void}
        optionLabel={props.optionLabel as (option: string) => string}
      />
    );
  return (
    <Loaded
      {...(props as unknown as MultiSelectFilterProps<string>)}
      standIn={(handlers) => (
        <MultiSelectFilterButton title={props.title} label={props.label} count={props.value.length} {...handlers} />
      )}
    />
  );
}
