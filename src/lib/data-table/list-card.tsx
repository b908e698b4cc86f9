// A list screen's card (docs/list-kit.md#a-list-screen): status tabs with counts (when the section
// has statuses), the toolbar, the changes made elsewhere that wait to be shown, the table or grid
// (dimmed while the next view loads) and the pagination. What is in the toolbar and the body is the section's.
import { Box, Card } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';
import type { HeldListState } from '@/lib/live/held-lists';
import { ListPagination } from './list-pagination';
import { LiveChangesBar } from './live-changes-bar';
import { StatusTabs } from './status-tabs';
import { TableToolbar } from './table-toolbar';

interface ListCardProps<V extends string> {
  /** The status tabs, if the section has them. */
  tabs?: Omit<ComponentProps<typeof StatusTabs<V>>, 'children'>;
  toolbar: ComponentProps<typeof TableToolbar>;
  /** The list query's state: a placeholder view is dimmed, a fetching one is busy. */
  placeholder: boolean;
  fetching: boolean;
  /** Changes made elsewhere that wait for the reader (useResourceList's `liveChanges`). */
  liveChanges?: HeldListState;
  pagination: ComponentProps<typeof ListPagination>;
  /** The table or the grid. */
  children: ReactNode;
}

export function ListCard<V extends string>({
  tabs,
  toolbar,
  placeholder,
  fetching,
  liveChanges,
  pagination,
  children,
}: ListCardProps<V>) {
  const body = (
    <>
      <TableToolbar resultCount={pagination.list?.total} {...toolbar} />
      {liveChanges ? <LiveChangesBar changes={liveChanges} /> : null}
      <Box opacity={placeholder ? 0.6 : 1} transition="opacity 0.15s" aria-busy={fetching}>
        {children}
      </Box>
      <ListPagination {...pagination} />
    </>
  );
  return (
    <Card.Root overflow="hidden">
      {tabs ? <StatusTabs {...tabs}>{body}</StatusTabs> : body}
    </Card.Root>
  );
}
