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

const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'jr', 'sr', 'i', 'ii', 'iii', 'iv', 'v', 'md', 'dds', 'phd', 'dvm']);

/** A drawn full name without faker's titles and suffixes ("Dr.", "PhD", "V"): how a client signs. */
export function plainName(fullName: string): string {
  const words = fullName.split(/\s+/).filter((w) => !TITLES.has(w.replace(/\.$/, '').toLowerCase()));
  return words.length >= 2 ? words.join(' ') : fullName;
}

/** `first.last@domain`, made from the person's own name (accents and apostrophes dropped). */
export function personEmail(name: string, domain: string): string {
  const words = plainName(name)
    .normalize('NFD')
    .replace(/[\u0300-\u036f']/g, '')
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/[^a-z-]/g, ''))
    .filter(Boolean);
  return `${words[0]}.${words[words.length - 1]}@${domain}`;
}

/**
 * A company name as a firm would write it: faker's "Davis - Hansen" becomes "Davis & Hansen", and
 * a name that repeats a family name ("Leannon - Leannon") keeps it once ("Leannon Group"). Draws
 * exactly what `faker.company.name()` draws, so the values drawn after it stay the same.
 */
export function companyName(faker: Faker): string {
  const name = faker.company.name().replace(/ - /g, ' & ');
  const words = name.split(/[\s,&-]+/).filter((w) => w && w !== 'and');
  return new Set(words).size === words.length ? name : `${words[0]} Group`;
}

/** faker's international number ("+12108704366") grouped as North American numbers are written. */
export function formatNanpPhone(drawn: string): string {
  const digits = drawn.replace(/\D/g, '');
  const m = /^1(\d{3})(\d{3})(\d{4})$/.exec(digits);
  if (!m) throw new Error(`Not a North American number: ${drawn}`);
  return `+1 ${m[1]} ${m[2]} ${m[3]}`;
}
