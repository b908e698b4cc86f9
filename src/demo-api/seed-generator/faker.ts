// Deterministic fake data for the seed generator (scripts/gen-seed.mjs, never the app's run time):
// every collection gets its own seeded Faker and the fixed reference date of src/lib/seed/base.ts.
import { Faker, base, en } from '@faker-js/faker';
import { SEED_NOW } from '@/lib/seed/base';

export { SEED_NOW, sampleId, seedList } from '@/lib/seed/base';

export function seededFaker(seed: number): Faker {
  const faker = new Faker({ locale: [en, base] });
  faker.seed(seed);
  faker.setDefaultRefDate(SEED_NOW);
  return faker;
}

export function isoDaysAgo(faker: Faker, maxDays: number, minDays = 0): string {
  const ms = faker.number.int({ min: minDays * 86_400_000, max: maxDays * 86_400_000 });
  return new Date(SEED_NOW.getTime() - ms).toISOString();
}

/**
 * When the e-th earning of the seed happened (completed orders and paid invoices take turns:
 * invoice k is earning 2k, order k is 2k + 1): about every 15 days over the past 11 months, so each
 * month the app overview charts has revenue behind it (docs/api/overview.md). `drawn` is the date
 * faker drew for the record, kept as its jitter of up to six days so the draw order stays the same.
 */
export function earningAt(e: number, drawn: string): string {
  const jitter = Date.parse(drawn) % (6 * 86_400_000);
  return new Date(SEED_NOW.getTime() - (3 + e * 15) * 86_400_000 - jitter).toISOString();
}
