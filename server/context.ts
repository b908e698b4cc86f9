// What every route gets: the database, the token issuer, the settings and the logger.
import type { InferSelectModel } from 'drizzle-orm';
import type { ApiCall } from '@/lib/api-contract/permission';
import type { TokenIssuer } from './auth/tokens';
import type { ServerConfig } from './config';
import type { Database } from './db/client';
import type { accounts } from './db/schema';
import type { LiveBus } from './live/bus';
import type { Logger } from './log';
import type { Mailer } from './mail/mailer';
import type { AppMetrics } from './metrics';

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
  /** Prometheus metrics (docs/server.md#metrics): this app's registry; the event streams count themselves in. */
  metrics: AppMetrics;
}

/** What createApp needs: the live bus, the mailer and the metrics are made when none is given. */
export type ServerInput = Omit<ServerDeps, 'live' | 'mailer' | 'metrics'> & {
  live?: LiveBus;
  mailer?: Mailer;
  metrics?: AppMetrics;
};

export interface AppEnv {
  /** `apiCall`: the permission table's call the request makes (set by server/auth/authorize.ts). */
  Variables: { account: AccountRow; requestId: string; apiCall: ApiCall };
}
