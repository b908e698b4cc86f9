// The server's settings, from the environment (docs/server.md#configure-environment). Read once at start-up.
import { resolve } from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite's data folder and the generated development secret live here (gitignored `.data/`). */
  dataDir: string;
  /** `postgres://…`: a real PostgreSQL instead of the embedded PGlite. */
  databaseUrl: string | null;
  /** HS256 secret of the access tokens; null: a development secret kept in the data folder. */
  authSecret: string | null;
  tokenTtlSeconds: number;
  /** Origins allowed to call the API from another origin (a CDN-hosted build). */
  corsOrigins: string[];
  /** The built app served from the same origin (null: API only). */
  staticDir: string | null;
  logLevel: string;
  /** Sign-in attempts: failures allowed per account and per address in the window. */
  loginLimit: RateLimit;
  /** Codes asked for (forgot-password, verify/send): requests allowed per address and client address. */
  codeLimit: RateLimit;
  /** Wrong codes typed (new-password, verify): failures allowed per address and client address. */
  codeCheckLimit: RateLimit;
  /** Registrations (with or without an invitation) and unknown invitation links looked up. */
  registerLimit: RateLimit;
  /**
   * Also answer reset and verification codes in `demoCode` and invitation links in `demoLink`
   * (docs/api/auth.md): a public demo server only. Off unless AUTH_EXPOSE_CODES=1; the mail goes out
   * either way.
   */
  exposeCodes: boolean;
  /** `smtp://user:pass@host:587` or `smtps://…`; null: every message is written to `<dataDir>/outbox/` instead. */
  smtpUrl: string | null;
  /** The From of the mail the server sends. */
  mailFrom: string;
  /** The app's address, for links in mail (an invitation); null: the request's own origin. */
  appUrl: string | null;
  /** `invite` (default): an account is created only from an admin's invitation; `open`: anyone may register. */
  registration: 'invite' | 'open';
  /** Trust X-Forwarded-For for the client address (behind a load balancer). */
  trustProxy: boolean;
  /** Where uploaded files' bytes are kept (docs/api/files.md); their metadata is in the database. */
  fileStorageDir: string;
  /**
   * Whether "Reset demo data" (POST /api/demo/reset) may replace the seeded groups with the seed:
   * off unless DEMO_RESET=1, since on a shared server it wipes everyone's work.
   */
  demoReset: boolean;
  /**
   * Whether the permission page's role switch (POST /api/auth/role) may change the signed-in
   * account's own role: off unless ROLE_SWITCH=1, since on a shared server anyone could make
   * themselves admin and the role checks would protect nothing.
   */
  roleSwitch: boolean;
  /** Bearer token of GET /metrics on the API's port (docs/server.md#metrics); null: not served there (404). */
  metricsToken: string | null;
  /** A listener of its own for GET /metrics, without a token, on HOST (a private network only); null: none. */
  metricsPort: number | null;
  /** Processes serving the port (node:cluster, docs/server.md#several-processes); more than 1 needs DATABASE_URL. */
  workers: number;
}

/** How many requests a door takes per account (email) and per client address in a sliding window. */
export interface RateLimit {
  perAccount: number;
  perAddress: number;
  windowSeconds: number;
}

function int(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : fallback;
}

/** `<PREFIX>_PER_ACCOUNT`, `<PREFIX>_PER_ADDRESS`, `<PREFIX>_WINDOW_SECONDS`. */
function limit(env: NodeJS.ProcessEnv, prefix: string, fallback: RateLimit): RateLimit {
  return {
    perAccount: int(env[`${prefix}_PER_ACCOUNT`], fallback.perAccount),
    perAddress: int(env[`${prefix}_PER_ADDRESS`], fallback.perAddress),
    windowSeconds: int(env[`${prefix}_WINDOW_SECONDS`], fallback.windowSeconds),
  };
}

const on = (value: string | undefined) => value === '1' || value === 'true';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = resolve(env.DATA_DIR ?? '.data');
  return {
    port: int(env.PORT, 8787),
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL?.trim() || null,
    authSecret: env.AUTH_SECRET?.trim() || null,
    tokenTtlSeconds: int(env.TOKEN_TTL_SECONDS, 3600),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    staticDir: env.STATIC_DIR === '' ? null : resolve(env.STATIC_DIR ?? 'dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    loginLimit: limit(env, 'LOGIN_LIMIT', { perAccount: 5, perAddress: 20, windowSeconds: 900 }),
    codeLimit: limit(env, 'CODE_LIMIT', { perAccount: 3, perAddress: 20, windowSeconds: 900 }),
    codeCheckLimit: limit(env, 'CODE_CHECK_LIMIT', { perAccount: 5, perAddress: 20, windowSeconds: 900 }),
    registerLimit: limit(env, 'REGISTER_LIMIT', { perAccount: 5, perAddress: 20, windowSeconds: 3600 }),
    exposeCodes: on(env.AUTH_EXPOSE_CODES),
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: env.MAIL_FROM?.trim() || 'Corvane <no-reply@corvane.example>',
    appUrl: env.APP_URL?.trim().replace(/\/+$/, '') || null,
    registration: env.REGISTRATION?.trim() === 'open' ? 'open' : 'invite',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    fileStorageDir: resolve(env.FILE_STORAGE_DIR?.trim() || `${dataDir}/files`),
    demoReset: env.DEMO_RESET === '1' || env.DEMO_RESET === 'true',
    roleSwitch: env.ROLE_SWITCH === '1' || env.ROLE_SWITCH === 'true',
    metricsToken: env.METRICS_TOKEN?.trim() || null,
    metricsPort: int(env.METRICS_PORT, 0) || null,
    workers: int(env.WORKERS, 1),
  };
}
