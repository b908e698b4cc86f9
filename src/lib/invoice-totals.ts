// An invoice's figures in whole cents (src/lib/money.ts), the one computation the demo API and the
// invoice form share, so what the form shows as you type is what the server stores
// (docs/api/crud-groups.md#invoice): line = quantity × unit price; subtotal = Σ lines; tax =
// tax rate % of (subtotal − discount), half-up to the cent; total = subtotal − discount + tax + shipping.
import { addCents, fromCents, multiplyCents, percentOfCents, toCents } from './money';

export interface TotalsLine {
  quantity: number;
  /** Unit price in euros. */
  price: number;
}

export interface TotalsInput {
  lines: readonly TotalsLine[];
  /** Percent, e.g. 20 or 5.5. */
  taxRate: number;
  /** An amount in euros taken off the subtotal. */
  discount: number;
  /** An amount in euros added after tax. */
  shipping: number;
}

export interface InvoiceCents {
  lines: number[];
  subtotal: number;
  discount: number;
  tax: number;
  shipping: number;
  total: number;
}

/** A number the reader may still be typing (empty, NaN) counts as 0; quantities are whole. */
const amount = (value: number) => (Number.isFinite(value) ? value : 0);
const whole = (value: number) => (Number.isSafeInteger(value) ? value : 0);

export function lineCents(line: TotalsLine): number {
  return multiplyCents(toCents(amount(line.price)), whole(line.quantity));
}

export function invoiceCents({ lines, taxRate, discount, shipping }: TotalsInput): InvoiceCents {
  const lineTotals = lines.map(lineCents);
  const subtotal = addCents(...lineTotals);
  const discountCents = toCents(amount(discount));
  const shippingCents = toCents(amount(shipping));
  const tax = percentOfCents(subtotal - discountCents, amount(taxRate));
  return {
    lines: lineTotals,
    subtotal,
    discount: discountCents,
    tax,
    shipping: shippingCents,
    total: addCents(subtotal, -discountCents, tax, shippingCents),
  };
}

/** The same figures in euros, as the API stores them. */
export function invoiceTotals<L extends TotalsLine>(lines: readonly L[], input: Omit<TotalsInput, 'lines'>) {
  const cents = invoiceCents({ lines, ...input });
  return {
    lines: lines.map((line, i) => ({ ...line, total: fromCents(cents.lines[i]!) })),
    subtotal: fromCents(cents.subtotal),
    tax: fromCents(cents.tax),
    total: fromCents(cents.total),
  };
}
