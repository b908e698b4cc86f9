// The list's data columns (TanStack Table); the kit adds the selection and row-menu columns.
// Sorting is the server's job: a column is sortable when the API can sort by its id
// (userSortFields). `meta` names each column in the column menu and gives its CSV text.
// Cells are plain elements with classes that `useUserCellCss` styles once for the whole table (a
// page of 50 rows would otherwise resolve ~400 Chakra components' styles on every change:
// docs/performance.md#the-10000-user-list).
import { useRecipe, type SystemStyleObject } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { findCountry } from '@/lib/catalog/countries';
import type { User } from '@/lib/api-contract/user';
import { alignWithParent } from '@/lib/ui/user-text';
import '@/lib/data-table/column-meta';
import { initials } from './user-avatar';
import { statusPalette, UserPendingBadge } from './user-status-badge';

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
          <div className="user-person">
            <span className="user-avatar" aria-hidden>
              {user.avatarUrl ? <img src={user.avatarUrl} alt="" /> : initials(user.name)}
            </span>
            <div className="user-lines">
              <Link
                to="/dashboard/user/$id/edit"
                params={{ id: user.id }}
                className="user-name"
                dir="auto"
              >
                {user.name}
              </Link>
              <span className="user-email" dir="ltr">
                {user.email}
              </span>
            </div>
          </div>
        ),
      }),
      column.accessor('phoneNumber', {
        header: () => t('field.phone'),
        enableSorting: false,
        meta: { priority: 3, label: t('field.phone'), exportValue: phoneOf },
        cell: ({ row: { original: user } }) => (
          <span className="user-nowrap" dir="ltr">
            {phoneOf(user)}
          </span>
        ),
      }),
      column.accessor('company', {
        header: () => t('field.company'),
        meta: { priority: 4, label: t('field.company'), exportValue: (user) => user.company },
        cell: ({ getValue }) => <span dir="auto">{getValue()}</span>,
      }),
      column.accessor('role', {
        header: () => t('field.role'),
        meta: { phone: 'summary',
          priority: 2,
          label: t('field.role'),
          exportValue: (user) => t(`role.${user.role}`),
        },
        cell: ({ row }) => t(`role.${row.original.role}`),
      }),
      column.accessor('createdAt', {
        header: () => t('field.createdAt'),
        meta: {
          priority: 5,
          label: t('field.createdAt'),
          exportValue: (user) => formatDate(user.createdAt, i18n.language),
        },
        cell: ({ getValue }) => (
          <span className="user-nowrap">{formatDate(getValue(), i18n.language)}</span>
        ),
      }),
      column.accessor('status', {
        header: () => t('field.status'),
        meta: { phone: 'summary', label: t('field.status'), exportValue: (user) => t(`status.${user.status}`) },
        cell: ({ row: { original: user } }) => (
          <div className="user-badges">
            <span className="user-status" data-palette={statusPalette[user.status]}>
              {t(`status.${user.status}`)}
            </span>
            <UserPendingBadge id={user.id} />
          </div>
        ),
      }),
    ] as ColumnDef<User, unknown>[];
  }, [t, i18n.language]);
}

/** The styles of the cells' classes, given to the table once (DataTable's `cellCss`). */
export function useUserCellCss(): SystemStyleObject {
  const badge = useRecipe({ key: 'badge' });
  return useMemo(() => {
    const truncate = {
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    } as const;
    return {
      // On a phone the name and e-mail end with an ellipsis beside the checkbox and the row's menu,
      // which stays in view at the end: a longer e-mail pushed the column under that menu, which
      // hid its start (in Arabic, "a.kuhlman@example.com"). 10rem: the page's and cells' padding,
      // the checkbox and the menu.
      '& .user-person': { display: 'flex', alignItems: 'center', gap: 3, minW: '56', maxW: { base: 'calc(100vw - 10rem)', md: 'none' } },
      '& .user-avatar': {
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        boxSize: '9',
        flexShrink: 0,
        borderRadius: 'full',
        overflow: 'hidden',
        bg: 'primary.muted',
        color: 'primary.fg',
        fontSize: 'xs',
        fontWeight: 'medium',
        '& img': { boxSize: 'full', objectFit: 'cover' },
      },
      '& .user-lines': { display: 'flex', flexDirection: 'column', minW: 0 },
      // Plain elements for speed, so the shared isolation is spelled here: each line carries its own
      // direction (`dir` in the cells), aligned with the table (docs/look-and-feel.md#text-in-both-directions).
      '& [dir]': { unicodeBidi: 'isolate', ...alignWithParent },
      '& .user-name': {
        display: 'block',
        fontWeight: 'medium',
        ...truncate,
        _hover: { textDecoration: 'underline' },
      },
      '& .user-email': { display: 'block', fontSize: 'sm', color: 'fg.muted', ...truncate },
      '& .user-nowrap': { whiteSpace: 'nowrap' },
      '& .user-badges': { display: 'flex', flexWrap: 'wrap', gap: 2 },
      '& .user-status': badge({ variant: 'subtle' }),
      ...Object.fromEntries(
        [...new Set(Object.values(statusPalette))].map((palette) => [
          `& .user-status[data-palette=${palette}]`,
          { colorPalette: palette },
        ]),
      ),
    };
  }, [badge]);
}
