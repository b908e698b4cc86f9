// Sign-in attempt limits (docs/server.md#security): failed sign-ins are recorded per account
// (email) and per client address in the database, so every server instance sees the same counts.
// Past the limit inside the window, POST /api/auth/login answers 429 with Retry-After (seconds).
import { and, count, eq, gt, inArray, lt, min } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';

export interface LoginLimit {
  perAccount: number;
  perAddress: number;
  windowSeconds: number;
}

const keysOf = (email: string, address: string) => ({ account: `account:${email.toLowerCase()}`, address: `address:${address}` });

/** Seconds to wait before trying again, or 0 when a sign-in attempt may go ahead. */
export async function retryAfter(db: Db, limit: LoginLimit, email: string, address: string): Promise<number> {
  const keys = keysOf(email, address);
  const since = new Date(Date.now() - limit.windowSeconds * 1000);
  const rows = await db
    .select({ key: loginFailures.key, n: count(), first: min(loginFailures.at) })
    .from(loginFailures)
    .where(and(inArray(loginFailures.key, [keys.account, keys.address]), gt(loginFailures.at, since)))
    .groupBy(loginFailures.key);
  let wait = 0;
  for (const row of rows) {
    const max = row.key === keys.account ? limit.perAccount : limit.perAddress;
    if (Number(row.n) >= max && row.first) {
      const until = new Date(row.first).getTime() + limit.windowSeconds * 1000;
      wait = Math.max(wait, Math.ceil((until - Date.now()) / 1000));
    }
  }
  return wait;
}

export async function recordFailure(db: Db, limit: LoginLimit, email: string, address: string): Promise<void> {
  const keys = keysOf(email, address);
  await db.insert(loginFailures).values([{ key: keys.account }, { key: keys.address }]);
  // Old rows are of no use: drop those out of the window as we go.
  await db.delete(loginFailures).where(lt(loginFailures.at, new Date(Date.now() - limit.windowSeconds * 1000)));
}

export async function clearAccountFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, `account:${email.toLowerCase()}`));
}
