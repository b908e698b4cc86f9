// Types of pg-temp.mjs for the TypeScript scripts that start it (scripts/live-cluster.ts).

/** The folder holding initdb and pg_ctl, or null. */
export function postgresBinDir(): string | null;

/** Starts a throw-away PostgreSQL cluster on a free loopback port. */
export function startPostgres(): Promise<{ url: string; stop: () => void }>;
