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
 * for other roles and its layout answers 403 on these paths, so a typed-in URL is gated too. Both
 * backends enforce the same rules on the matching API calls (`apiRules` below).
 */
export const routeRoles: readonly (readonly [pattern: RegExp, roles: readonly UserRole[]])[] = [
  [/^\/dashboard\/(analytics|banking)\/?$/, MANAGERS],
  [/^\/dashboard\/invoice(\/.*)?$/, MANAGERS],
  [/^\/dashboard\/user\/(list|cards|new)\/?$/, ADMINS],
  [/^\/dashboard\/user\/[^/]+\/edit\/?$/, ADMINS],
  [/^\/dashboard\/(product|job|tour)\/(new|[^/]+\/edit)\/?$/, MANAGERS],
  // new-section: route-roles (npm run new:section adds its sections' rules above)
];

/** Whether `role` may open `pathname`; paths without a rule are open to every signed-in role. */
export function canUseRoute(pathname: string, role: UserRole | null | undefined): boolean {
  const rule = routeRoles.find(([pattern]) => pattern.test(pathname));
  return !rule || (role != null && rule[1].includes(role));
}

/**
 * Who may make an API call: anyone (`public`: sign-in, registration, health, the API reference,
 * the shop's checkout, contact, newsletter), any signed-in account (`signed-in`), or the roles listed. A signed-in
 * account whose role may not gets 403 { message: apiMessages.forbidden, code: FORBIDDEN_ROLE }.
 */
export type ApiRule = 'public' | 'signed-in' | readonly UserRole[];

export const FORBIDDEN_ROLE = 'forbidden-role';

const PUBLIC = 'public';
const SIGNED_IN = 'signed-in';

/**
 * Every API call of both backends and who may make it (docs/security.md#who-may-do-what): the key is
 * the method and the path pattern as the server declares it (`:name` a segment). Where two patterns
 * match one path, the one with more literal segments wins. The server's test walks its routes and
 * fails on one without a rule here, and the permission suite sends every call as each role.
 */
