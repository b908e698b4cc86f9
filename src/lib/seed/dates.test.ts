// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { currentSeed, seedShiftDays, shiftDates } from './dates';
import { SEED_NOW } from './base';
import { seedOrders } from './order';

const DAY = 86_400_000;

describe('seed dates follow the seeding day', () => {
  it('moves SEED_NOW onto the seeding day, never later than the seeding moment', () => {
    expect(seedShiftDays(SEED_NOW.getTime())).toBe(0);
    expect(seedShiftDays(Date.parse('2026-11-23T12:00:00Z'))).toBe(7);
    // 01:00 is before SEED_NOW's 09:00, so the day before takes its place.
    expect(seedShiftDays(Date.parse('2027-11-24T01:00:00Z'))).toBe(372);
  });

  it('shifts dates and date-times everywhere in a record and leaves other strings alone', () => {
    const record = {
      createdAt: '2026-11-16T09:00:00.000Z',
      startDate: '2026-11-30',
      number: 'INV-2026-0401',
      nested: [{ at: '2026-01-01T00:00:00Z', name: '2026 plan' }],
      count: 3,
      none: null,
    };
    expect(shiftDates(record, 10)).toEqual({
      createdAt: '2026-11-26T09:00:00.000Z',
      startDate: '2026-12-10',
      number: 'INV-2026-0401',
      nested: [{ at: '2026-01-11T00:00:00.000Z', name: '2026 plan' }],
      count: 3,
      none: null,
    });
  });

  it.each(['2026-11-23T12:00:00Z', '2027-11-23T12:00:00Z'])(
    'seeded on %s, orders run up to that day and keep ids and count',
    async (day) => {
      const now = Date.parse(day);
      const base = await seedOrders();
      const orders = currentSeed(base, now);
      expect(orders.map((o) => o.id)).toEqual(base.map((o) => o.id));
      const newest = Math.max(...orders.map((o) => Date.parse(o.createdAt)));
      expect(newest).toBeLessThanOrEqual(now);
      expect(now - newest).toBeLessThan(30 * DAY);
      const oldest = Math.min(...orders.map((o) => Date.parse(o.createdAt)));
      expect(now - oldest).toBeLessThanOrEqual(362 * DAY);
    },
  );
});
