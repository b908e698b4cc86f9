import { describe, expect, it } from 'vitest';
import { bucketLabel, chartRows, valueDomain } from './chart-data';

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
    expect(valueDomain(rows, ['revenue', 'orders'])).toEqual([0, 500]);
    expect(
      valueDomain(
        chartRows(['a'], { v: [0] }, (k) => k),
        ['v'],
      ),
    ).toEqual([0, 1]);
  });

  it('goes below 0 only when the data does (a negative cash flow)', () => {
    const rows = chartRows(['a', 'b'], { net: [-300, 800] }, (k) => k);
    expect(valueDomain(rows, ['net'])).toEqual([-300, 800]);
  });

  it('labels buckets in the reader language', () => {
    expect(bucketLabel('2026-11', 'month', 'en')).toBe('Nov 26');
    expect(bucketLabel('2026-11-05', 'day', 'fr')).toBe('5 nov.');
  });
});
