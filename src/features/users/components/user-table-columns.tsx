// The list's columns (TanStack Table). Sorting is the server's job: a column is sortable when the
// API can sort by its id (userSortFields).
import { HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { findCountry } from '@/lib/catalog/countries';
import type { User } from '@/lib/api-contract/user';
import { UserAvatar } from './user-avatar';
import { UserRowCheckbox } from './user-row-checkbox';
import { UserRowMenuButton, type RowMenuTarget } from './user-row-menu';
import { UserStatusBadge } from './user-status-badge';

const column = createColumnHelper<User>();

export function useUserColumns(
  onOpenMenu: (target: RowMenuTarget) => void,
): ColumnDef<User, unknown>[] {
  const { t, i18n } = useTranslation('users');
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
    return [
      column.display({
        id: 'select',
        header: ({ table }) => (
          <UserRowCheckbox
            label={t('list.selectPage')}
            checked={table.getIsAllPageRowsSelected()}
            indeterminate={table.getIsSomePageRowsSelected()}
            onChange={(checked) => table.toggleAllPageRowsSelected(checked)}
          />
        ),
        cell: ({ row }) => (
          <UserRowCheckbox
            label={t('list.selectRow', { name: row.original.name })}
            checked={row.getIsSelected()}
            onChange={(checked) => row.toggleSelected(checked)}
          />
        ),
      }),
      column.accessor('name', {
        header: () => t('field.name'),
        cell: ({ row: { original: user } }) => (
          <HStack gap={3} minW="56">
            <UserAvatar name={user.name} src={user.avatarUrl} />
            <Stack gap={0} minW={0}>
              <Link to="/dashboard/user/$id/edit" params={{ id: user.id }}>
                <Text fontWeight="medium" _hover={{ textDecoration: 'underline' }} truncate>
                  {user.name}
                </Text>
              </Link>
              <Text fontSize="sm" color="fg.muted" truncate>
                {user.email}
              </Text>
            </Stack>
          </HStack>
        ),
      }),
      column.accessor('phoneNumber', {
        header: () => t('field.phone'),
        enableSorting: false,
        cell: ({ row: { original: user } }) => (
          <Text whiteSpace="nowrap" dir="ltr">
            +{findCountry(user.phoneCountry)?.phone} {user.phoneNumber}
          </Text>
        ),
      }),
      column.accessor('company', { header: () => t('field.company') }),
      column.accessor('role', {
        header: () => t('field.role'),
        cell: ({ row }) => t(`role.${row.original.role}`),
      }),
      column.accessor('createdAt', {
        header: () => t('field.createdAt'),
        cell: ({ getValue }) => (
          <Text whiteSpace="nowrap">{date.format(new Date(getValue()))}</Text>
        ),
      }),
      column.accessor('status', {
        header: () => t('field.status'),
        cell: ({ row }) => (
          <UserStatusBadge
            status={row.original.status}
            label={t(`status.${row.original.status}`)}
          />
        ),
      }),
      column.display({
        id: 'actions',
        header: () => <Text srOnly>{t('list.actions')}</Text>,
        cell: ({ row }) => (
          <UserRowMenuButton
            user={row.original}
            label={t('list.actionsFor', { name: row.original.name })}
            onOpen={onOpenMenu}
          />
        ),
      }),
    ] as ColumnDef<User, unknown>[];
  }, [t, i18n.language, onOpenMenu]);
}
