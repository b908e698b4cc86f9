// Above the table: the debounced search, the section's filter controls, then (at the end of the
// line) the column menu, export, saved views or the bulk actions the page passes in.
import { Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SearchInput } from './search-input';

interface TableToolbarProps {
  q: string;
  onSearch: (q: string) => void;
  searchLabel: string;
  searchPlaceholder?: string;
  /** Filter controls, after the search box. */
  filters?: ReactNode;
  /** Controls at the end of the line (column menu, export, bulk actions). */
  end?: ReactNode;
}

export function TableToolbar({
  q,
  onSearch,
  searchLabel,
  searchPlaceholder,
  filters,
  end,
}: TableToolbarProps) {
  return (
    <Flex gap={3} p={{ base: 3, md: 4 }} wrap="wrap" align="center">
      <SearchInput
        value={q}
        onChange={onSearch}
        label={searchLabel}
        placeholder={searchPlaceholder}
      />
      {filters}
      {end ? (
        <Flex gap={3} align="center" wrap="wrap" ms={{ md: 'auto' }}>
          {end}
        </Flex>
      ) : null}
    </Flex>
  );
}
