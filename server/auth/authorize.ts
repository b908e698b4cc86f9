// Who is calling and whether they may (docs/security.md): one middleware for every `/api/*` call,
// keyed on the contract's permission table (`apiRules`), before any body is read. A call with no
// rule is a 404; a public call goes ahead (with the account when a valid token comes along, e.g.
// the shop's checkout); any other needs a valid bearer token of an active account whose token
// version it carries (401 otherwise) and a role the rule names (403 otherwise).
import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { FORBIDDEN_ROLE, apiCallOf, roleMayCall } from '@/lib/api-contract/permission';
import type { AccountRow, AppEnv, ServerDeps } from '../context';
import { accounts } from '../db/schema';
import { MESSAGES } from '../http/respond';

/** The account behind an `Authorization: Bearer` header, or null (missing, forged, expired, revoked, inactive). */
export async function accountOfBearer({ database, tokens }: Pick<ServerDeps, 'database' | 'tokens'>, header: string | undefined): Promise<AccountRow | null> {
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  const claims = token ? await tokens.verify(token) : null;
  if (!claims) return null;
  const [account] = await database.db.select().from(accounts).where(eq(accounts.id, claims.sub)).limit(1);
  return account && account.active && account.tokenVersion === claims.ver ? account : null;
}

export function authorize(deps: ServerDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const found = apiCallOf(c.req.method, c.req.path);
    if (!found) return c.json({ message: 'Not found' }, 404);
    const account = await accountOfBearer(deps, c.req.header('authorization'));
    if (found.rule === 'public') {
      if (account) c.set('account', account);
      return next();
    }
    if (!account) return c.json({ message: MESSAGES.unauthorized }, 401);
    if (!roleMayCall(found.rule, account.role)) return c.json({ message: MESSAGES.forbidden, code: FORBIDDEN_ROLE }, 403);
    c.set('account', account);
    await next();
  });
}
