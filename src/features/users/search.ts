// The users section's URL search params: every piece of the list's table state (so a view is a
// shareable link) and the profile and account tabs. Route files validate with these before any
// page code loads, so this module stays small: plain checks and the contract's constants.
import { isOneOf, oneOf, searchParams, stringParam } from '@/lib/search-params';
import type { UserListQuery } from '@/lib/api-contract/user';
import { userRoles, userSortFields, userStatuses, type UserRoleName } from '@/lib/api-contract/user-enums';

// ---- The list. --------------------------------------------------------------------------------

export const pageSizes = [5, 10, 25, 50] as const;

export const userListDefaults = {
  page: 1,
  pageSize: 10,
  sort: 'createdAt',
  order: 'desc',
  q: '',
  status: 'all',
  role: [] as UserRoleName[],
  dense: false,
} as const;

/** A missing or bad param takes its default, so the page never sees an invalid value. */
export const validateUserListSearch = searchParams({
  page: (value): number =>
    Number.isSafeInteger(value) && (value as number) >= 1 ? (value as number) : userListDefaults.page,
  pageSize: oneOf(pageSizes, userListDefaults.pageSize),
  sort: oneOf(userSortFields, userListDefaults.sort),
  order: oneOf(['asc', 'desc'], userListDefaults.order),
  q: stringParam(100, userListDefaults.q),
  status: oneOf(['all', ...userStatuses], userListDefaults.status),
  role: (value): UserRoleName[] =>
    Array.isArray(value) && value.every((role) => isOneOf(userRoles, role)) ? [...value] : [],
  dense: (value): boolean => (typeof value === 'boolean' ? value : userListDefaults.dense),
});

export type UserListSearch = ReturnType<typeof validateUserListSearch>;

/** The server's part of the list's URL state (the dense toggle is the browser's business). */
export function toListQuery(search: UserListSearch): UserListQuery {
  const { page, pageSize, sort, order, q, status, role } = search;
  return {
    page,
    pageSize,
    sort,
    order,
    q: q.trim() || undefined,
    status: status === 'all' ? undefined : status,
    role,
  };
}

// ---- Tabs of the profile and account pages, in the URL so a tab can be linked to. ------------

export const profileTabs = ['profile', 'followers', 'friends', 'gallery'] as const;
export type ProfileTab = (typeof profileTabs)[number];
export const validateProfileSearch = searchParams({ tab: oneOf(profileTabs, 'profile') });

export const accountTabs = ['general', 'billing', 'notifications', 'social', 'security'] as const;
export type AccountTab = (typeof accountTabs)[number];
export const validateAccountSearch = searchParams({ tab: oneOf(accountTabs, 'general') });
