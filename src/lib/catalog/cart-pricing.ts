// Prices the cart against the catalogue, the way the order API totals an order.
import { ORDER_TAX_RATE } from '@/lib/api-contract/order';
import type { CartLine } from './cart-store';
import { findDataProduct, type Tier } from './data-products';

export interface PricedLine extends CartLine {
  name: string;
  unitPrice: number;
  lineTotal: number;
}

export type BillingPeriod = 'monthly' | 'yearly';

/** A yearly subscription costs ten months: two months free. */
export const MONTHS_BILLED_PER_YEAR = 10;

export function unitPrice(slug: string, tier: Tier, period: BillingPeriod): number {
  const monthly = findDataProduct(slug)?.prices[tier] ?? 0;
  return period === 'yearly' ? monthly * MONTHS_BILLED_PER_YEAR : monthly;
}

/** Prices the cart for a billing period: lines, subtotal, tax and total (as the order API does). */
export function priceCart(lines: readonly CartLine[], period: BillingPeriod) {
  const priced = lines.flatMap((line): PricedLine[] => {
    const product = findDataProduct(line.slug);
    if (!product) return [];
    const price = unitPrice(line.slug, line.tier, period);
    return [{ ...line, name: product.name, unitPrice: price, lineTotal: price * line.quantity }];
  });
  const subtotal = priced.reduce((sum, l) => sum + l.lineTotal, 0);
  const tax = Math.round(subtotal * ORDER_TAX_RATE * 100) / 100;
  return { lines: priced, subtotal, tax, total: Math.round((subtotal + tax) * 100) / 100, taxRate: ORDER_TAX_RATE };
}
