// Attempt limits of the public doors (docs/server.md#security): sign-in, codes asked for and typed,
// registration and invitation links. Each counted attempt is a row of `login_failures` keyed by
// door and by account (email) or client address (`code:account:<email>`, `code:address:<ip>`), so
// every server instance sees the same counts. Past a door's limit inside its window the request
// answers 429 with Retry-After (seconds).
import { and, count, eq, gt, inArray, lt, min } from 'drizzle-orm';
import type { Context } from 'hono';
import type { RateLimit } from '../config';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';

export type Door = 'login' | 'code' | 'codeCheck' | 'register';

/** What each door answers past its limit. */
const TOO_MANY: Record<Door, string> = {
  login: 'Too many sign-in attempts.',
  code: 'Too many codes asked for.',
  codeCheck: 'Too many wrong codes.',
  register: 'Too many registration attempts.',
};

function keysOf(door: Door, email: string | null, address: string): { account: string | null; address: string } {
  return { account: email ? `${door}:account:${email.trim().toLowerCase()}` : null, address: `${door}:address:${address}` };
}

export interface RateLimiter {
  /** Seconds to wait before the door takes another attempt, or 0. */
  retryAfter(door: Door, email: string | null, address: string): Promise<number>;
  /** Counts one attempt against the door. */
  record(door: Door, email: string | null, address: string): Promise<void>;
  /**
   * Counts this attempt and answers whether it is within the limit (0) or how long to wait. The row
   * is written before the count, so concurrent requests on several instances cannot all slip under
   * the limit; a refused attempt is not kept (it would only push the wait further).
   */
  take(door: Door, email: string | null, address: string): Promise<number>;
  /** Forgets the account's attempts at the door (a successful sign-in). */
  clearAccount(door: Door, email: string): Promise<void>;
}

export function rateLimiter(db: Db, limits: Record<Door, RateLimit>): RateLimiter {
  const longest = Math.max(...Object.values(limits).map((l) => l.windowSeconds));

  async function wait(door: Door, email: string | null, address: string, allowed: (max: number) => number): Promise<number> {
    const limit = limits[door];
    const keys = keysOf(door, email, address);
    const since = new Date(Date.now() - limit.windowSeconds * 1000);
    const wanted = keys.account ? [keys.account, keys.address] : [keys.address];
    const rows = await db
      .select({ key: loginFailures.key, n: count(), first: min(loginFailures.at) })
      .from(loginFailures)
      .where(and(inArray(loginFailures.key, wanted), gt(loginFailures.at, since)))
      .groupBy(loginFailures.key);
    let seconds = 0;
    for (const row of rows) {
      const max = row.key === keys.account ? limit.perAccount : limit.perAddress;
      if (Number(row.n) > allowed(max) && row.first) {
        const until = new Date(row.first).getTime() + limit.windowSeconds * 1000;
        seconds = Math.max(seconds, Math.max(1, Math.ceil((until - Date.now()) / 1000)));
      }
    }
    return seconds;
  }

  async function record(door: Door, email: string | null, address: string) {
    const keys = keysOf(door, email, address);
    const ids = await db
      .insert(loginFailures)
      .values(keys.account ? [{ key: keys.account }, { key: keys.address }] : [{ key: keys.address }])
      .returning({ id: loginFailures.id });
    // Old rows are of no use: drop those out of every window as we go.
    await db.delete(loginFailures).where(lt(loginFailures.at, new Date(Date.now() - longest * 1000)));
    return ids.map((row) => row.id);
  }

  return {
    // Before an attempt: the attempts so far may not have reached the limit.
    retryAfter: (door, email, address) => wait(door, email, address, (max) => max - 1),
    record: async (door, email, address) => void (await record(door, email, address)),
    async take(door, email, address) {
      const ids = await record(door, email, address);
      // After counting this one: it may be the last allowed.
      const seconds = await wait(door, email, address, (max) => max);
      if (seconds > 0) await db.delete(loginFailures).where(inArray(loginFailures.id, ids));
      return seconds;
    },
    async clearAccount(door, email) {
      const key = keysOf(door, email, '').account;
      if (key) await db.delete(loginFailures).where(eq(loginFailures.key, key));
    },
  };
}

/** The 429 of a door: what was limited and when to try again, with Retry-After. */
export function tooManyAttempts(c: Context, door: Door, seconds: number) {
  c.header('Retry-After', String(seconds));
  return c.json({ message: `${TOO_MANY[door]} Try again in ${Math.ceil(seconds / 60)} minute(s).` }, 429);
}
