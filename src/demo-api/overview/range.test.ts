import { describe, expect, it } from 'vitest';
import { monthBuckets, rangeWindow, sumByBucket } from './range';

const now = Date.parse('2027-03-10T15:00:00Z');

describe('overview ranges', () => {
  it('12 months end with the current month and a quiet month sums to 0', () => {
    const months = monthBuckets(now);
    expect(months.map((m) => m.key)).toEqual([
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
    ]);
    const sums = sumByBucket(months, [
      { at: Date.parse('2026-04-02T00:00:00Z'), value: 100 },
      { at: Date.parse('2027-03-10T10:00:00Z'), value: 50 },
      { at: Date.parse('2025-12-01T00:00:00Z'), value: 999 },
    ]);
    expect(sums).toEqual([100, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 50]);
    expect(sums.every((v) => v >= 0)).toBe(true);
  });

  it('a 30-day window has 30 daily buckets ending with today', () => {
    const w = rangeWindow('30d', now);
    expect(w.unit).toBe('day');
    expect(w.buckets).toHaveLength(30);
    expect(w.buckets.at(-1)!.key).toBe('2027-03-10');
    expect(w.to - w.from).toBe(30 * 86_400_000);
    expect(w.from - w.previousFrom).toBe(30 * 86_400_000);
  });

  it('a 90-day window has weekly buckets covering it exactly', () => {
    const w = rangeWindow('90d', now);
    expect(w.unit).toBe('week');
    expect(w.buckets[0]!.from).toBe(w.from);
    expect(w.buckets.at(-1)!.to).toBe(w.to);
    expect(w.buckets.length).toBe(13);
  });
});
