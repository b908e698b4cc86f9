// Who is calling and whether they may (docs/security.md): one middleware for every `/api/*` call,
// keyed on the contract's permission table (`apiRules`), before any body is read. A call with no
// rule is a 404; a public call goes ahead (with the account when a valid token comes along, e.g.
// the shop's checkout); any other needs a valid bearer token of an active account whose token
// version it carries (401 otherwise) and a role the rule names (403 otherwise). The account is
// read through a short-lived cache that every process drops an account from as soon as it
// changes (server/auth/account-cache.ts).
import { createMiddleware } from 'hono/factory';
import { FORBIDDEN_ROLE, apiCallOf, roleMayCall } from '@/lib/api-contract/permission';
import type { AccountRow, AppEnv, ServerDeps } from '../context';
import { MESSAGES } from '../http/respond';
import { createAccountCache, type AccountCache } from './account-cache';

/** The calls under these paths are the ones that write `accounts` (sign-in, team, the account's settings, demo reset). */
const ACCOUNT_WRITERS = ['/api/auth/', '/api/team/', '/api/user/account', '/api/demo/'];
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The account behind an `Authorization: Bearer` header, or null (missing, forged, expired, revoked, inactive). */
export async function accountOfBearer(
  { tokens }: Pick<ServerDeps, 'tokens'>,
  cache: AccountCache,
  header: string | undefined,
): Promise<AccountRow | null> {
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  const claims = token ? await tokens.verify(token) : null;
  if (!claims) return null;
  const valid = (account: AccountRow | undefined) =>
    Boolean(account && account.active && account.tokenVersion === claims.ver);
  let account = await cache.get(claims.sub);
  // A kept row that does not match may be older than the token (issued by another process since): read it again.
  if (account && !valid(account)) account = await cache.get(claims.sub, true);
  return account && valid(account) ? account : null;
}

export function authorize(deps: ServerDeps) {
  const cache = createAccountCache(deps.database, (error) =>
    deps.logger.error({ event: 'accounts.listen-error', err: { message: String(error) } }),
  );
  return createMiddleware<AppEnv>(async (c, next) => {
    const found = apiCallOf(c.req.method, c.req.path);
    if (!found) return c.json({ message: 'Not found' }, 404);
    c.set('apiCall', found.call);
    const account = await accountOfBearer(deps, cache, c.req.header('authorization'));
    if (found.rule !== 'public') {
      if (!account) return c.json({ message: MESSAGES.unauthorized }, 401);
      if (!roleMayCall(found.rule, account.role))
        return c.json({ message: MESSAGES.forbidden, code: FORBIDDEN_ROLE }, 403);
    }
    if (account) c.set('account', account);
    try {
      await next();
    } finally {
      // This process forgets the accounts at once when a call may have changed one, before its
      // answer goes out; the other processes hear of it from the database (account-cache.ts).
      if (
        !SAFE.has(c.req.method) &&
        ACCOUNT_WRITERS.some((prefix) => c.req.path.startsWith(prefix))
      )
        cache.clear();
    }
  });
}
