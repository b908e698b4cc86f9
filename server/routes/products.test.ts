// The product answers (details, list items, search results, a write's) are JSON text made by
// PostgreSQL (server/routes/products.ts): for every seeded product, and for one a test edited (its
// cover removed, its version moved), each must be the record that `toProduct` makes from the same
// row, field for field and number for number.
import { describe, expect, it } from 'vitest';
import { serverBackend } from '../contract/backends';
import { contractClient } from '../contract/client';
import type { Product } from '@/lib/api-contract/product';
import { productReader } from './products';

const client = contractClient(() => serverBackend());

describe('product details as JSON made by the database', () => {
  it('equals the mapped record for every product, with its figures', async () => {
    const { backend } = client;
    const read = productReader((backend as Awaited<ReturnType<typeof serverBackend>>).database.db);
    const items = await client.everything<Product>('/api/product/list');
    expect(items.length).toBeGreaterThan(5);
    // The seed has figures to check: completed orders and reviews on some products.
    // The seed's figures to check: revenue and subscribers from completed orders, ratings whole and not.
    expect(items.some((p) => p.revenue > 0 && p.subscribers > 0)).toBe(true);
    expect(items.some((p) => Number.isInteger(p.rating))).toBe(true);
    expect(items.some((p) => !Number.isInteger(p.rating))).toBe(true);
    for (const item of items) {
      const answer = await client.get(`/api/product/details?id=${encodeURIComponent(item.id)}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      const product = await read(item.id);
      expect(answer.body).toEqual({ product });
      // The list's item is the record without the long copy.
      const { description: _d, coverage: _c, schema: _s, ...listed } = product!;
      expect(item).toEqual(listed);
    }
    // The search answers the same items, in the list's order (insertion).
    const found = await client.get(`/api/product/search?q=${encodeURIComponent(items[0]!.name)}`);
    expect(found.body.results[0]).toEqual(items.find((p) => p.name === items[0]!.name));
  });

  it('keeps an edited product’s dates to the millisecond and a removed cover as null', async () => {
    const [first] = await client.everything<Product>('/api/product/list?pageSize=1');
    const edited = await client.send('PATCH', `/api/product/${first!.id}`, { cover: null, name: 'Renamed for the JSON check' });
    expect(edited.status).toBe(200);
    const read = productReader((client.backend as Awaited<ReturnType<typeof serverBackend>>).database.db);
    // The update's answer is made the same way (RETURNING): both equal the mapped record.
    expect(edited.body.product).toEqual(await read(first!.id));
    const details = await client.get(`/api/product/details?id=${first!.id}`);
    expect(details.body.product).toEqual(edited.body.product);
    expect(details.body.product.cover).toBeNull();
    expect(details.body.product.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('answers 404 with the message for an unknown id', async () => {
    const answer = await client.get('/api/product/details?id=no-such-product');
    expect(answer.status).toBe(404);
    expect(answer.body.message).toContain('no-such-product');
  });
});
