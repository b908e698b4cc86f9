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
  loginLimit: { perAccount: number; perAddress: number; windowSeconds: number };
  /**
   * Answer reset and verification codes in `demoCode` (docs/api/auth.md): there is no mail
   * delivery yet, so it is on unless AUTH_EXPOSE_CODES=0.
   */
  exposeCodes: boolean;
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
}

function int(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : fallback;
}

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
    loginLimit: {
      perAccount: int(env.LOGIN_LIMIT_PER_ACCOUNT, 5),
      perAddress: int(env.LOGIN_LIMIT_PER_ADDRESS, 20),
      windowSeconds: int(env.LOGIN_LIMIT_WINDOW_SECONDS, 900),
    },
    exposeCodes: env.AUTH_EXPOSE_CODES !== '0',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    fileStorageDir: resolve(env.FILE_STORAGE_DIR?.trim() || `${dataDir}/files`),
    demoReset: env.DEMO_RESET === '1' || env.DEMO_RESET === 'true',
    roleSwitch: env.ROLE_SWITCH === '1' || env.ROLE_SWITCH === 'true',
  };
}