export const apiRules = {
  'GET /api/health': PUBLIC,
  // The API reference (docs/server.md#api-reference): the OpenAPI document and its interactive page.
  'GET /api/openapi.json': PUBLIC,
  'GET /api/docs': PUBLIC,
  'GET /api/docs/:file': PUBLIC,
  'POST /api/demo/reset': ADMINS,

  'POST /api/auth/login': PUBLIC,
  'POST /api/auth/register': PUBLIC,
  'GET /api/auth/invitation': PUBLIC,
  'POST /api/auth/forgot-password': PUBLIC,
  'POST /api/auth/new-password': PUBLIC,
  'POST /api/auth/verify/send': PUBLIC,
  'POST /api/auth/verify': PUBLIC,
  'GET /api/auth/me': SIGNED_IN,
  'POST /api/auth/role': SIGNED_IN,
  'POST /api/auth/sign-out-everywhere': SIGNED_IN,

  'GET /api/team/members': ADMINS,
  'PATCH /api/team/members/:id': ADMINS,
  'GET /api/team/invitations': ADMINS,
  'POST /api/team/invitations': ADMINS,
  'POST /api/team/invitations/:id/resend': ADMINS,
  'DELETE /api/team/invitations/:id': ADMINS,

  'GET /api/user/profile': SIGNED_IN,
  'GET /api/user/account': SIGNED_IN,
  'PATCH /api/user/account': SIGNED_IN,
  'POST /api/user/account/avatar': SIGNED_IN,
  'POST /api/user/account/password': SIGNED_IN,
  // The people directory is read by everyone (sharing a file, addressing an invoice); admins manage it.
  'GET /api/user/list': SIGNED_IN,
  'GET /api/user/details': SIGNED_IN,
  'POST /api/user/bulk-delete': ADMINS,
  'POST /api/user': ADMINS,
  'PATCH /api/user/:id': ADMINS,
  'PUT /api/user/:id': ADMINS,
  'DELETE /api/user/:id': ADMINS,
  'POST /api/user/:id/avatar': ADMINS,
  'DELETE /api/user/:id/avatar': ADMINS,

  'GET /api/product/list': SIGNED_IN,
  'GET /api/product/details': SIGNED_IN,
  'GET /api/product/search': SIGNED_IN,
  'GET /api/product/reviews': SIGNED_IN,
  'GET /api/product/slug-check': MANAGERS,
  'POST /api/product/bulk-delete': MANAGERS,
  'POST /api/product': MANAGERS,
  'PATCH /api/product/:id': MANAGERS,
  'PUT /api/product/:id': MANAGERS,
  'DELETE /api/product/:id': MANAGERS,

  'GET /api/post/list': SIGNED_IN,
  'GET /api/post/details': SIGNED_IN,
  'GET /api/post/latest': SIGNED_IN,
  'GET /api/post/search': SIGNED_IN,
  'POST /api/post/bulk-delete': SIGNED_IN,
  'POST /api/post/:id/comments': SIGNED_IN,
  'POST /api/post': SIGNED_IN,
  'PATCH /api/post/:id': SIGNED_IN,
  'PUT /api/post/:id': SIGNED_IN,
  'DELETE /api/post/:id': SIGNED_IN,

  'GET /api/invoice/list': MANAGERS,
  'GET /api/invoice/details': MANAGERS,
  'POST /api/invoice/bulk-delete': MANAGERS,
  'POST /api/invoice/:id/send': MANAGERS,
  'POST /api/invoice': MANAGERS,
  'PATCH /api/invoice/:id': MANAGERS,
  'PUT /api/invoice/:id': MANAGERS,
  'DELETE /api/invoice/:id': MANAGERS,

  // The shop's checkout: a visitor places an order (signed in, it is linked to the account).
  'POST /api/order': PUBLIC,
  'GET /api/order/list': SIGNED_IN,
  'GET /api/order/details': SIGNED_IN,
  'POST /api/order/bulk-delete': MANAGERS,
  'PATCH /api/order/:id': SIGNED_IN,
  'PUT /api/order/:id': SIGNED_IN,
  'DELETE /api/order/:id': MANAGERS,

  'GET /api/job/list': SIGNED_IN,
  'GET /api/job/facets': SIGNED_IN,
  'GET /api/job/details': SIGNED_IN,
  'POST /api/job/bulk-delete': MANAGERS,
  'GET /api/job/:id/candidates': SIGNED_IN,
  'POST /api/job/:id/candidates': MANAGERS,
  'PATCH /api/job/:id/candidates/:candidateId': MANAGERS,
  'POST /api/job': MANAGERS,
  'PATCH /api/job/:id': MANAGERS,
  'PUT /api/job/:id': MANAGERS,
  'DELETE /api/job/:id': MANAGERS,

  'GET /api/tour/list': SIGNED_IN,
  'GET /api/tour/facets': SIGNED_IN,
  'GET /api/tour/details': SIGNED_IN,
  'POST /api/tour/bulk-delete': MANAGERS,
  'GET /api/tour/:id/bookings': SIGNED_IN,
  'POST /api/tour/:id/bookings': SIGNED_IN,
  'PATCH /api/tour/:id/bookings/:bookingId': SIGNED_IN,
  'POST /api/tour': MANAGERS,
  'PATCH /api/tour/:id': MANAGERS,
  'PUT /api/tour/:id': MANAGERS,
  'DELETE /api/tour/:id': MANAGERS,

  'GET /api/overview/app': SIGNED_IN,
  'PATCH /api/overview/booking/bookings/:id': SIGNED_IN,
  'GET /api/overview/analytics/:widget': MANAGERS,
  'GET /api/overview/banking/:widget': MANAGERS,
  'GET /api/overview/:page/:widget': SIGNED_IN,

  'GET /api/notifications': SIGNED_IN,
  'POST /api/notifications/read-all': SIGNED_IN,
  'PATCH /api/notifications/:id': SIGNED_IN,

  'GET /api/view/list': SIGNED_IN,
  'POST /api/view': SIGNED_IN,
  'PATCH /api/view/:id': SIGNED_IN,
  'DELETE /api/view/:id': SIGNED_IN,

  'GET /api/mail/labels': SIGNED_IN,
  'GET /api/mail/list': SIGNED_IN,
  'GET /api/mail/details': SIGNED_IN,
  'GET /api/mail/attachment': SIGNED_IN,
  'POST /api/mail': SIGNED_IN,
  'PATCH /api/mail/:id': SIGNED_IN,
  'DELETE /api/mail/:id': SIGNED_IN,

  'GET /api/kanban': SIGNED_IN,
  'GET /api/kanban/people': SIGNED_IN,
  'POST /api/kanban/column': SIGNED_IN,
  'POST /api/kanban/move-column': SIGNED_IN,
  'PATCH /api/kanban/column/:id': SIGNED_IN,
  'POST /api/kanban/column/:id/clear': SIGNED_IN,
  'DELETE /api/kanban/column/:id': SIGNED_IN,
  'POST /api/kanban/task': SIGNED_IN,
  'POST /api/kanban/move-task': SIGNED_IN,
  'PATCH /api/kanban/task/:id': SIGNED_IN,
  'POST /api/kanban/task/:id/comments': SIGNED_IN,
  'POST /api/kanban/task/:id/attachments': SIGNED_IN,
  'DELETE /api/kanban/task/:id/attachments/:attachmentId': SIGNED_IN,
  'DELETE /api/kanban/task/:id': SIGNED_IN,

  'GET /api/calendar': SIGNED_IN,
  'POST /api/calendar': SIGNED_IN,
  'PATCH /api/calendar/:id': SIGNED_IN,
  'DELETE /api/calendar/:id': SIGNED_IN,

  'GET /api/file/list': SIGNED_IN,
  'GET /api/file/details': SIGNED_IN,
  'GET /api/file/usage': SIGNED_IN,
  'POST /api/file/bulk-delete': SIGNED_IN,
  'POST /api/file/uploads': SIGNED_IN,
  'PUT /api/file/uploads/:uploadId': SIGNED_IN,
  'POST /api/file/uploads/:uploadId/complete': SIGNED_IN,
  'DELETE /api/file/uploads/:uploadId': SIGNED_IN,
  'GET /api/file/:id/content': SIGNED_IN,
  'POST /api/file/move': SIGNED_IN,
  'POST /api/file/star': SIGNED_IN,
  'POST /api/file/trash': SIGNED_IN,
  'POST /api/file/restore': SIGNED_IN,
  'POST /api/file': SIGNED_IN,
  'PATCH /api/file/:id': SIGNED_IN,
  'PUT /api/file/:id': SIGNED_IN,
  'DELETE /api/file/:id': SIGNED_IN,

  'GET /api/chat': SIGNED_IN,
  'GET /api/chat/contacts': SIGNED_IN,
  'GET /api/chat/conversations': SIGNED_IN,
  'GET /api/chat/conversation': SIGNED_IN,
  'POST /api/chat/conversation': SIGNED_IN,
  'POST /api/chat/conversation/:id/messages': SIGNED_IN,
  'POST /api/chat/conversation/:id/read': SIGNED_IN,

  'GET /api/events': SIGNED_IN,
  'POST /api/presence': SIGNED_IN,
  'POST /api/newsletter': PUBLIC,
  'POST /api/contact': PUBLIC,
  // new-section: api-rules (npm run new:section adds its sections' calls above)
} as const satisfies Record<string, ApiRule>;

