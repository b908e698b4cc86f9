// The faker seed of the user group (the generator's, not the app's): the managed users, the
// gallery, and the word lists the app's own 10,000-user generator (src/lib/seed/user-pool.ts) draws from.
import { Faker, en } from '@faker-js/faker';
import { userRoles, type GalleryItem, type User } from '@/lib/api-contract/user';
import { countryCodes, DEFAULT_USER_COUNT, places, statusWeights, userId } from '@/lib/seed/user';
import { companyName } from './faker';

const SEED = 20_260_107;

export function seedUsers(count: number = DEFAULT_USER_COUNT): User[] {
  const faker = new Faker({ locale: [en], seed: SEED });
  const emails = new Set<string>();
  const users: User[] = [];
  for (let i = 0; i < count; i++) {
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    const company = companyName(faker);
    const country = faker.helpers.arrayElement(countryCodes);
    const [state, city] = faker.helpers.arrayElement(places[country]!);
    let email = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '') + '@example.com';
    if (emails.has(email)) email = email.replace('@', `${i + 1}@`);
    emails.add(email);
    const createdAt = faker.date.between({ from: '2023-01-01T00:00:00Z', to: '2026-01-01T00:00:00Z' }).toISOString();
    users.push({
      id: userId(i),
      name: `${firstName} ${lastName}`,
      email,
      phoneCountry: country,
      phoneNumber: faker.string.numeric({ length: 9, allowLeadingZeros: false }).replace(/(\d{3})(\d{3})(\d{3})/, '$1 $2 $3'),
      country,
      state,
      city,
      address: faker.location.streetAddress(),
      zipCode: faker.location.zipCode('#####'),
      company,
      role: faker.helpers.arrayElement(userRoles),
      status: faker.helpers.weightedArrayElement(statusWeights),
      isVerified: faker.datatype.boolean({ probability: 0.7 }),
      avatarUrl: null,
      createdAt,
      updatedAt: createdAt,
    });
  }
  return users;
}

const chartColours = ['#0f766e', '#0e7490', '#7c3aed', '#c2410c', '#be123c', '#4d7c0f'];
const galleryTitles = [
  'Footfall by hour, flagship stores',
  'Supplier risk, top 20 vendors',
  'Weekly demand forecast vs actuals',
  'Price index, grocery basket',
  'Grid load, winter peak',
  'Churn cohorts, first 12 months',
  'Hiring demand, data roles',
  'Sentiment after product launch',
  'Emissions by business unit',
  'Delivery times by region',
  'Forecast error after retraining',
  'Dashboard adoption, first quarter',
];

/** A small bar or line chart as an SVG data URL, so the gallery's images come from the API. */
function chartSvg(faker: Faker, colour: string, kind: 'bars' | 'line'): string {
  const values = Array.from({ length: 8 }, () => faker.number.int({ min: 20, max: 150 }));
  const marks =
    kind === 'bars'
      ? values.map((v, i) => `<rect x="${20 + i * 34}" y="${180 - v}" width="24" height="${v}" rx="3" fill="${colour}"/>`).join('')
      : `<polyline fill="none" stroke="${colour}" stroke-width="4" points="${values.map((v, i) => `${30 + i * 34},${180 - v}`).join(' ')}"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200"><rect width="300" height="200" fill="#f8fafc"/><line x1="12" y1="182" x2="288" y2="182" stroke="#cbd5e1" stroke-width="2"/>${marks}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function seedGallery(): GalleryItem[] {
  const faker = new Faker({ locale: [en], seed: SEED + 1 });
  return galleryTitles.map((title, i) => ({
    id: `gallery-${i + 1}`,
    title,
    postedAt: faker.date.between({ from: '2025-01-01T00:00:00Z', to: '2026-01-01T00:00:00Z' }).toISOString(),
    imageUrl: chartSvg(faker, chartColours[i % chartColours.length]!, i % 2 ? 'line' : 'bars'),
  }));
}

/**
 * Words for the app's own generator of the 10,000-user switch: faker's English first and last
 * names, company suffixes and street suffixes (a few hundred of each, so the file stays small).
 */
export function seedUserPool() {
  return {
    firstNames: [...new Set((en.person?.first_name as { generic: string[] }).generic)].slice(0, 400),
    lastNames: [...new Set((en.person?.last_name as { generic: string[] }).generic)].slice(0, 400),
    companySuffixes: [...((en.company?.legal_entity_type ?? []) as string[])],
    streetSuffixes: [...(en.location?.street_suffix ?? [])].slice(0, 60),
  };
}
