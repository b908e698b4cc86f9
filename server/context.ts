// What every route gets: the database, the token issuer, the settings and the logger.
import type { InferSelectModel } from 'drizzle-orm';
import type { TokenIssuer } from './auth/tokens';
import type { ServerConfig } from './config';
import type { Database } from './db/client';
import type { accounts } from './db/schema';
import type { LiveBus } from './live/bus';
import type { Logger } from './log';

export type AccountRow = InferSelectModel<typeof accounts>;

export interface ServerDeps {
  database: Database;
  tokens: TokenIssuer;
  config: ServerConfig;
  logger: Logger;
  /** Live updates (docs/server.md#live-updates): write routes publish what they changed. */
  live: LiveBus;
}

/** What createApp needs: the live bus is made on the database when none is given. */
export type ServerInput = Omit<ServerDeps, 'live'> & { live?: LiveBus };

export interface AppEnv {
  Variables: { account: AccountRow; requestId: string };
}
