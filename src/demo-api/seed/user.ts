// Deterministic seed of the user group: the managed users (the 40 sample ids first, then as many
// more as the 10,000-user switch asks for), and per-account profile data and settings.
import { Faker, en } from '@faker-js/faker';
import { sampleIds } from '@/lib/api-contract/sample-ids';
import {
  userRoles,
  type AccountSettings,
  type GalleryItem,
  type User,
  type UserStatus,
} from '@/lib/api-contract/user';

/** Countries the seed draws from, with a few real regions and cities each. */
const places: Record<string, [state: string, city: string][]> = {
  GB: [['England', 'London'], ['England', 'Manchester'], ['Scotland', 'Edinburgh']],
  FR: [['Île-de-France', 'Paris'], ['Auvergne-Rhône-Alpes', 'Lyon'], ['Occitanie', 'Toulouse']],
  AE: [['Dubai', 'Dubai'], ['Abu Dhabi', 'Abu Dhabi']],
  US: [['New York', 'New York'], ['Illinois', 'Chicago'], ['California', 'San Francisco']],
  DE: [['Berlin', 'Berlin'], ['Bavaria', 'Munich'], ['Hesse', 'Frankfurt']],
  NL: [['North Holland', 'Amsterdam'], ['South Holland', 'Rotterdam']],
  ES: [['Madrid', 'Madrid'], ['Catalonia', 'Barcelona']],
  SA: [['Riyadh', 'Riyadh'], ['Makkah', 'Jeddah']],
  CA: [['Ontario', 'Toronto'], ['Quebec', 'Montreal']],
  AU: [['New South Wales', 'Sydney'], ['Victoria', 'Melbourne']],
  JP: [['Tokyo', 'Tokyo'], ['Osaka', 'Osaka']],
  SG: [['Central Region', 'Singapore']],
  IE: [['Leinster', 'Dublin']],
  MA: [['Casablanca-Settat', 'Casablanca']],
  QA: [['Doha', 'Doha']],
};
const countryCodes = Object.keys(places);
const statusWeights: { value: UserStatus; weight: number }[] = [
  { value: 'active', weight: 6 },
  { value: 'pending', weight: 2 },
  { value: 'banned', weight: 1 },
  { value: 'rejected', weight: 1 },
];

export const DEFAULT_USER_COUNT = sampleIds.length;
export const MAX_USER_COUNT = 10_000;
const SEED = 20_260_107;

/** Record ids: the 40 sample ids, then `u-00041` and on. */
export function userId(index: number): string {
  return sampleIds[index] ?? `u-${String(index + 1).padStart(5, '0')}`;
}

export function seedUsers(count: number = DEFAULT_USER_COUNT): User[] {
  const faker = new Faker({ locale: [en], seed: SEED });
  const emails = new Set<string>();
  const users: User[] = [];
  for (let i = 0; i < count; i++) {
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    const company = faker.company.name();
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

/** The ids of the users who follow the account (24, docs/product-rules.md#limits) and its friends (16). */
export const followerIds = sampleIds.slice(0, 24);
export const friendIds = sampleIds.slice(16, 32);
/** Followers the account follows back. */
export const followedBackIds = new Set(sampleIds.filter((_, i) => i % 3 === 0));

export function seedProfileText() {
  return {
    title: 'Head of Data Strategy',
    about:
      'Leads Corvane’s data strategy practice: operating models, platform roadmaps and the first six weeks of every engagement, from discovery workshops to the first decision a client makes with new data.',
    company: 'Corvane Data & Consulting',
    city: 'London',
    country: 'GB',
    school: 'London School of Economics',
  };
}

export function seedAccountSettings(account: { displayName: string; email: string }): AccountSettings {
  const text = seedProfileText();
  return {
    general: {
      name: account.displayName,
      email: account.email,
      phoneCountry: 'GB',
      phoneNumber: '20 7946 0100',
      country: text.country,
      city: text.city,
      address: '12 Finsbury Square',
      zipCode: 'EC2A 1AS',
      about: text.about,
      avatarUrl: null,
    },
    billing: {
      plan: 'team',
      period: 'yearly',
      billingEmail: account.email,
      company: text.company,
      vatNumber: 'GB123456789',
      address: '12 Finsbury Square',
      city: 'London',
      zipCode: 'EC2A 1AS',
      country: 'GB',
      card: { brand: 'Visa', last4: '4242' },
    },
    notifications: {
      activityComments: true,
      activityMentions: true,
      activityFollows: false,
      applicationNews: false,
      applicationProduct: true,
      applicationSecurity: true,
    },
    social: {
      linkedin: 'https://www.linkedin.com/company/corvane-example',
      x: '',
      github: '',
      website: 'https://corvane.example',
    },
  };
}
