// /dashboard/user/list: the users table. Every piece of view state (tab, filters, search, sort,
// page, page size, density) lives in the URL, so a view is a link and Back undoes a change; the
// server pages, sorts and filters. Row selection and open dialogs are local to the screen.
import { Box, Button, Card, Heading, HStack, Stack, Text, Alert } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { RowSelectionState } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User, UserSortField, UserStatus } from '@/lib/api-contract/user';
import { userQueries } from './api/users';
import { useChangeUserStatus, useDeleteUser, useDeleteUsers } from './api/user-mutations';
import { UserConfirmDialog } from './components/user-confirm-dialog';
import { UserListToolbar } from './components/user-list-toolbar';
import { UserPagination } from './components/user-pagination';
import { UserQuickEditDialog } from './components/user-quick-edit-dialog';
import { UserStatusTabs } from './components/user-status-tabs';
import { UserTable } from './components/user-table';
import { toListQuery, type UserListSearch } from './search';

const route = getRouteApi('/dashboard/user/list');

type OpenDialog =
  | { kind: 'quick-edit'; user: User }
  | { kind: 'delete'; user: User }
  | { kind: 'bulk-delete' }
  | null;

export function UserListPage() {
  const { t } = useTranslation('users');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const list = useQuery(userQueries.list(toListQuery(search)));
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const changeStatus = useChangeUserStatus();
  const deleteUser = useDeleteUser();
  const deleteUsers = useDeleteUsers();

  /**
   * Changes part of the view; anything but a page change goes back to page 1. The request starts
   * here, at the click, while the router updates the URL (its loader then finds it in flight).
   */
  const latest = useRef(search);
  useEffect(() => {
    latest.current = search;
  });
  // Stable, so the memoised table does not re-render while only the URL has changed.
  const setSearch = useCallback(
    (patch: Partial<UserListSearch>) => {
      const next: UserListSearch = { ...latest.current, ...patch, page: patch.page ?? 1 };
      void queryClient.prefetchQuery(userQueries.list(toListQuery(next)));
      // The view changes in place: no jump to the top of the page (the router's default).
      void navigate({ search: next, resetScroll: false });
    },
    [navigate, queryClient],
  );
  const onSort = useCallback(
    (sort: UserSortField, order: 'asc' | 'desc') => setSearch({ sort, order }),
    [setSearch],
  );
  const clearFilters = useCallback(
    () => setSearch({ q: '', role: [], status: 'all' }),
    [setSearch],
  );
  const rowActions = useMemo(
    () => ({
      onQuickEdit: (user: User) => setDialog({ kind: 'quick-edit', user }),
      onDelete: (user: User) => setDialog({ kind: 'delete', user }),
      onStatus: (user: User, status: UserStatus) => changeStatus.mutate({ user, status }),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mutate is stable
    [changeStatus.mutate],
  );
  const selectedIds = Object.keys(selection).filter((id) => selection[id]);
  const filtered = search.q !== '' || search.role.length > 0 || search.status !== 'all';

  return (
    <Stack gap={6}>
      <HStack justify="space-between" wrap="wrap" gap={3}>
        <Box>
          <Heading as="h1" size="2xl">
            {t('list.title')}
          </Heading>
          <Text color="fg.muted">{t('list.subtitle')}</Text>
        </Box>
        <Button asChild colorPalette="primary">
          <Link to="/dashboard/user/new">
            <Plus aria-hidden />
            {t('list.newUser')}
          </Link>
        </Button>
      </HStack>

      <Card.Root overflow="hidden">
        <UserStatusTabs
          value={search.status}
          counts={list.data?.counts}
          onChange={(status) => setSearch({ status })}
        >
          <UserListToolbar
            q={search.q}
            roles={search.role}
            selected={selectedIds.length}
            onSearch={(q) => setSearch({ q })}
            onRoles={(role) => setSearch({ role })}
            onBulkDelete={() => setDialog({ kind: 'bulk-delete' })}
          />
          {list.isError ? (
            <Alert.Root status="error" mx={4} mb={4} w="auto">
              <Alert.Indicator />
              <Alert.Title>{list.error.message}</Alert.Title>
              <Button size="xs" variant="outline" ms="auto" onClick={() => void list.refetch()}>
                {t('common.retry')}
              </Button>
            </Alert.Root>
          ) : null}
          <Box
            opacity={list.isPlaceholderData ? 0.6 : 1}
            transition="opacity 0.15s"
            aria-busy={list.isFetching}
          >
            <UserTable
              rows={list.data?.items}
              sort={search.sort}
              order={search.order}
              dense={search.dense}
              selection={selection}
              onSelection={setSelection}
              onSort={onSort}
              onClearFilters={filtered ? clearFilters : undefined}
              {...rowActions}
            />
          </Box>
          <UserPagination
            page={list.data?.page ?? search.page}
            pageSize={search.pageSize}
            total={list.data?.total ?? 0}
            dense={search.dense}
            onPage={(page) => setSearch({ page })}
            onPageSize={(pageSize) => setSearch({ pageSize })}
            onDense={(dense) => setSearch({ dense, page: search.page })}
          />
        </UserStatusTabs>
      </Card.Root>

      <UserQuickEditDialog
        user={dialog?.kind === 'quick-edit' ? dialog.user : null}
        onClose={() => setDialog(null)}
      />
      <UserConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t('delete.title')}
        description={
          dialog?.kind === 'delete' ? t('delete.description', { name: dialog.user.name }) : ''
        }
        confirmLabel={t('list.delete')}
        onClose={() => setDialog(null)}
        onConfirm={() => {
          if (dialog?.kind === 'delete') deleteUser.mutate(dialog.user);
          setDialog(null);
        }}
      />
      <UserConfirmDialog
        open={dialog?.kind === 'bulk-delete'}
        title={t('bulkDelete.title', { count: selectedIds.length })}
        description={t('bulkDelete.description', { count: selectedIds.length })}
        confirmLabel={t('list.delete')}
        onClose={() => setDialog(null)}
        onConfirm={() => {
          deleteUsers.mutate(selectedIds);
          setSelection({});
          setDialog(null);
        }}
      />
    </Stack>
  );
}
