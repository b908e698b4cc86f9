// Deterministic fake data for the seed generator (scripts/gen-seed.mjs, never the app's run time):
// every collection gets its own seeded Faker and the fixed reference date of ../seed/base.ts.
import { Faker, base, en } from '@faker-js/faker';
import { SEED_NOW } from '../seed/base';

export { SEED_NOW, sampleId, seedList } from '../seed/base';

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
