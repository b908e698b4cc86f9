// What a list's filters see when they sit in the kit's "Filters" sheet (a phone's toolbar,
// ./table-toolbar.tsx) rather than on the toolbar's line: a quick filter shows its choices as
// checkboxes instead of a menu, and a section's own filter drawer shows its groups in place. The
// sheet (./filter-drawer.tsx, loaded on first open) gives the checkbox group, so a list's first
// load carries none of it.
import { createContext, useContext, type ComponentType } from 'react';

export interface CheckboxFilterGroupProps<V extends string> {
  legend: string;
  options: readonly V[];
  value: readonly V[];
  onChange: (value: V[]) => void;
  optionLabel: (option: V) => string;
}

export interface FilterSheet {
  CheckboxGroup: ComponentType<CheckboxFilterGroupProps<string>>;
}

export const FilterSheetContext = createContext<FilterSheet | null>(null);

/** The sheet the filters are in, or null on the toolbar's line. */
export const useFilterSheet = () => useContext(FilterSheetContext);
