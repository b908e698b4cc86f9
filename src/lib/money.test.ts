// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addCents, formatCents, formatMoney, fromCents, multiplyCents, percentOfCents, toCents } from './money';

// Intl puts narrow or non-breaking spaces between number and symbol: compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it.each([
    [4900, 'en', 'auto', '€4,900'],
    [12.5, 'en', 'auto', '€12.50'],
    [0, 'en', 'auto', '€0'],
    [0.1 + 0.2, 'en', 'auto', '€0.30'],
    [4900, 'fr', 'auto', '4 900 €'],
    [12.5, 'fr', 'auto', '12,50 €'],
    [1234.56, 'en', 0, '€1,235'],
    [49, 'en', 2, '€49.00'],
    [-19.99, 'en', 2, '-€19.99'],
  ] as const)('%s in %s (%s digits) is %s', (amount, language, fractionDigits, expected) => {
    expect(plain(formatMoney(amount, language, { fractionDigits }))).toBe(expected);
  });

  it('writes Arabic amounts with the euro sign and Arabic separators', () => {
    const text = formatMoney(4900.5, 'ar');
    expect(text).toContain('€');
    expect(text).not.toBe(formatMoney(4900.5, 'en'));
  });

  it('formats cents as euros', () => {
    expect(plain(formatCents(1999, 'fr'))).toBe('19,99 €');
    expect(plain(formatCents(490000, 'en'))).toBe('€4,900');
  });
});

describe('cent arithmetic', () => {
  it.each([
    [0.1, 10],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [19.99, 1999],
    [-2.675, -268],
    [1e-7, 0],
    [4900, 490000],
  ])('%s euros is %s cents', (euros, cents) => {
    expect(toCents(euros)).toBe(cents);
  });

  it('adds in cents, so 0.10 + 0.20 is exactly 0.30', () => {
    expect(fromCents(addCents(toCents(0.1), toCents(0.2)))).toBe(0.3);
    expect(addCents()).toBe(0);
    expect(addCents(1999, 1, -500)).toBe(1500);
  });

  it('multiplies a unit price by a whole quantity', () => {
    expect(multiplyCents(1999, 3)).toBe(5997);
    expect(multiplyCents(1999, 0)).toBe(0);
    expect(() => multiplyCents(1999, 1.5)).toThrow(RangeError);
  });

  it.each([
    [1999, 20, 400], // 399.8
    [25, 10, 3], // 2.5 rounds up
    [-25, 10, -3], // and a refund the same way
    [1000, 5.5, 55],
    [333, 33.33, 111], // 110.9889
    [0, 20, 0],
  ])('%s cents × %s %% is %s cents', (cents, percent, expected) => {
    expect(percentOfCents(cents, percent)).toBe(expected);
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => addCents(0.5)).toThrow(RangeError);
    expect(() => fromCents(10.1)).toThrow(RangeError);
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
  });

  it('rounds a shown amount once, half away from zero: to the cent with cents, else to the euro', () => {
    // 1.005 is 1.00499… in binary: rounded as a number it would show €1.00.
    expect(formatMoney(1.005, 'en', { fractionDigits: 2 })).toBe('€1.01');
    // Rounding to the cent first (0.50) and then to the euro would show €1.
    expect(formatMoney(0.495, 'en', { fractionDigits: 0 })).toBe('€0');
  });
});
