// Types of pg-temp.mjs for the TypeScript scripts that start it (scripts/live-cluster.ts, scripts/server-crash.ts).

/** The folder holding initdb and pg_ctl, or null. */
export function postgresBinDir(): string | null;

/** Starts a throw-away PostgreSQL cluster on a free loopback port. */
export function startPostgres(): Promise<{
  url: string;
  /** Stops the server, keeping its data (an outage); `resume` starts it again on the same port. */
  pause: () => void;
  resume: () => void;
  /** Stops the server and removes its folder. */
  stop: () => void;
}>;
