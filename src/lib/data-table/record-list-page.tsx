// The whole list screen of a record section with status tabs (docs/list-kit.md#a-record-list-page):
// the header with "New", the status tabs with their counts, search, the section's filter drawer,
// the column menu and CSV export, the table with its View / Edit / Delete row menu, the pagination
// and the delete confirmation. The view lives in the URL (a view is a link, Back undoes a change)
// and the server pages, sorts and filters. The section gives its group, its strings' namespace,
// its list definition and queries, its columns and filters: the jobs and tours lists are this page.
import { Button, Stack } from '@chakra-ui/react';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { Link, useNavigate, type RegisteredRouter } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useCallback, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListQuery, ListResponse } from '@/lib/api-contract/list';
import type { ApiCall } from '@/lib/api-contract/permission';
import { useMayCall } from '@/lib/session/may-call';
import { PageHeader } from '@/lib/ui/page-header';
import { ColumnMenu } from './column-menu';
import { useColumnVisibility } from './column-visibility';
import type { PageFetcher } from './csv-export';
import { DataTable } from './data-table';
import { ExportButton } from './export-button';
import { ListCard } from './list-card';
import { sheetFilters, type BaseListSearch, type FilterGroups } from './list-search';
import { useRecordRowMenu } from './record-row-menu';
import { RowDeleteDialog } from './row-delete-dialog';
import { useResourceList } from './use-resource-list';
import { useRowDialog } from './use-row-dialog';

type Calls<
  M extends string,
  Tail extends string,
  C = ApiCall,
> = C extends `${M} /api/${infer G}${Tail}` ? G : never;
/** The paths the router navigates to (`/dashboard/job/$id`), from the generated route tree. */
type AppPath = RegisteredRouter['routeTree']['types']['fileRouteTypes']['to'];
type Paths<Tail extends string, P = AppPath> = P extends `/dashboard/${infer G}${Tail}` ? G : never;

/**
 * A group the page can serve: the permission table names its create, update and delete calls
 * (`POST /api/job`, `PATCH /api/job/:id`, `DELETE /api/job/:id`) and the router has its new,
 * detail and edit screens (`/dashboard/job/new`, `/dashboard/job/$id`, `/dashboard/job/$id/edit`).
 */
export type RecordGroup = Calls<'POST', ''> &
  Calls<'PATCH', '/:id'> &
  Calls<'DELETE', '/:id'> &
  Paths<'/new'> &
  Paths<'/$id'> &
  Paths<'/$id/edit'>;

/** The fields of `T` that hold text. */
type TextField<T> = { [F in keyof T]: T[F] extends string ? F : never }[keyof T] & string;

/** The URL state of a list with status tabs (`defineListSearch` with a `status` filter). */
export type StatusListSearch<V extends string> = BaseListSearch & { status: 'all' | V };

export interface RecordListPageProps<
  T extends { id: string },
  V extends string,
  S extends StatusListSearch<V>,
  Q extends ListQuery,
  R extends ListResponse<T>,
  K extends QueryKey,
> {
  /** `job`: its API calls, its screens (`/dashboard/job/…`) and the table's test id (`job-table`). */
  group: RecordGroup;
  /**
   * The section's strings (`jobs`), also the name its column choice is remembered under and the
   * CSV's file name. Keys read: `list.{title, subtitle, statusTabs, search, searchPlaceholder,
   * tableLabel, empty, view, edit, delete, actionsFor}`, `status.*`, `delete.{title, description}`.
   */
  ns: string;
  /** The "New" button's key, e.g. `list.newJob`. */
  createKey: string;
  /**
   * The text field that names a row (`title`): `list.actionsFor` and `delete.description` read it
   * under its own name (`Actions for {{title}}`).
   */
  nameField: TextField<T>;
  /** The route's search (`route.useSearch()`) and a way to write it. */
  search: S;
  navigate: (next: S) => void;
  /** From `defineListSearch`. */
  list: {
    defaults: S;
    filterKeys: readonly (keyof S & string)[];
    pageSizes: readonly number[];
    sortFields: readonly S['sort'][];
  };
  /** The server's part of the URL state (`toJobQuery`). */
  toQuery: (search: S) => Q;
  /** The group's queries (`jobQueries`) and its list fetcher (`fetchJobs`, for the CSV's pages). */
  queries: { list: (query: Q) => UseQueryOptions<R, Error, R, K> };
  fetchList: (query: Q, signal?: AbortSignal) => Promise<R>;
  /** The status tabs after "All", and each tab's count colour. */
  statuses: readonly V[];
  palette: Record<'all' | V, string>;
  columns: ColumnDef<T, unknown>[];
  /** The filter drawer: it writes its filters to the URL through `onChange`. */
  Filters: ComponentType<{ search: S; onChange: (patch: Partial<S>) => void }>;
  /** The drawer's filters, counted and cleared by the phone's "Filters" sheet (a range counts once). */
  filterGroups: FilterGroups<S>;
  /** Deletes a row the user confirmed (the section's mutation: its toasts, its cache updates). */
  onDelete: (row: T) => void;
}

