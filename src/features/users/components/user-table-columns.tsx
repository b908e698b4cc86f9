// The list's data columns (TanStack Table); the kit adds the selection and row-menu columns.
// Sorting is the server's job: a column is sortable when the API can sort by its id
// (userSortFields). `meta` names each column in the column menu and gives its CSV text.
import { HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { findCountry } from '@/lib/catalog/countries';
import type { User } from '@/lib/api-contract/user';
import '@/lib/data-table/column-meta';
import { UserAvatar } from './user-avatar';
import { UserPendingBadge, UserStatusBadge } from './user-status-badge';

const column = createColumnHelper<User>();

const phoneOf = (user: User) => `+${findCountry(user.phoneCountry)?.phone} ${user.phoneNumber}`;

export function useUserColumns(): ColumnDef<User, unknown>[] {
  const { t, i18n } = useTranslation('users');
  return useMemo(() => {
    return [
      column.accessor('name', {
        header: () => t('field.name'),
        enableHiding: false,
        meta: { label: t('field.name'), exportValue: (user) => user.name },
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
        meta: { label: t('field.phone'), exportValue: phoneOf },
        cell: ({ row: { original: user } }) => (
          <Text whiteSpace="nowrap" dir="ltr">
            {phoneOf(user)}
          </Text>
        ),
      }),
      column.accessor('company', {
        header: () => t('field.company'),
        meta: { label: t('field.company'), exportValue: (user) => user.company },
      }),
      column.accessor('role', {
        header: () => t('field.role'),
        meta: { label: t('field.role'), exportValue: (user) => t(`role.${user.role}`) },
        cell: ({ row }) => t(`role.${row.original.role}`),
      }),
      column.accessor('createdAt', {
        header: () => t('field.createdAt'),
        meta: {
          label: t('field.createdAt'),
          exportValue: (user) => formatDate(user.createdAt, i18n.language),
        },
        cell: ({ getValue }) => (
          <Text whiteSpace="nowrap">{formatDate(getValue(), i18n.language)}</Text>
        ),
      }),
      column.accessor('status', {
        header: () => t('field.status'),
        meta: { label: t('field.status'), exportValue: (user) => t(`status.${user.status}`) },
        cell: ({ row }) => (
          <HStack gap={2} wrap="wrap">
            <UserStatusBadge
              status={row.original.status}
              label={t(`status.${row.original.status}`)}
            />
            <UserPendingBadge id={row.original.id} />
          </HStack>
        ),
      }),
    ] as ColumnDef<User, unknown>[];
  }, [t, i18n.language]);
}
