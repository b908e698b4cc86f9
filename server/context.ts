// What every route gets: the database, the token issuer, the settings and the logger.
import type { InferSelectModel } from 'drizzle-orm';
import type { TokenIssuer } from './auth/tokens';
import type { ServerConfig } from './config';
import type { Database } from './db/client';
import type { accounts } from './db/schema';
import type { LiveBus } from './live/bus';
import type { Logger } from './log';
import type { Mailer } from './mail/mailer';

export type AccountRow = InferSelectModel<typeof accounts>;

export interface ServerDeps {
  database: Database;
  tokens: TokenIssuer;
  config: ServerConfig;
  logger: Logger;
  /** Live updates (docs/server.md#live-updates): write routes publish what they changed. */
  live: LiveBus;
  /** Codes and invitations (docs/server.md#mail): SMTP_URL's server, or the outbox folder. */
  mailer: Mailer;
}

/** What createApp needs: the live bus is made on the database and the mailer from the settings when none is given. */
export type ServerInput = Omit<ServerDeps, 'live' | 'mailer'> & { live?: LiveBus; mailer?: Mailer };

export interface AppEnv {
  Variables: { account: AccountRow; requestId: string };
}
