// The shop's cart (docs/product-rules.md#shop): client state only, persisted in localStorage under
// `corvane-cart`. Lines are data-product tiers; a product appears once per tier. Stored lines are
// checked on load: a malformed slug, tier or quantity is dropped. This module does not import the
// catalogue (the header's cart link is on every public page); prices live in cart-pricing.ts,
// which also drops lines whose product is no longer in the catalogue.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { safeStateStorage } from '@/lib/storage/safe-storage';
import type { Tier } from './data-products';

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

const TIERS: readonly string[] = ['starter', 'team', 'enterprise'] satisfies Tier[];
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const clamp = (n: number) => Math.min(MAX_SEATS_PER_LINE, Math.max(1, Math.round(n)));
const same = (line: CartLine, slug: string, tier: Tier) => line.slug === slug && line.tier === tier;

export function sanitizeLines(value: unknown): CartLine[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw): CartLine[] => {
    if (!raw || typeof raw !== 'object') return [];
    const { slug, tier, quantity } = raw as Record<string, unknown>;
    if (typeof slug !== 'string' || !SLUG.test(slug)) return [];
    if (typeof tier !== 'string' || !TIERS.includes(tier)) return [];
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
              lines: state.lines.map((l) =>
                same(l, slug, tier) ? { ...l, quantity: clamp(l.quantity + quantity) } : l,
              ),
            };
          }
          return { lines: [...state.lines, { slug, tier, quantity: clamp(quantity) }] };
        }),
      setQuantity: (slug, tier, quantity) =>
        set((state) => ({
          lines: state.lines.map((l) =>
            same(l, slug, tier) ? { ...l, quantity: clamp(quantity) } : l,
          ),
        })),
      remove: (slug, tier) =>
        set((state) => ({ lines: state.lines.filter((l) => !same(l, slug, tier)) })),
      clear: () => set({ lines: [] }),
    }),
    {
      name: CART_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => safeStateStorage('local')),
      partialize: (state) => ({ lines: state.lines }),
      merge: (persisted, current) => ({
        ...current,
        lines: sanitizeLines((persisted as { lines?: unknown } | undefined)?.lines),
      }),
    },
  ),
);
