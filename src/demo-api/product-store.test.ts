// @vitest-environment node
// A product stored in two parts (src/demo-api/product-store.ts): the overview's part without the copy,
// the copy apart; reads join them, writes split them, and a product stored whole before the split
// keeps its own copy.
import { describe, expect, it } from 'vitest';
import { productCore, products } from './product-store';

describe('the products collection in two parts', () => {
  it('keeps the copy out of the part the overview reads, and joins it back on every read', async () => {
    const core = await productCore.get('market-pulse');
    expect(core).toMatchObject({ id: 'market-pulse', category: 'market-intelligence' });
    expect(core).not.toHaveProperty('description');
    const whole = await products.get('market-pulse');
    expect(whole?.tagline.en).toMatch(/\w/);
    expect(whole?.schema.length).toBeGreaterThan(0);
    expect((await products.all()).every((p) => typeof p.description.fr === 'string')).toBe(true);
  });

  it('stores an edit of the copy and of the rest, and a delete removes both parts', async () => {
    const before = (await products.get('market-pulse'))!;
    await products.put({ ...before, name: 'Market Pulse Plus', tagline: { ...before.tagline, en: 'A new line' } });
    expect(await products.get('market-pulse')).toMatchObject({ name: 'Market Pulse Plus', tagline: { en: 'A new line' } });
    expect(await productCore.get('market-pulse')).not.toHaveProperty('tagline');
    expect(await products.find((p) => p.tagline.en === 'A new line')).toMatchObject({ id: 'market-pulse' });

    expect(await products.delete('market-pulse')).toBe(true);
    expect(await products.get('market-pulse')).toBeUndefined();
    expect((await products.all()).map((p) => p.id)).not.toContain('market-pulse');
  });

  it('reads a product stored whole before the split with its own copy, not the seed’s', async () => {
    const seeded = (await products.get('market-pulse'))!;
    // As an earlier release stored it: one record, copy included, in the products collection.
    await productCore.put({ ...seeded, description: { ...seeded.description, en: 'Edited before the split' } });
    expect((await products.get('market-pulse'))?.description.en).toBe('Edited before the split');
  });
});
