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

/**
 * The API server refuses the role switch unless it allows it (ROLE_SWITCH=1, docs/server.md#configure-environment):
 * 403 { message: ROLE_SWITCH_REFUSED, code: ROLE_SWITCH_OFF }. The demo API always allows it.
 */
export const ROLE_SWITCH_OFF = 'role-switch-off';
export const ROLE_SWITCH_REFUSED = 'On this server, roles are given by an administrator.';

export interface RoleSwitchRefused {
  message: typeof ROLE_SWITCH_REFUSED;
  code: typeof ROLE_SWITCH_OFF;
}

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
