// Deterministic fake data: every collection gets its own seeded Faker and a fixed reference date,
// so the demo data is the same on every machine and after every reset.
import { Faker, base, en } from '@faker-js/faker';
import { sampleIds } from '@/lib/api-contract/sample-ids';

/** "Now" for the seed data. Dates are spread before (and for events, after) this moment. */
export const SEED_NOW = new Date('2026-11-16T09:00:00.000Z');

export function seededFaker(seed: number): Faker {
  const faker = new Faker({ locale: [en, base] });
  faker.seed(seed);
  faker.setDefaultRefDate(SEED_NOW);
  return faker;
}

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

export function isoDaysAgo(faker: Faker, maxDays: number, minDays = 0): string {
  const ms = faker.number.int({ min: minDays * 86_400_000, max: maxDays * 86_400_000 });
  return new Date(SEED_NOW.getTime() - ms).toISOString();
}
