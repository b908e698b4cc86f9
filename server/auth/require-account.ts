// The bearer-token check of every protected call (docs/api/auth.md#tokens): a missing, malformed,
// forged or expired token, or one whose account is gone, is a 401 with the contract's message.
import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, ServerDeps } from '../context';
import { accounts } from '../db/schema';
import { MESSAGES } from '../http/respond';

export function requireAccount({ database, tokens }: ServerDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const id = token ? await tokens.verify(token) : null;
    const [account] = id ? await database.db.select().from(accounts).where(eq(accounts.id, id)).limit(1) : [];
    if (!account) return c.json({ message: MESSAGES.unauthorized }, 401);
    c.set('account', account);
    await next();
  });
}
