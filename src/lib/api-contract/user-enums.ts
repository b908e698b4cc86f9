// The user record's closed value sets (status, role) and the list's sort fields, apart from the rest
// of the contract: the user list's URL params are checked against them before any page code loads.

export const userStatuses = ['active', 'pending', 'banned', 'rejected'] as const;
export type UserStatus = (typeof userStatuses)[number];

export const userRoles = [
  'admin',
  'manager',
  'analyst',
  'engineer',
  'consultant',
  'viewer',
] as const;
export type UserRoleName = (typeof userRoles)[number];

/** Columns the list can be sorted by. */
export const userSortFields = ['name', 'email', 'company', 'role', 'status', 'createdAt'] as const;
export type UserSortField = (typeof userSortFields)[number];
