// The extra users of the 10,000-user switch, drawn by a small seeded generator of the app's own
// (no faker at run time; docs/api/demo-seed.md) from word lists the seed generator exported.
// Loaded on demand, only when the switch asks for more than the 40 seeded users.
import { userRoles, type User } from '@/lib/api-contract/user';
import pool from './data/user-pool.json';
import { countryCodes, places, statusWeights, userId } from './user';

const SEED = 20_260_107;

/** mulberry32: a tiny, fast 32-bit PRNG; the same seed gives the same users on every machine. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const FROM = Date.parse('2023-01-01T00:00:00Z');
const TO = Date.parse('2026-01-01T00:00:00Z');
const totalWeight = statusWeights.reduce((sum, w) => sum + w.weight, 0);

/** Users `from` (0-based index) up to `count`, with ids `u-00041` and on and unique emails. */
export function poolUsers(from: number, count: number, takenEmails: Iterable<string> = []): User[] {
  // Two family names as a firm writes them (as the seed's companyName does): "Davis & Hansen", and
  // one name once when both draws agree.
  const partners = (a: string, b: string) => (a === b ? `${a} Group` : `${a} & ${b}`);
  const next = random(SEED);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const emails = new Set(takenEmails);
  const users: User[] = [];
  for (let i = from; i < count; i++) {
    const firstName = pick(pool.firstNames);
    const lastName = pick(pool.lastNames);
    const company = next() < 0.5 ? `${pick(pool.lastNames)} ${pick(pool.companySuffixes)}` : partners(pick(pool.lastNames), pick(pool.lastNames));
    const country = pick(countryCodes);
    const [state, city] = pick(places[country]!);
    let email = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '') + '@example.com';
    if (emails.has(email)) email = email.replace('@', `${i + 1}@`);
    emails.add(email);
    let weight = next() * totalWeight;
    const status = statusWeights.find((w) => (weight -= w.weight) < 0)?.value ?? 'active';
    const createdAt = new Date(FROM + Math.floor(next() * (TO - FROM))).toISOString();
    users.push({
      id: userId(i),
      name: `${firstName} ${lastName}`,
      email,
      phoneCountry: country,
      phoneNumber: `${int(100, 999)} ${int(100, 999)} ${int(100, 999)}`,
      country,
      state,
      city,
      address: `${int(1, 9999)} ${pick(pool.lastNames)} ${pick(pool.streetSuffixes)}`,
      zipCode: String(int(10_000, 99_999)),
      company,
      role: pick(userRoles),
      status,
      isVerified: next() < 0.7,
      avatarUrl: null,
      createdAt,
      updatedAt: createdAt,
    });
  }
  return users;
}
