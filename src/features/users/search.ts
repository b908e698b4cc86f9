// The users section's URL search params: every piece of the list's table state (so a view is a
// shareable link) and the profile and account tabs. Route files validate with these before any
// page code loads, so this module stays small: plain checks and the contract's constants.
import { arrayOfParam, defineListSearch } from '@/lib/data-table/list-search';
import { oneOf, searchParams, type ParamCheck } from '@/lib/search-params';
import type { UserListQuery } from '@/lib/api-contract/user';
import { userRoles, userSortFields, userStatuses, type UserRoleName } from '@/lib/api-contract/user-enums';

// ---- The list. --------------------------------------------------------------------------------

/** The list's URL state on the kit (src/lib/data-table/list-search.ts): paging, sort, search, dense. */
export const userList = defineListSearch({
  sortFields: userSortFields,
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  filters: {
    status: oneOf(['all', ...userStatuses], 'all'),
    role: arrayOfParam(userRoles) as ParamCheck<UserRoleName[]>,
  },
});

export const pageSizes = userList.pageSizes;
export const userListDefaults = userList.defaults;

/**
 * The page's two tabs: the people directory (the default, left out of the URL) and team access
 * (sign-in accounts and invitations). Not part of the list's view: saved views never hold it.
 */
export const userListSections = ['people', 'access'] as const;
export type UserListSection = (typeof userListSections)[number];
const validateSection = searchParams({ section: oneOf(userListSections) });

/** A missing or bad param takes its default, so the page never sees an invalid value. */
export const validateUserListSearch = (
  search: Parameters<typeof userList.validateSearch>[0] & Parameters<typeof validateSection>[0],
) => ({ ...userList.validateSearch(search), ...validateSection(search) });

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