export type ApiCall = keyof typeof apiRules;

interface CompiledRule {
  call: ApiCall;
  method: string;
  pattern: RegExp;
  literals: number;
  rule: ApiRule;
}

// Compiled on first use, so a module that imports only the route rules leaves the table out of its bundle.
let compiled: readonly CompiledRule[] | undefined;
const compile = (): readonly CompiledRule[] =>
  (Object.entries(apiRules) as [ApiCall, ApiRule][])
    .map(([call, rule]) => {
      const [method, path] = call.split(' ') as [string, string];
      const segments = path.split('/').slice(1);
      const pattern = new RegExp(
        `^/${segments.map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}/?$`,
      );
      return {
        call,
        method,
        pattern,
        literals: segments.filter((s) => !s.startsWith(':')).length,
        rule,
      };
    })
    .sort((a, b) => b.literals - a.literals);

/** The call a request makes (HEAD is a GET), or undefined for a path the API does not have. */
export function apiCallOf(
  method: string,
  pathname: string,
): { call: ApiCall; rule: ApiRule } | undefined {
  const m = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  const found = (compiled ??= compile()).find((c) => c.method === m && c.pattern.test(pathname));
  return found && { call: found.call, rule: found.rule };
}

/** Whether a signed-in account of `role` may make a call with this rule. */
export function roleMayCall(rule: ApiRule, role: UserRole | null | undefined): boolean {
  if (rule === PUBLIC || rule === SIGNED_IN) return true;
  return role != null && rule.includes(role);
}

/** The table as Markdown, one row per call (docs/security.md is rendered from it: `npm run docs:security`). */
export function apiRulesMarkdown(): string {
  const cell = (rule: ApiRule, role: UserRole | null) =>
    role === null ? (rule === 'public' ? 'yes' : 'no') : roleMayCall(rule, role) ? 'yes' : 'no';
  const rows = (Object.entries(apiRules) as [ApiCall, ApiRule][]).map(([call, rule]) => {
    const [method, path] = call.split(' ');
    return `| \`${method}\` | \`${path}\` | ${cell(rule, null)} | ${appRoles.map((role) => cell(rule, role)).join(' | ')} |`;
  });
  return [
    '| method | path | guest | admin | manager | user |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}
