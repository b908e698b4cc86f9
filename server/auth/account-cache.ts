// The accounts behind bearer tokens, kept briefly (docs/server.md#load-bench): the token check
// reads the account of every request, and most requests come from accounts read a moment ago.
// A kept row is used for at most KEEP_MS and is dropped as soon as the account changes:
// - in any process, through the database: a trigger on `accounts` (migration 0013) NOTIFYs
//   ACCOUNTS_CHANNEL with the account's id at commit, which every process LISTENs to;
// - in this process, at once: `clear()` after each write call that may change an account (the
//   authorize middleware), before its answer goes out, so the next request cannot beat the NOTIFY.
// A lookup that began before a change is not kept (the epoch moved), and while this process does
// not listen (before LISTEN, or after postgres.js re-listened) nothing is kept from before.
// So a token of an older version, or of a deactivated account, is refused on every process from the
// moment the change is committed plus the NOTIFY's trip (docs/security.md#sessions).
import { eq, sql } from 'drizzle-orm';
import type { AccountRow } from '../context';
import type { Database } from '../db/client';
import { accounts } from '../db/schema';

export const ACCOUNTS_CHANNEL = 'corvane_accounts';
/** The longest a kept row is used: the bound if a NOTIFY were lost (a LISTEN connection lost and not yet re-established). */
export const KEEP_MS = 2000;
const KEPT_MAX = 10_000;

export interface AccountCache {
  /** The account of `id` (undefined: none); `fresh` reads the database whatever is kept. */
  get(id: string, fresh?: boolean): Promise<AccountRow | undefined>;
  /** Forgets every kept row. */
  clear(): void;
  /** Resolves once this process listens for account changes (rows are kept from then on). */
  ready: Promise<void>;
}

export function createAccountCache(
  database: Pick<Database, 'db' | 'listen'>,
  onError: (error: unknown) => void = () => {},
): AccountCache {
  const kept = new Map<string, { row: AccountRow; at: number }>();
  let epoch = 0;
  let listening = false;
  const clear = () => {
    epoch += 1;
    kept.clear();
  };
  const ready = database
    .listen(
      ACCOUNTS_CHANNEL,
      (id) => {
        epoch += 1;
        kept.delete(id);
      },
      // postgres.js listens again after a reconnect: what was kept meanwhile may be stale.
      clear,
    )
    .then(() => {
      listening = true;
    });
  ready.catch(onError);
  // Prepared once: no query building per request, and a prepared statement on each connection.
  const byId = database.db
    .select()
    .from(accounts)
    .where(eq(accounts.id, sql.placeholder('id')))
    .limit(1)
    .prepare('account_by_id');
  return {
    ready,
    clear,
    async get(id, fresh = false) {
      const now = Date.now();
      const found = fresh ? undefined : kept.get(id);
      if (found && now - found.at < KEEP_MS) return found.row;
      const from = epoch;
      const [row] = (await byId.execute({ id })) as AccountRow[];
      if (row && listening && epoch === from) {
        if (kept.size >= KEPT_MAX) kept.delete(kept.keys().next().value!);
        kept.delete(id);
        kept.set(id, { row, at: now });
      }
      return row;
    },
  };
}
