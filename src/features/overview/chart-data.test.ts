// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bucketLabel, chartRows, valueAxis } from './chart-data';

describe('chart data shaping', () => {
  it('an empty month is 0, not a gap', () => {
    const rows = chartRows(
      ['2026-10', '2026-11', '2026-12'],
      { revenue: [1200, null, undefined] },
      (k) => k,
    );
    expect(rows.map((r) => r.revenue)).toEqual([1200, 0, 0]);
  });

  it('the value axis starts at 0 for positive data, so nothing is drawn below 0', () => {
    const rows = chartRows(['a', 'b'], { revenue: [0, 500], orders: [3, 0] }, (k) => k);
    expect(valueAxis(rows, ['revenue', 'orders'])).toEqual({ domain: [0, 600], ticks: [0, 200, 400, 600] });
    expect(valueAxis(chartRows(['a'], { v: [0] }, (k) => k), ['v'])).toEqual({ domain: [0, 1], ticks: [0, 1] });
  });

  it('reads in round steps that cover the highest value, and the stacks when stacked', () => {
    const rows = chartRows(['a', 'b'], { revenue: [3_200, 12_576] }, (k) => k);
    expect(valueAxis(rows, ['revenue'])).toEqual({ domain: [0, 15_000], ticks: [0, 5_000, 10_000, 15_000] });
    const seats = chartRows(['a', 'b'], { approved: [38, 10], waiting: [5, 2], cancelled: [3, 0] }, (k) => k);
    expect(valueAxis(seats, ['approved', 'waiting', 'cancelled']).domain).toEqual([0, 40]);
    // The tallest stack is 46 seats: the axis must reach past it, not stop at the tallest part (38).
    expect(valueAxis(seats, ['approved', 'waiting', 'cancelled'], { stacked: true }).domain).toEqual([0, 60]);
    const counts = chartRows(['a', 'b'], { added: [1, 6] }, (k) => k);
    expect(valueAxis(counts, ['added']).ticks).toEqual([0, 2, 4, 6]);
  });

  it('goes below 0 only when the data does (a negative cash flow)', () => {
    const rows = chartRows(['a', 'b'], { net: [-300, 800] }, (k) => k);
    expect(valueAxis(rows, ['net'])).toEqual({ domain: [-500, 1_000], ticks: [-500, 0, 500, 1_000] });
    const cash = chartRows(['a', 'b'], { net: [-6_568, 17_796] }, (k) => k);
    expect(valueAxis(cash, ['net']).ticks).toEqual([-10_000, 0, 10_000, 20_000]);
  });

  it('labels buckets in the reader language', () => {
    expect(bucketLabel('2026-11', 'month', 'en')).toBe('Nov 26');
    expect(bucketLabel('2026-11-05', 'day', 'fr')).toBe('5 nov.');
  });
});
