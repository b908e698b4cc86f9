// The funnel's bars draw each step's share of the step before, so a small conversion of a large
// first step is not an empty track.
import { describe, expect, it } from 'vitest';
import { funnelBarWidth } from './analytics-funnel';

describe('funnel bars', () => {
  it('draw each step as its share of the one before', () => {
    const visits = [12_000, 48, 12];
    expect(funnelBarWidth(visits, 0)).toBe(100);
    expect(funnelBarWidth(visits, 1)).toBe(2);
    expect(funnelBarWidth(visits, 2)).toBe(25);
    expect(funnelBarWidth([1_000, 300, 150], 1)).toBe(30);
  });

  it('draw nothing for an empty step, and never more than the whole track', () => {
    expect(funnelBarWidth([0, 0, 0], 0)).toBe(0);
    expect(funnelBarWidth([100, 0, 5], 1)).toBe(0);
    expect(funnelBarWidth([100, 0, 5], 2)).toBe(100);
    expect(funnelBarWidth([10, 20], 1)).toBe(100);
  });
});
