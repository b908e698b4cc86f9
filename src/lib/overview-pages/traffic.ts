// The website's visit log. The demo has no real visitors, so the API keeps a deterministic log:
// each calendar day has a number of visits derived from its date (weekday, a slow growth, and a
// hash of the date for day-to-day variation), split over sources, pages and countries the same way.
// Same day, same figures, on every machine and on both backends (the demo API and the server read
// this one log; docs/api/overview.md).
import { DAY } from '@/lib/overview-range';

export const trafficSources = ['organic', 'direct', 'referral', 'social', 'newsletter'] as const;
export const sitePages = [
  '/',
  '/product',
  '/pricing',
  '/insights',
  '/contact-us',
  '/about-us',
  '/faqs',
  '/career',
] as const;
export const visitorCountries = [
  'GB',
  'FR',
  'AE',
  'DE',
  'US',
  'NL',
  'SA',
  'ES',
  'IE',
  'CA',
] as const;

const SOURCE_WEIGHTS = [46, 24, 14, 10, 6];
const PAGE_WEIGHTS = [30, 18, 12, 14, 6, 8, 5, 7];
const COUNTRY_WEIGHTS = [24, 16, 11, 10, 9, 7, 7, 6, 5, 5];

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0) / 4294967295;
}

export interface TrafficDay {
  at: number;
  visits: number;
  sources: number[];
  pages: number[];
  countries: number[];
}

function split(total: number, weights: number[], seed: string): number[] {
  const jittered = weights.map((w, i) => w * (0.8 + 0.4 * hash(`${seed}:${i}`)));
  const sum = jittered.reduce((s, w) => s + w, 0);
  const parts = jittered.map((w) => Math.floor((total * w) / sum));
  parts[0]! += total - parts.reduce((s, p) => s + p, 0);
  return parts;
}

/** The visits of the UTC day starting at `dayStart`. */
export function trafficOn(dayStart: number): TrafficDay {
  const key = new Date(dayStart).toISOString().slice(0, 10);
  const weekday = new Date(dayStart).getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 0.55 : 1;
  const growth = 1 + (dayStart - Date.UTC(2025, 0, 1)) / (DAY * 365 * 4);
  const visits = Math.round((160 + 120 * hash(key)) * weekend * Math.max(0.5, growth));
  return {
    at: dayStart,
    visits,
    sources: split(visits, SOURCE_WEIGHTS, `${key}s`),
    pages: split(visits, PAGE_WEIGHTS, `${key}p`),
    countries: split(visits, COUNTRY_WEIGHTS, `${key}c`),
  };
}

/** Every day from `from` (a UTC midnight) up to `to`, excluding days after `now`. */
export function trafficBetween(from: number, to: number, now: number): TrafficDay[] {
  const days: TrafficDay[] = [];
  for (let d = from; d < to && d <= now; d += DAY) days.push(trafficOn(d));
  return days;
}
