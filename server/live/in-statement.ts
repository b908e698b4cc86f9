// A write and its live event in one statement (docs/server.md#where-a-requests-time-goes): the
// write runs as a CTE and the same statement calls pg_notify for each row it wrote. One round trip
// where `publish` after the write took two; PostgreSQL sends the NOTIFY when the write commits, and
// sends none when it wrote no row (an update that lost its version check, an insert that met a
// conflict).
import { sql, type SQLWrapper } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import { LIVE_CHANNEL, type LiveBus, type LiveChange } from './bus';

/**
 * Runs `write` (an INSERT, UPDATE or DELETE with RETURNING, whose returned columns are named) and
 * publishes `change` once per row it wrote; answers the rows as RETURNING gave them (and an empty
 * `notified` column).
 */
export async function writeAndPublish<T>(
  db: Db,
  live: LiveBus,
  write: SQLWrapper,
  change: LiveChange,
): Promise<T[]> {
  // As `publish` does: this process hears its own event only once it listens. A LISTEN that failed
  // was reported by the bus; the write goes on, and the other processes still hear it.
  await live.ready.catch(() => undefined);
  return rowsOf<T>(
    await db.execute(
      sql`with written as (${write.getSQL()}) select written.*, pg_notify(${LIVE_CHANNEL}, ${live.payload(change)}) as notified from written`,
    ),
  );
}
