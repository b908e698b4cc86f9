// The server-driven table: TanStack Table in manual mode (the server pages, sorts and filters),
// rendered with Chakra's Table (plain rows and cells in the body: table-rows.tsx). The kit adds the selection column and the row menu column, shows
// skeleton rows while loading, the error with Retry, the empty state, and virtualises big pages.
import { priorityCss } from './column-meta';
import {
  Alert,
  Box,
  Button,
  Skeleton,
  Table,
  Text,
  type SystemStyleObject,
} from '@chakra-ui/react';
import {
  getCoreRowModel,
  useReactTable,
  type CellContext,
  type ColumnDef,
  type RowSelectionState,
  type VisibilityState,
} from '@tanstack/react-table';
import {
  createContext,
  lazy,
  memo,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Inbox, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SortOrder } from './list-search';
import { RowCheckbox } from './row-checkbox';
import { RowMenuButton, type RowMenuConfig, type RowMenuTarget } from './row-menu';
import { SortHeader } from './sort-header';
import { BodyRow, PlainRows, useBodyRowCss, VIRTUALIZE_AFTER } from './table-rows';
import { useRowMenuCode } from './use-row-menu-code';
import type { VirtualRows as VirtualRowsComponent } from './virtual-rows';
import { errorText } from '@/lib/http/error-text';
import { EmptyState } from '@/lib/ui/empty-state';

// The virtualised body and its virtualiser load only for a page of more than VIRTUALIZE_AFTER rows.
const SCREENFUL = 20;
const VirtualRows = lazy(() =>
  import('./virtual-rows').then((m) => ({ default: m.VirtualRows as typeof VirtualRowsComponent })),
) as unknown as typeof VirtualRowsComponent;

export interface DataTableSelection<T> {
  state: RowSelectionState;
  onChange: (selection: RowSelectionState) => void;
  /** The row's checkbox name, e.g. "Select Ada Lovelace". */
  rowLabel: (row: T) => string;
  /** The header checkbox's name (default: "Select all rows on this page"). */
  pageLabel?: string;
}

export interface DataTableProps<T, S extends string = string> {
  /** The table's accessible name. */
  label: string;
  testId?: string;
  /** Build with createColumnHelper<T>(); give `meta.label` and `meta.exportValue` for CSV. */
  columns: ColumnDef<T, unknown>[];
  /** The page's rows; undefined while the first page loads. */
  rows: T[] | undefined;
  getRowId: (row: T) => string;
  /** Column ids the API can sort by; their headers become sort buttons. */
  sortFields: readonly S[];
  sort: S;
  order: SortOrder;
  onSort: (sort: S, order: SortOrder) => void;
  dense?: boolean;
  columnVisibility?: VisibilityState;
  selection?: DataTableSelection<T>;
  rowMenu?: RowMenuConfig<T>;
  /** Shown when the page has no rows. */
  emptyMessage: string;
  /** When filters are on, the empty state offers to clear them. */
  onClearFilters?: () => void;
  /** With no filters on, the empty state's next step (a link to create the first record). */
  emptyAction?: ReactNode;
  error?: Error | null;
  onRetry?: () => void;
  /**
   * Content shown in a full-width row under a record's row (expandable rows: return null while
   * collapsed). Not drawn in virtualised pages (above 100 rows).
   */
  subRow?: (row: T) => ReactNode;
  /**
   * Style rules for the classes the columns' cells use (`{ '& .user-email': { color: 'fg.muted' } }`),
   * applied once to the table's body: a page of rows then renders plain elements instead of a
   * Chakra component per cell (docs/list-kit.md).
   */
  cellCss?: SystemStyleObject;
}

const tableLayoutCss: SystemStyleObject = {
  containerType: 'inline-size',
  '& [data-column="actions"]': { position: 'sticky', insetInlineEnd: 0, bg: 'bg', zIndex: 1 },
  '& thead [data-column="actions"]': { bg: 'bg.muted' },
  ...priorityCss,
};

/** A number per column set, so rows can tell a new set of columns from the one they drew. */
/**
 * What the select and actions cells need from the table. The cells are components of their own,
 * reading it from context, so that their identity never changes: a cell given as a new function
 * (the column definitions rebuilt when a translation or a label changes) is a new component to
 * React, which replaces every checkbox and menu button, and a button that had focus loses it.
 */
interface RowControls<T> {
  rowLabel?: (row: T) => string;
  menuLabel?: (row: T) => string;
  openMenu: (target: RowMenuTarget<T>) => void;
}
const RowControlsContext = createContext<RowControls<unknown> | null>(null);

