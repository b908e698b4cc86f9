// The list's columns (TanStack Table). Sorting is the server's job: a column is sortable when the
// API can sort by its id (userSortFields).
import { Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { findCountry } from '@/lib/catalog/countries';
import type { User, UserStatus } from '@/lib/api-contract/user';
import { UserAvatar } from './user-avatar';
import { UserRowMenu } from './user-row-menu';
import { UserStatusBadge } from './user-status-badge';

export interface UserRowActions {
  onQuickEdit: (user: User) => void;
  onDelete: (user: User) => void;
  onStatus: (user: User, status: UserStatus) => void;
}

const column = createColumnHelper<User>();

export function useUserColumns(actions: UserRowActions): ColumnDef<User, unknown>[] {
  const { t, i18n } = useTranslation('users');
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
    return [
      column.display({
        id: 'select',
        header: ({ table }) => (
          <Checkbox.Root
            size="sm"
            colorPalette="primary"
            aria-label={t('list.selectPage')}
            checked={
              table.getIsAllPageRowsSelected()
                ? true
                : table.getIsSomePageRowsSelected()
                  ? 'indeterminate'
                  : false
            }
            onCheckedChange={(e) => table.toggleAllPageRowsSelected(e.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
          </Checkbox.Root>
        ),
        cell: ({ row }) => (
          <Checkbox.Root
            size="sm"
            colorPalette="primary"
            aria-label={t('list.selectRow', { name: row.original.name })}
            checked={row.getIsSelected()}
            onCheckedChange={(e) => row.toggleSelected(e.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
          </Checkbox.Root>
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
        cell: ({ getValue }) => <UserStatusBadge status={getValue()} />,
      }),
      column.display({
        id: 'actions',
        header: () => <Text srOnly>{t('list.actions')}</Text>,
        cell: ({ row }) => <UserRowMenu user={row.original} {...actions} />,
      }),
    ] as ColumnDef<User, unknown>[];
  }, [t, i18n.language, actions]);
}
