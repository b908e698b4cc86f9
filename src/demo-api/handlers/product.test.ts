// The product group's own rules (docs/api/product.md): list items without the long copy, figures
// computed from orders and reviews, the tier order and a taken slug on their fields, reviews with
// their summary.
import { describe, expect, it } from 'vitest';
import type { Order } from '@/lib/api-contract/order';
import {
  productDetailFields,
  productPaths,
  type Product,
  type ProductDetailsResponse,
  type ProductInput,
  type ProductListResponse,
  type ProductReviewsResponse,
  type ProductSearchResponse,
} from '@/lib/api-contract/product';
import { http } from '@/lib/http/client';
import type { HttpError } from '@/lib/http/http-error';
import { signInAsDemo } from '../../../tests/auth';
import { storedRecords } from '../db';
import { orders } from '../order-store';

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    return error as HttpError;
  }
  throw new Error('expected the request to fail');
}

const details = async (id: string) => (await http.get<ProductDetailsResponse>(productPaths.details, { query: { id } })).product;

function inputOf(p: Product, changes: Partial<ProductInput>): ProductInput {
  const { subscribers: _s, revenue: _r, rating: _ra, reviewCount: _c, createdAt: _cr, updatedAt: _u, ...input } = p;
  return { ...input, ...changes };
}

describe('product group', () => {
  // First in the file: nothing has read a product's long copy yet.
  it('answers the list and the search without reading the long copy (docs/api/product.md#list-items)', async () => {
    await signInAsDemo();
    const list = await http.get<ProductListResponse>(productPaths.list, { query: { pageSize: 50 } });
    const { results } = await http.get<ProductSearchResponse>(productPaths.search, { query: { q: 'pulse' } });
    expect(list.items.length).toBeGreaterThan(5);
    expect(results.map((p) => p.id)).toContain('market-pulse');
    for (const item of [...list.items, ...results]) {
      expect(item.tagline.en).toMatch(/\w/);
      for (const field of productDetailFields) expect(item).not.toHaveProperty(field);
    }
    expect(await storedRecords('productCopy')).toEqual([]);
    expect((await details('market-pulse')).schema.length).toBeGreaterThan(4);
    expect(await storedRecords('productCopy')).not.toEqual([]);
  });

  it('computes subscribers and revenue from the completed orders holding the product', async () => {
    await signInAsDemo();
    const all = await orders.all();
    const expected = { buyers: new Set<string>(), revenue: 0 };
    for (const order of all.filter((o: Order) => o.status === 'completed')) {
      const lines = order.items.filter((item) => item.sku.startsWith('market-pulse:'));
      if (!lines.length) continue;
      expected.buyers.add(order.billing.email.toLowerCase());
      expected.revenue += lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
    }
    const product = await details('market-pulse');
    expect(product.subscribers).toBe(expected.buyers.size);
    expect(product.revenue).toBe(expected.revenue);

    const { reviews, summary } = await http.get<ProductReviewsResponse>(productPaths.reviews, { query: { id: 'market-pulse' } });
    expect(summary.count).toBe(reviews.length);
    expect(summary.distribution.reduce((a, b) => a + b, 0)).toBe(reviews.length);
    expect(product).toMatchObject({ rating: summary.average, reviewCount: summary.count });
  });

  it('puts the tier order and a taken slug on their fields', async () => {
    await signInAsDemo();
    const base = await details('market-pulse');
    const disorder = await failure(http.post(productPaths.create, inputOf(base, { id: 'pulse-two', prices: { starter: 900, team: 800, enterprise: 700 } })));
    expect(disorder.status).toBe(400);
    expect(disorder.fieldErrors).toMatchObject({
      'prices.team': 'The Team price cannot be below the Starter price.',
      'prices.enterprise': 'The Enterprise price cannot be below the Team price.',
    });
    const short = await failure(http.post(productPaths.create, inputOf(base, { id: 'pulse-two', schema: base.schema.slice(0, 4) })));
    expect(short.fieldErrors.schema).toBe('A sample schema has 5 to 8 fields.');
    const taken = await failure(http.post(productPaths.create, inputOf(base, {})));
    expect(taken.status).toBe(409);
    expect(taken.fieldErrors).toEqual({ id: 'Another product already uses this slug.' });
    expect(await http.get(productPaths.slugCheck, { query: { slug: 'market-pulse' } })).toEqual({ available: false });
    expect(await http.get(productPaths.slugCheck, { query: { slug: 'pulse-two' } })).toEqual({ available: true });
  });
});
