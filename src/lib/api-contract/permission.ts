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

const MANAGERS: readonly UserRole[] = ['admin', 'manager'];
const ADMINS: readonly UserRole[] = ['admin'];

/**
 * Which roles may use which dashboard routes (docs/product-rules.md#roles). The dashboard's navigation hides the items
 * for other roles and its layout answers 403 on these paths, so a typed-in URL is gated too. A real
 * backend enforces the same rules on the matching endpoints.
 */
export const routeRoles: readonly (readonly [pattern: RegExp, roles: readonly UserRole[]])[] = [
  [/^\/dashboard\/(analytics|banking)\/?$/, MANAGERS],
  [/^\/dashboard\/invoice(\/.*)?$/, MANAGERS],
  [/^\/dashboard\/user\/(list|cards|new)\/?$/, ADMINS],
  [/^\/dashboard\/user\/[^/]+\/edit\/?$/, ADMINS],
  [/^\/dashboard\/(product|job|tour)\/(new|[^/]+\/edit)\/?$/, MANAGERS],
];

/** Whether `role` may open `pathname`; paths without a rule are open to every signed-in role. */
export function canUseRoute(pathname: string, role: UserRole | null | undefined): boolean {
  const rule = routeRoles.find(([pattern]) => pattern.test(pathname));
  return !rule || (role != null && rule[1].includes(role));
}
