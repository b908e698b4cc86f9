// The fixed reference of the demo data: "now" for the seed, and the 40 shared sample ids.
import { sampleIds } from '@/lib/api-contract/sample-ids';

/** "Now" for the seed data. Dates are spread before (and for events, after) this moment. */
export const SEED_NOW = new Date('2026-11-16T09:00:00.000Z');

/**
 * The account whose mailbox and notifications hold the seed's (docs/api/apps.md#mail): the demo
 * account, on both backends (src/demo-api/accounts.ts, server/seed.ts).
 */
export const SEED_ACCOUNT_ID = 'acc-demo';

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
