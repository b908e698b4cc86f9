// Above the table: the debounced search, the section's filter controls, then (at the end of the
// line) the column menu, export, saved views or the bulk actions the page passes in. On a phone
// (below md) the search takes the whole line and the filters go into one "Filters" sheet with the
// number of them on, "Clear filters" and "Show N results" (./filter-sheet.tsx).
import { Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useNarrowScreen } from '@/lib/ui/use-narrow-screen';
import { FilterSheet } from './filter-sheet';
import { SearchInput } from './search-input';

interface TableToolbarProps {
  q: string;
  onSearch: (q: string) => void;
  searchLabel: string;
  searchPlaceholder?: string;
  /** Filter controls, after the search box (in the "Filters" sheet on a phone). */
  filters?: ReactNode;
  /** How many filters are on, for the sheet's button (`sheetFilters`, ./list-search.ts). */
  activeFilters?: number;
  /** Sets the sheet's filters back to their defaults (not the search text or the status tab). */
  onClearFilters?: () => void;
  /** How many rows the view holds, for the sheet's "Show N results". */
  resultCount?: number;
  /** Controls at the end of the line (column menu, export, bulk actions). */
  end?: ReactNode;
}

const noClear = () => {};

export function TableToolbar({
  q,
  onSearch,
  searchLabel,
  searchPlaceholder,
  filters,
  activeFilters = 0,
  onClearFilters = noClear,
  resultCount,
  end,
}: TableToolbarProps) {
  const narrow = useNarrowScreen();
  return (
    <Flex gap={3} p={{ base: 3, md: 4 }} wrap="wrap" align="center">
      <SearchInput
        value={q}
        onChange={onSearch}
        label={searchLabel}
        placeholder={searchPlaceholder}
      />
      {filters && narrow ? (
        <FilterSheet active={activeFilters} onClear={onClearFilters} resultCount={resultCount}>
          {filters}
        </FilterSheet>
      ) : (
        filters
      )}
      {end ? (
        <Flex gap={3} align="center" wrap="wrap" ms={{ md: 'auto' }}>
          {end}
        </Flex>
      ) : null}
    </Flex>
  );
}
