// The fixed reference of the demo data, which both backends seed from (the demo API in the
// browser, the API server's database: docs/api/demo-seed.md): "now" for the seed, the demo
// account and the 40 shared sample ids.
import type { UserRole } from '@/lib/api-contract/auth';
import { sampleIds } from '@/lib/api-contract/sample-ids';

/** "Now" for the seed data. Dates are spread before (and for events, after) this moment. */
export const SEED_NOW = new Date('2026-11-16T09:00:00.000Z');

/**
 * The account whose mailbox and notifications hold the seed's (docs/api/apps.md#mail): the demo
 * account, on both backends (src/demo-api/accounts.ts, server/seed.ts).
 */
export const SEED_ACCOUNT_ID = 'acc-demo';

/** The demo account's sign-in and name, seeded by both backends. */
export const DEMO_ACCOUNT = {
  email: 'demo@corvane.example',
  password: 'Corvane-demo-2026',
  firstName: 'Amira',
  lastName: 'Haddad',
  role: 'admin' as UserRole,
};

/** The i-th of the 40 shared sample ids. */
export function sampleId(i: number): string {
  const id = sampleIds[i];
  if (!id) throw new Error(`There are only ${sampleIds.length} sample ids`);
  return id;
}

/** `count` records built from the sample ids (24 for lists, 40 at most). */
export function seedList<T>(count: number, make: (id: string, index: number) => T): T[] {
  return Array.from({ length: count }, (_, i) => make(sampleId(i), i));
}