const getId = (row: { id: string }) => row.id;

export function RecordListPage<
  T extends { id: string },
  V extends string,
  S extends StatusListSearch<V>,
  Q extends ListQuery,
  R extends ListResponse<T>,
  K extends QueryKey,
>(props: RecordListPageProps<T, V, S, Q, R, K>) {
  const {
    group,
    ns,
    nameField,
    search,
    navigate,
    list: definition,
    toQuery,
    queries,
    fetchList,
    columns,
    Filters,
    filterGroups,
  } = props;
  const { t } = useTranslation(ns);
  const goTo = useNavigate();
  const { list, setSearch, tableProps, liveChanges } = useResourceList({
    search,
    navigate,
    query: (view: S) => queries.list(toQuery(view)),
    definition,
  });
  // Pagination and the tabs write the part of the URL state every list has.
  const setView = setSearch as (patch: Partial<StatusListSearch<V>>) => void;
  const [visibility, setVisibility] = useColumnVisibility(ns);
  const deleting = useRowDialog<T>();
  const openDialog = deleting.open;
  // Actions the role may not take are left out (docs/product-rules.md#roles).
  const mayCreate = useMayCall(`POST /api/${group}`);
  const mayEdit = useMayCall(`PATCH /api/${group}/:id`);
  const mayDelete = useMayCall(`DELETE /api/${group}/:id`);
  const onEdit = useCallback(
    (row: T) => void goTo({ to: `/dashboard/${group}/$id/edit`, params: { id: row.id } }),
    [goTo, group],
  );
  const rowName = useCallback((row: T) => ({ [nameField]: row[nameField] as string }), [nameField]);
  const onDelete = useCallback(
    (row: T, anchor: HTMLElement) => openDialog('delete', row, anchor),
    [openDialog],
  );
  const rowMenu = useRecordRowMenu<T>({
    label: useCallback((row: T) => t('list.actionsFor', rowName(row)), [t, rowName]),
    labels: { view: t('list.view'), edit: t('list.edit'), delete: t('list.delete') },
    onView: useCallback(
      (row: T) => void goTo({ to: `/dashboard/${group}/$id`, params: { id: row.id } }),
      [goTo, group],
    ),
    onEdit: mayEdit ? onEdit : undefined,
    onDelete: mayDelete ? onDelete : undefined,
  });
  // The CSV holds the view in the URL, every page of it.
  const sheet = sheetFilters(search, definition.defaults, filterGroups);
  const fetchPage: PageFetcher<T> = useCallback(
    (page, pageSize, signal) => fetchList({ ...toQuery(search), page, pageSize }, signal),
    [fetchList, toQuery, search],
  );

  return (
    <Stack gap={6}>
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        action={
          mayCreate ? (
            <Button asChild colorPalette="primary">
              <Link to={`/dashboard/${group}/new`}>
                <Plus aria-hidden />
                {t(props.createKey)}
              </Link>
            </Button>
          ) : null
        }
      />

      <ListCard
        tabs={{
          tabs: ['all', ...props.statuses],
          value: search.status,
          counts: list.data?.counts as Partial<Record<'all' | V, number>> | undefined,
          tabLabel: (status) => t(`status.${status}`),
          palette: (status) => props.palette[status],
          label: t('list.statusTabs'),
          onChange: (status) => setView({ status }),
        }}
        toolbar={{
          q: search.q,
          onSearch: (q) => setView({ q }),
          searchLabel: t('list.search'),
          searchPlaceholder: t('list.searchPlaceholder'),
          filters: <Filters search={search} onChange={setSearch} />,
          activeFilters: sheet.active,
          onClearFilters: () => setSearch(sheet.clear),
          end: (
            <>
              <ColumnMenu columns={columns} visibility={visibility} onChange={setVisibility} />
              <ExportButton
                fetchPage={fetchPage}
                columns={columns}
                visibility={visibility}
                filename={ns}
              />
            </>
          ),
        }}
        placeholder={list.isPlaceholderData}
        fetching={list.isFetching}
        liveChanges={liveChanges}
        pagination={{
          search,
          list: list.data,
          pageSizes: definition.pageSizes,
          setSearch: setView,
        }}
      >
        <DataTable
          {...tableProps}
          label={t('list.tableLabel')}
          testId={`${group}-table`}
          columns={columns}
          getRowId={getId}
          sortFields={definition.sortFields}
          columnVisibility={visibility}
          rowMenu={rowMenu}
          emptyMessage={t('list.empty')}
        />
      </ListCard>

      <RowDeleteDialog
        dialog={deleting}
        title={t('delete.title')}
        description={(row) => t('delete.description', rowName(row))}
        confirmLabel={t('list.delete')}
        onDelete={props.onDelete}
      />
    </Stack>
  );
}
