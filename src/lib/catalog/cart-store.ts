// The shop's cart (decision D15): client state only, persisted in localStorage under
// `corvane-cart`. Lines are data-product tiers; a product appears once per tier. Stored lines are
// checked on load: an unknown slug or tier, or a malformed quantity, is dropped.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { ORDER_TAX_RATE } from '@/lib/api-contract/order';
import { findDataProduct, tiers, type Tier } from './data-products';

export const CART_STORAGE_KEY = 'corvane-cart';
export const MAX_SEATS_PER_LINE = 50;

export interface CartLine {
  slug: string;
  tier: Tier;
  /** Number of subscriptions (one per team or site); 1 to MAX_SEATS_PER_LINE. */
  quantity: number;
}

interface CartState {
  lines: CartLine[];
  add: (slug: string, tier: Tier, quantity?: number) => void;
  setQuantity: (slug: string, tier: Tier, quantity: number) => void;
  remove: (slug: string, tier: Tier) => void;
  clear: () => void;
}

const clamp = (n: number) => Math.min(MAX_SEATS_PER_LINE, Math.max(1, Math.round(n)));
const same = (line: CartLine, slug: string, tier: Tier) => line.slug === slug && line.tier === tier;

export function sanitizeLines(value: unknown): CartLine[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw): CartLine[] => {
    if (!raw || typeof raw !== 'object') return [];
    const { slug, tier, quantity } = raw as Record<string, unknown>;
    if (typeof slug !== 'string' || !findDataProduct(slug)) return [];
    if (typeof tier !== 'string' || !(tiers as readonly string[]).includes(tier)) return [];
    if (typeof quantity !== 'number' || !Number.isFinite(quantity)) return [];
    return [{ slug, tier: tier as Tier, quantity: clamp(quantity) }];
  });
}

export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      lines: [],
      add: (slug, tier, quantity = 1) =>
        set((state) => {
          const existing = state.lines.find((l) => same(l, slug, tier));
          if (existing) {
            return {
              lines: state.lines.map((l) => (same(l, slug, tier) ? { ...l, quantity: clamp(l.quantity + quantity) } : l)),
            };
          }
          return { lines: [...state.lines, { slug, tier, quantity: clamp(quantity) }] };
        }),
      setQuantity: (slug, tier, quantity) =>
        set((state) => ({ lines: state.lines.map((l) => (same(l, slug, tier) ? { ...l, quantity: clamp(quantity) } : l)) })),
      remove: (slug, tier) => set((state) => ({ lines: state.lines.filter((l) => !same(l, slug, tier)) })),
      clear: () => set({ lines: [] }),
    }),
    {
      name: CART_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ lines: state.lines }),
      merge: (persisted, current) => ({
        ...current,
        lines: sanitizeLines((persisted as { lines?: unknown } | undefined)?.lines),
      }),
    },
  ),
);

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
