// @vitest-environment node
// A product stored in three parts (src/demo-api/product-store.ts): the overview's part without the
// copy, the tagline the list adds, and the long copy apart; reads join them, writes split them, a
// product stored whole before the split keeps its own copy, and a tagline an older release kept in
// the copy is taken over.
import { describe, expect, it, vi } from 'vitest';
import { productCopy, productCore, productListItems, products } from './product-store';
import { seedProducts, splitProduct } from '@/lib/seed/product';

describe('the products collection in three parts', () => {
  it('keeps the copy out of the part the overview reads, the long copy out of the list, and joins all on every read', async () => {
    const core = await productCore.get('market-pulse');
    expect(core).toMatchObject({ id: 'market-pulse', category: 'market-intelligence' });
    expect(core).not.toHaveProperty('description');
    expect(core).not.toHaveProperty('tagline');
    const item = await productListItems.get('market-pulse');
    expect(item?.tagline.ar).toMatch(/\S/);
    expect(item).not.toHaveProperty('schema');
    const whole = await products.get('market-pulse');
    expect(whole?.tagline).toEqual(item?.tagline);
    expect(whole?.schema.length).toBeGreaterThan(0);
    expect((await products.all()).every((p) => typeof p.description.fr === 'string' && typeof p.tagline.fr === 'string')).toBe(true);
  });

  it('stores an edit of the copy and of the rest, and a delete removes every part', async () => {
    const before = (await products.get('market-pulse'))!;
    await products.put({ ...before, name: 'Market Pulse Plus', tagline: { ...before.tagline, en: 'A new line' } });
    expect(await products.get('market-pulse')).toMatchObject({ name: 'Market Pulse Plus', tagline: { en: 'A new line' } });
    expect(await productListItems.get('market-pulse')).toMatchObject({ name: 'Market Pulse Plus', tagline: { en: 'A new line' } });
    expect(await productCore.get('market-pulse')).not.toHaveProperty('tagline');
    expect(await productCopy.get('market-pulse')).not.toHaveProperty('tagline');
    expect(await products.find((p) => p.tagline.en === 'A new line')).toMatchObject({ id: 'market-pulse' });

    expect(await products.delete('market-pulse')).toBe(true);
    expect(await products.get('market-pulse')).toBeUndefined();
    expect((await productListItems.all()).map((p) => p.id)).not.toContain('market-pulse');
  });

  it('reads a product stored whole before the split with its own copy, not the seed’s', async () => {
    const seeded = (await products.get('footfall-atlas'))!;
    // As an earlier release stored it: one record, copy included, in the products collection.
    await productCore.put({ ...seeded, description: { ...seeded.description, en: 'Edited before the split' }, tagline: { ...seeded.tagline, en: 'Whole' } });
    expect(await products.get('footfall-atlas')).toMatchObject({ description: { en: 'Edited before the split' }, tagline: { en: 'Whole' } });
    expect((await productListItems.get('footfall-atlas'))?.tagline.en).toBe('Whole');
  });

  it('takes over the taglines an older release kept in the copy: one edited, one of a product created then', async () => {
    vi.resetModules();
    const fresh = await import('./product-store');
    const whole = (await seedProducts())[0]!;
    const tagline = { en: 'Edited in an older release', fr: 'Modifié avant', ar: 'عُدّل من قبل' };
    // The records as the release before taglines had their own part stored them, read before this
    // release first reads a tagline: copy records that carry one.
    const [item, copy] = splitProduct({ ...whole, id: 'made-before' });
    const { tagline: _t, ...core } = item;
    await fresh.productCore.put(core);
    await fresh.productCopy.putMany([
      { ...splitProduct(whole)[1], tagline },
      { ...copy, tagline: whole.tagline },
    ]);
    expect((await fresh.productListItems.get(whole.id))?.tagline).toEqual(tagline);
    expect((await fresh.productListItems.get('made-before'))?.tagline).toEqual(whole.tagline);
    expect((await fresh.products.get(whole.id))?.tagline).toEqual(tagline);
    expect((await fresh.productListItems.get('footfall-atlas'))?.tagline.en).toMatch(/visitor/);
  });
});
