// The demo data's dates follow the day it is seeded. Every seed is written against the fixed
// SEED_NOW (so it stays deterministic), then moved by whole days so that SEED_NOW lands on the
// seeding day: an order seeded "3 days ago" is 3 days before the day the data was created or
// reset; the demo API then moves the stored records it seeded on to each later day the data is read
// (`moveWithCalendar` in src/demo-api/db.ts). The rule is documented in docs/api/overview.md
// ("Dates in the demo data").
import { SEED_NOW } from './base';

const DAY = 86_400_000;
// A full ISO date or date-time, nothing else: invoice numbers like INV-2026-0401 must not move.
const ISO = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/**
 * Whole days from SEED_NOW to the seeding moment, rounded down so no seeded past record ends up
 * later than `now` (SEED_NOW is 09:00 UTC; seeding at 01:00 UTC moves it to the day before).
 */
export function seedShiftDays(now: number): number {
  return Math.floor((now - SEED_NOW.getTime()) / DAY);
}

function shiftString(value: string, days: number): string {
  if (!ISO.test(value)) return value;
  const at = Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(at)) return value;
  const moved = new Date(at + days * DAY).toISOString();
  return value.length === 10 ? moved.slice(0, 10) : moved;
}

/** A deep copy of `value` with every ISO date (YYYY-MM-DD) and date-time moved by `days`. */
export function shiftDates<T>(value: T, days: number): T {
  if (days === 0) return value;
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return shiftString(v, days);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') {
      return Object.fromEntries(Object.entries(v).map(([k, inner]) => [k, walk(inner)]));
    }
    return v;
  };
  return walk(value) as T;
}

/** Seed records laid out relative to `now` (the seeding moment). */
export function currentSeed<T>(records: T[], now = Date.now()): T[] {
  return shiftDates(records, seedShiftDays(now));
}
