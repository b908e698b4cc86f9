// Switching the demo account's role (/dashboard/permission), so role gating can be seen.
import type { AuthUser, UserRole } from './auth';

export const appRoles = ['admin', 'manager', 'user'] as const satisfies readonly UserRole[];

/** POST /api/auth/role (signed in) — 200 { user } with the new role. */
export interface RoleInput {
  role: UserRole;
}

export interface RoleResponse {
  user: AuthUser;
}

export const permissionPaths = { role: '/api/auth/role' } as const;