function SelectCell({ row }: CellContext<unknown, unknown>) {
  const controls = useContext(RowControlsContext);
  return (
    <RowCheckbox
      label={controls?.rowLabel?.(row.original) ?? ''}
      checked={row.getIsSelected()}
      onChange={(checked) => row.toggleSelected(checked)}
    />
  );
}

function ActionsCell({ row }: CellContext<unknown, unknown>) {
  const controls = useContext(RowControlsContext);
  if (!controls?.menuLabel) return null;
  return (
    <RowMenuButton
      row={row.original}
      label={controls.menuLabel(row.original)}
      onOpen={controls.openMenu}
    />
  );
}

const columnSetIds = new WeakMap<object, number>();
let nextColumnSetId = 0;
function columnSetId(columns: object): number {
  let id = columnSetIds.get(columns);
  if (id === undefined) {
    id = nextColumnSetId++;
    columnSetIds.set(columns, id);
  }
  return id;
}

function DataTableInner<T, S extends string>({
  label,
  testId,
  columns,
  rows,
  getRowId,
  sortFields,
  sort,
  order,
  onSort,
  dense = false,
  columnVisibility,
  selection,
  rowMenu,
  emptyMessage,
  emptyAction,
  onClearFilters,
  error,
  onRetry,
  subRow,
  cellCss,
}: DataTableProps<T, S>) {
  const { t } = useTranslation('kit');
  const scrollRef = useRef<HTMLDivElement>(null);
  const [menu, setMenu] = useState<{ target: RowMenuTarget<T> | null; open: boolean }>({
    target: null,
    open: false,
  });
  const openMenu = useCallback((target: RowMenuTarget<T>) => setMenu({ target, open: true }), []);
  const menuCode = useRowMenuCode(
    Boolean(rowMenu),
    rows !== undefined,
    menu.open,
    rowMenu?.prefetch,
  );
  const RowMenu = menuCode.component;
  const selectionState = selection?.state;
  const onSelection = selection?.onChange;
  const rowLabel = selection?.rowLabel;
  const pageLabel = selection?.pageLabel ?? t('table.selectPage');
  const menuLabel = rowMenu?.label;

  const hasSelection = Boolean(rowLabel);
  const hasMenu = Boolean(menuLabel);
  const allColumns = useMemo(() => {
    const list: ColumnDef<T, unknown>[] = [];
    if (hasSelection)
      list.push({
        id: 'select',
        enableHiding: false,
        header: ({ table }) => (
          <RowCheckbox
            label={pageLabel}
            checked={table.getIsAllPageRowsSelected()}
            indeterminate={table.getIsSomePageRowsSelected()}
            onChange={(checked) => table.toggleAllPageRowsSelected(checked)}
          />
        ),
        cell: SelectCell as ColumnDef<T, unknown>['cell'],
      });
    list.push(...columns);
    if (hasMenu)
      list.push({
        id: 'actions',
        enableHiding: false,
        header: () => <Text srOnly>{t('table.actions')}</Text>,
        cell: ActionsCell as ColumnDef<T, unknown>['cell'],
      });
    return list;
  }, [columns, hasSelection, pageLabel, hasMenu, t]);
  const rowControls = useMemo(
    () => ({ rowLabel, menuLabel, openMenu }),
    [rowLabel, menuLabel, openMenu],
  ) as RowControls<unknown>;

  // Memoisation is by props (memo below); the table instance is rebuilt each render on purpose.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows ?? [],
    columns: allColumns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableMultiSort: false,
    enableRowSelection: Boolean(selection),
    state: {
      sorting: [{ id: sort, desc: order === 'desc' }],
      rowSelection: selectionState ?? {},
      columnVisibility: columnVisibility ?? {},
    },
    onRowSelectionChange: (updater) =>
      onSelection?.(typeof updater === 'function' ? updater(selectionState ?? {}) : updater),
  });
  const visibleColumns = table.getVisibleLeafColumns();
  const columnCount = visibleColumns.length;
  const cellsKey = `${columnSetId(allColumns)}:${visibleColumns.map((c) => c.id).join(',')}`;
  const bodyCss = useBodyRowCss(dense, cellCss);
  const bodyRows = table.getRowModel().rows;
  const virtual = bodyRows.length > VIRTUALIZE_AFTER;
  const sortable = new Set<string>(sortFields);

  return (
    // The scroll area is the container the columns' priorities query, and the containing block of
    // what the cells position (a visually hidden label must not widen the page). The row actions
    // stay in view, pinned to the end, when a narrow screen scrolls the table sideways
    // (docs/list-kit.md#column-priority).
    <Table.ScrollArea
      ref={scrollRef}
      // The row menu's code is here (fetched once the list painted): its actions work offline.
      data-row-menu={rowMenu && RowMenu ? 'ready' : undefined}
      position="relative"
      maxH={virtual ? '70vh' : undefined}
      css={tableLayoutCss}
    >
      {menuCode.failed ? (
        // A row's button pressed offline before the menu's code arrived: say so, not nothing.
        <Alert.Root status="warning" role="alert" size="sm" borderRadius="0">
          <Alert.Indicator />
          <Alert.Title>{t('table.menuOffline')}</Alert.Title>
        </Alert.Root>
      ) : null}
      <RowControlsContext.Provider value={rowControls}>
        <Table.Root size={dense ? 'sm' : 'md'} interactive aria-label={label} data-testid={testId}>
          <Table.Header position={virtual ? 'sticky' : undefined} top={0} zIndex={1}>
            {table.getHeaderGroups().map((group) => (
              <Table.Row key={group.id} bg="bg.muted">
                {group.headers.map((header) => (
                  <SortHeader
                    key={header.id}
                    header={header}
                    sortable={header.column.getCanSort() && sortable.has(header.column.id)}
                    sort={sort}
                    order={order}
                    onSort={onSort as (sort: string, order: SortOrder) => void}
                  />
                ))}
              </Table.Row>
            ))}
          </Table.Header>
          <Table.Body css={bodyCss}>
            {error ? (
              // With rows on screen (a failed page change) the error sits above them, smaller.
              <Table.Row>
                <Table.Cell
                  colSpan={columnCount}
                  py={rows === undefined ? 12 : 3}
                  textAlign="center"
                  role="alert"
                  color={rows === undefined ? undefined : 'fg.error'}
                >
                  <Text fontWeight="medium">{errorText(error)}</Text>
                  {onRetry ? (
                    <Button mt={3} variant="outline" size="sm" onClick={onRetry}>
                      {t('table.retry')}
                    </Button>
                  ) : null}
                </Table.Cell>
              </Table.Row>
            ) : null}
            {rows === undefined && !error
              ? Array.from({ length: 5 }, (_, i) => (
                  <Table.Row key={i} aria-hidden>
                    <Table.Cell colSpan={columnCount}>
                      <Skeleton height="8" />
                    </Table.Cell>
                  </Table.Row>
                ))
              : null}
            {rows?.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={columnCount} py={2}>
                  <EmptyState
                    compact
                    icon={onClearFilters ? SearchX : Inbox}
                    title={emptyMessage}
                    description={onClearFilters ? t('table.noMatchHint') : undefined}
                    actions={
                      onClearFilters ? (
                        <Button variant="outline" size="sm" onClick={onClearFilters}>
                          {t('table.clearFilters')}
                        </Button>
                      ) : (
                        emptyAction
                      )
                    }
                  />
                </Table.Cell>
              </Table.Row>
            ) : null}
            {virtual ? (
              // Until its code is there, a screenful of the page's first rows.
              <Suspense
                fallback={
                  <PlainRows
                    rows={bodyRows.slice(0, SCREENFUL)}
                    columnCount={columnCount}
                    cellsKey={cellsKey}
                  />
                }
              >
                <VirtualRows
                  rows={bodyRows}
                  dense={dense}
                  columnCount={columnCount}
                  scrollRef={scrollRef}
                  cellsKey={cellsKey}
                  BodyRow={BodyRow}
                />
              </Suspense>
            ) : (
              <PlainRows
                rows={bodyRows}
                subRow={subRow}
                columnCount={columnCount}
                cellsKey={cellsKey}
              />
            )}
          </Table.Body>
        </Table.Root>
      </RowControlsContext.Provider>
      {rowMenu && RowMenu ? (
        <RowMenu
          {...rowMenu}
          target={menu.target}
          open={menu.open}
          onClose={() => setMenu((m) => ({ ...m, open: false }))}
        />
      ) : null}
      <Box srOnly aria-live="polite">
        {rows ? t('table.rowsShown', { count: rows.length }) : null}
      </Box>
    </Table.ScrollArea>
  );
}

/** Memoised: a URL change re-renders the page at once, the rows only when their props change. */
export const DataTable = memo(DataTableInner) as typeof DataTableInner;
