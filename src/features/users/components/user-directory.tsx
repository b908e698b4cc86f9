// The user list's "People" tab: the users table on the list kit (src/lib/data-table,
// docs/list-kit.md). Every piece of view state (tab, filters, search, sort, page, page size,
// density) lives in the URL, so a view is a link and Back undoes a change; the server pages, sorts
// and filters. Row selection (kept across pages) and open dialogs are local to the screen. The
// management actions the role may not take (docs/product-rules.md#roles) are left out.
import { Box, Card } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { memo, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { userRoles, userStatuses, type User, type UserStatus } from '@/lib/api-contract/user';
import { BulkActions } from '@/lib/data-table/bulk-actions';
import { ColumnMenu } from '@/lib/data-table/column-menu';
import { useColumnVisibility } from '@/lib/data-table/column-visibility';
import type { PageFetcher } from '@/lib/data-table/csv-export';
import { DataTable } from '@/lib/data-table/data-table';
import { ExportButton } from '@/lib/data-table/export-button';
import { LiveChangesBar } from '@/lib/data-table/live-changes-bar';
import { hasActiveFilters, sheetFilters } from '@/lib/data-table/list-search';
import { MultiSelectFilter } from '@/lib/data-table/multi-select-filter';
import { ListPagination } from '@/lib/data-table/list-pagination';
import { SavedViewsMenu } from '@/lib/data-table/saved-views-menu';
import { StatusTabs } from '@/lib/data-table/status-tabs';
import { TableToolbar } from '@/lib/data-table/table-toolbar';
import { useListSearch } from '@/lib/data-table/use-list-search';
import { useTableSelection } from '@/lib/data-table/use-table-selection';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { useRowDialog } from '@/lib/data-table/use-row-dialog';
import { useHeldList } from '@/lib/live/held-lists';
import { usePendingChanges, withPendingChanges } from '@/lib/offline/use-pending-changes';
import { useMayCall } from '@/lib/session/may-call';
import { fetchUsers, userQueries } from '../api/users';
import { useChangeUserStatus, useDeleteUser, useDeleteUsers } from '../api/user-mutations';
import { USER_CHANGES } from '../api/user-offline-changes';
import { UserQuickEditDialog } from './user-quick-edit-dialog';
import { useUserRowMenu } from './user-row-menu';
import { statusPalette } from './user-status-badge';
import { useUserCellCss, useUserColumns } from './user-table-columns';
import { toListQuery, userList, type UserListSearch } from '../search';

const route = getRouteApi('/dashboard/user/list');
// The closed dialogs skip a view change's render (their props do not change): a dialog's state
// machine costs a render each (docs/performance.md#the-10000-user-list).
const UserDeleteDialog = memo(ConfirmDialog);
const tabs = ['all', ...userStatuses] as const;


export function UserDirectory() {
  const { t } = useTranslation('users');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const listQuery = userQueries.list(toListQuery(search));
  const list = useQuery(listQuery);
  const liveChanges = useHeldList(queryClient, listQuery.queryKey, list.data);
  const rowLabel = useCallback((user: User) => t('list.selectRow', { name: user.name }), [t]);
  const { selection: tableSelection, selectedIds, clear: clearSelection } = useTableSelection(rowLabel, t('list.selectPage'));
  const dialog = useRowDialog<User, 'quick-edit' | 'delete'>();
  const openDialog = dialog.open;
  const [visibility, setVisibility] = useColumnVisibility('users');
  const changeStatus = useChangeUserStatus();
  const deleteUser = useDeleteUser();
  const deleteUsers = useDeleteUsers();
  const columns = useUserColumns();
  const cellCss = useUserCellCss();
  // Rows as the user left them, with changes still waiting for the connection applied.
  const pendingChanges = usePendingChanges();
  const rows = useMemo(
    () => withPendingChanges(list.data?.items, USER_CHANGES, pendingChanges),
    [list.data?.items, pendingChanges],
  );

  const setSearch = useListSearch({
    search,
    // The view changes in place: no jump to the top of the page (the router's default).
    navigate: (next) => void navigate({ search: next, resetScroll: false }),
    prefetch: (next) => void queryClient.prefetchQuery(userQueries.list(toListQuery(next))),
  });
  const onSort = useCallback(
    (sort: UserListSearch['sort'], order: UserListSearch['order']) => setSearch({ sort, order }),
    [setSearch],
  );
  const filtered = hasActiveFilters(search, userList.defaults, userList.filterKeys);
  const sheet = sheetFilters(search, userList.defaults, ['role']);
  const clearFilters = useCallback(
    () => setSearch({ q: '', role: [], status: 'all' }),
    [setSearch],
  );
  const mayEdit = useMayCall('PATCH /api/user/:id');
  const mayDelete = useMayCall('DELETE /api/user/:id');
  const mayBulkDelete = useMayCall('POST /api/user/bulk-delete');
  const quickEdit = useCallback((user: User, anchor?: HTMLElement) => openDialog('quick-edit', user, anchor), [openDialog]);
  const askDelete = useCallback((user: User, anchor?: HTMLElement) => openDialog('delete', user, anchor), [openDialog]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- mutate is stable
  const setStatus = useCallback((user: User, status: UserStatus) => changeStatus.mutate({ user, status }), [changeStatus.mutate]);
  const rowMenu = useUserRowMenu({
    onQuickEdit: mayEdit ? quickEdit : undefined,
    onStatus: mayEdit ? setStatus : undefined,
    onDelete: mayDelete ? askDelete : undefined,
  });
  const deleteRow = dialog.kind === 'delete' ? dialog.row : null;
  const closeDialog = dialog.close;
  const mutateDelete = deleteUser.mutate;
  const confirmDelete = useCallback(() => {
    if (deleteRow) mutateDelete(deleteRow);
    closeDialog();
  }, [deleteRow, mutateDelete, closeDialog]);
  // The CSV holds the view in the URL, every page of it.
  const fetchPage: PageFetcher<User> = useCallback(
    (page, pageSize, signal) => fetchUsers({ ...toListQuery(search), page, pageSize }, signal),
    [search],
  );

  return (
    <>
      <Card.Root overflow="hidden">
        <StatusTabs
          tabs={tabs}
          value={search.status}
          counts={list.data?.counts}
          tabLabel={(status) => t(`status.${status}`)}
          palette={(status) => statusPalette[status]}
          label={t('list.statusTabs')}
          onChange={(status) => setSearch({ status })}
        >
          <TableToolbar
            q={search.q}
            onSearch={(q) => setSearch({ q })}
            searchLabel={t('list.search')}
            searchPlaceholder={t('list.searchPlaceholder')}
            filters={
              <MultiSelectFilter
                options={userRoles}
                value={search.role}
                onChange={(role) => setSearch({ role })}
                optionLabel={(role) => t(`role.${role}`)}
                title={t('list.role')}
                label={t('list.roleFilter')}
                clearLabel={t('list.clearRoles')}
              />
            }
            activeFilters={sheet.active}
            onClearFilters={() => setSearch(sheet.clear)}
            resultCount={list.data?.total}
            end={
              <>
                {mayBulkDelete ? (
                  <BulkActions
                    count={selectedIds.length}
                    confirmTitle={t('bulkDelete.title', { count: selectedIds.length })}
                    confirmDescription={t('bulkDelete.description', { count: selectedIds.length })}
                    onDelete={() => {
                      deleteUsers.mutate(selectedIds);
                      clearSelection();
                    }}
                  />
                ) : null}
                <SavedViewsMenu
                  table="users"
                  search={search}
                  defaults={userList.defaults}
                  visibility={visibility}
                  onApply={(next, columns) => {
                    setVisibility(columns);
                    setSearch(next);
                  }}
                />
                <ColumnMenu columns={columns} visibility={visibility} onChange={setVisibility} />
                <ExportButton fetchPage={fetchPage} columns={columns} visibility={visibility} filename="users" />
              </>
            }
          />
          <LiveChangesBar changes={liveChanges} />
          <Box
            opacity={list.isPlaceholderData ? 0.6 : 1}
            transition="opacity 0.15s"
            aria-busy={list.isFetching}
          >
            <DataTable
              label={t('list.tableLabel')}
              testId="user-table"
              columns={columns}
              cellCss={cellCss}
              rows={rows}
              getRowId={getUserId}
              sortFields={userList.sortFields}
              sort={search.sort}
              order={search.order}
              onSort={onSort}
              dense={search.dense}
              columnVisibility={visibility}
              selection={mayBulkDelete ? tableSelection : undefined}
              rowMenu={mayEdit || mayDelete ? rowMenu : undefined}
              emptyMessage={t('list.empty')}
              onClearFilters={filtered ? clearFilters : undefined}
              error={list.error}
              onRetry={() => void list.refetch()}
            />
          </Box>
          <ListPagination search={search} list={list.data} pageSizes={userList.pageSizes} setSearch={setSearch} />
        </StatusTabs>
      </Card.Root>

      <UserQuickEditDialog
        user={dialog.kind === 'quick-edit' ? dialog.row : null}
        onClose={dialog.close}
        finalFocusEl={dialog.finalFocusEl}
      />
      <UserDeleteDialog
        open={deleteRow !== null}
        title={t('delete.title')}
        description={deleteRow ? t('delete.description', { name: deleteRow.name }) : ''}
        confirmLabel={t('list.delete')}
        finalFocusEl={dialog.finalFocusEl}
        onClose={closeDialog}
        onConfirm={confirmDelete}
      />
    </>
  );
}

const getUserId = (user: User) => user.id;
