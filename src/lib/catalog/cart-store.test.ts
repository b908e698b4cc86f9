import { describe, expect, it } from 'vitest';
import { priceCart } from './cart-pricing';
import { CART_STORAGE_KEY, sanitizeLines, useCartStore } from './cart-store';

describe('cart store', () => {
  it('adds a tier once per product, clamps quantities and persists in localStorage', () => {
    const cart = useCartStore.getState();
    cart.clear();
    cart.add('market-pulse', 'team');
    cart.add('market-pulse', 'team', 2);
    cart.add('price-lens', 'starter');
    cart.setQuantity('price-lens', 'starter', 500);
    expect(useCartStore.getState().lines).toEqual([
      { slug: 'market-pulse', tier: 'team', quantity: 3 },
      { slug: 'price-lens', tier: 'starter', quantity: 50 },
    ]);
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '{}').state.lines).toHaveLength(2);
    cart.remove('price-lens', 'starter');
    expect(useCartStore.getState().lines).toHaveLength(1);
  });

  it('drops stored lines with a malformed slug, an unknown tier or a malformed quantity', () => {
    expect(
      sanitizeLines([
        { slug: 'market-pulse', tier: 'team', quantity: 2 },
        { slug: '../etc', tier: 'team', quantity: 1 },
        { slug: 'price-lens', tier: 'gold', quantity: 1 },
        { slug: 'price-lens', tier: 'starter', quantity: 'two' },
        null,
      ]),
    ).toEqual([{ slug: 'market-pulse', tier: 'team', quantity: 2 }]);
    expect(sanitizeLines('not a list')).toEqual([]);
  });

  it('prices monthly and yearly (ten months) with 20% VAT, as the order API does', () => {
    const lines = [{ slug: 'market-pulse', tier: 'team' as const, quantity: 2 }];
    expect(priceCart(lines, 'monthly')).toMatchObject({ subtotal: 2980, tax: 596, total: 3576 });
    expect(priceCart(lines, 'yearly')).toMatchObject({ subtotal: 29800, tax: 5960, total: 35760 });
  });
});

describe('priceCart', () => {
  it('leaves out lines whose product is not in the catalogue', () => {
    const priced = priceCart([{ slug: 'retired-product', tier: 'team', quantity: 1 }], 'monthly');
    expect(priced.lines).toEqual([]);
    expect(priced.total).toBe(0);
  });
});
