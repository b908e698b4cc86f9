// @vitest-environment node
// Invoice figures in whole cents, half-up to the cent (src/lib/invoice-totals.ts): the table below
// is worked out by hand, in cents, never with floats.
import { describe, expect, it } from 'vitest';
import { invoiceCents, invoiceTotals, lineCents } from './invoice-totals';

type Line = { quantity: number; price: number };
const many = (count: number, price: number): Line[] => Array.from({ length: count }, () => ({ quantity: 1, price }));

// [name, lines, taxRate %, discount €, shipping €, expected cents { subtotal, tax, total }]
const cases: [string, Line[], number, number, number, { subtotal: number; tax: number; total: number }][] = [
  ['one line, 20 % VAT', [{ quantity: 1, price: 100 }], 20, 0, 0, { subtotal: 10000, tax: 2000, total: 12000 }],
  ['0.1 + 0.2 is 0.30, not 0.30000000000000004', [{ quantity: 1, price: 0.1 }, { quantity: 1, price: 0.2 }], 0, 0, 0, { subtotal: 30, tax: 0, total: 30 }],
  ['0.1 × 3 lines of quantity 3', [{ quantity: 3, price: 0.1 }], 0, 0, 0, { subtotal: 30, tax: 0, total: 30 }],
  ['tax rounds half up: 20 % of 0.05 is 0.01', [{ quantity: 1, price: 0.05 }], 20, 0, 0, { subtotal: 5, tax: 1, total: 6 }],
  ['tax rounds half up: 5.5 % of 10.00 is 0.55', [{ quantity: 1, price: 10 }], 5.5, 0, 0, { subtotal: 1000, tax: 55, total: 1055 }],
  ['tax rounds half up: 5.5 % of 0.10 (0.0055) is 0.01', [{ quantity: 1, price: 0.1 }], 5.5, 0, 0, { subtotal: 10, tax: 1, total: 11 }],
  ['tax rounds down below the half: 20 % of 0.02 (0.004) is 0', [{ quantity: 1, price: 0.02 }], 20, 0, 0, { subtotal: 2, tax: 0, total: 2 }],
  ['1.005 is 1.01 (half-up on the typed value)', [{ quantity: 1, price: 1.005 }], 0, 0, 0, { subtotal: 101, tax: 0, total: 101 }],
  ['0 % discount', [{ quantity: 2, price: 49.99 }], 20, 0, 0, { subtotal: 9998, tax: 2000, total: 11998 }],
  ['100 % discount: nothing to tax, shipping still due', [{ quantity: 2, price: 49.99 }], 20, 99.98, 12.5, { subtotal: 9998, tax: 0, total: 1250 }],
  ['discount before tax, shipping after', [{ quantity: 4, price: 1150 }], 20, 500, 25, { subtotal: 460000, tax: 82000, total: 494500 }],
  ['10 % VAT on 19.99 × 3', [{ quantity: 3, price: 19.99 }], 10, 0, 0, { subtotal: 5997, tax: 600, total: 6597 }],
  ['UAE 5 % VAT', [{ quantity: 1, price: 18500 }, { quantity: 1, price: 1490 }], 5, 0, 0, { subtotal: 1999000, tax: 99950, total: 2098950 }],
  ['many lines: fifty lines of 0.01', many(50, 0.01), 0, 0, 0, { subtotal: 50, tax: 0, total: 50 }],
  ['many lines: forty lines of 0.07 at 19.6 %', many(40, 0.07), 19.6, 0, 0, { subtotal: 280, tax: 55, total: 335 }],
  ['100 % tax rate', [{ quantity: 1, price: 12.34 }], 100, 0, 0, { subtotal: 1234, tax: 1234, total: 2468 }],
  ['large amounts stay exact', [{ quantity: 10_000, price: 9_999_999.99 }], 20, 0, 0, { subtotal: 99_999_999_900_00, tax: 19_999_999_980_00, total: 119_999_999_880_00 }],
];

describe('invoice totals in cents', () => {
  it.each(cases)('%s', (_name, lines, taxRate, discount, shipping, expected) => {
    const cents = invoiceCents({ lines, taxRate, discount, shipping });
    expect({ subtotal: cents.subtotal, tax: cents.tax, total: cents.total }).toEqual(expected);
    for (const value of Object.values(cents).flat()) expect(Number.isSafeInteger(value)).toBe(true);
  });

  it('computes each line as quantity × unit price in cents', () => {
    expect(lineCents({ quantity: 3, price: 0.1 })).toBe(30);
    expect(lineCents({ quantity: 7, price: 1150 })).toBe(805000);
  });

  it('counts what is still being typed (empty or not a number) as nothing', () => {
    expect(invoiceCents({ lines: [{ quantity: Number.NaN, price: 5 }, { quantity: 2, price: Number.NaN }], taxRate: Number.NaN, discount: Number.NaN, shipping: Number.NaN }).total).toBe(0);
  });

  it('gives the API its figures in euros', () => {
    const totals = invoiceTotals([{ quantity: 1, price: 0.1 }, { quantity: 2, price: 0.1 }], { taxRate: 20, discount: 0, shipping: 0 });
    expect(totals).toMatchObject({ subtotal: 0.3, tax: 0.06, total: 0.36 });
    expect(totals.lines.map((l) => l.total)).toEqual([0.1, 0.2]);
  });
});
