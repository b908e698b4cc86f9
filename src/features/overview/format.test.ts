// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatShare } from './format';

describe('formatShare', () => {
  it('keeps a small but real share visible instead of rounding it to 0%', () => {
    expect(formatShare((4 / 24_194) * 100, 'en')).toBe('0.017%');
    expect(formatShare((4 / 24_194) * 100, 'fr')).toMatch(/^0,017\s?%$/);
  });

  it('shows larger shares with at most one decimal, and nothing as 0%', () => {
    expect(formatShare(50, 'en')).toBe('50%');
    expect(formatShare(12.345, 'en')).toBe('12.3%');
    expect(formatShare(0, 'en')).toBe('0%');
  });
});
