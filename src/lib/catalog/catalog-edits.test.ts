import { afterEach, describe, expect, it } from 'vitest';
import { clearCatalogEdits, overlayCatalog, writeCatalogEdits, type CatalogEdit } from './catalog-edits';
import { dataProducts, findDataProduct, listedDataProducts } from './data-products';

const edit = (slug: string, change: Partial<CatalogEdit> = {}): CatalogEdit => ({
  ...findDataProductOrThrow(slug),
  status: 'published',
  ...change,
});

function findDataProductOrThrow(slug: string) {
  const product = dataProducts.find((p) => p.slug === slug);
  if (!product) throw new Error(slug);
  return product;
}

afterEach(() => clearCatalogEdits());

describe('the catalogue overlay', () => {
  it('is the bundled catalogue while the dashboard saved nothing', () => {
    expect(overlayCatalog(dataProducts, null)).toBe(dataProducts);
    expect(listedDataProducts()).toHaveLength(dataProducts.length);
  });

  it('shows the saved name, tagline and prices', () => {
    const tagline = { en: 'New words', fr: 'Nouveaux mots', ar: 'كلمات جديدة' };
    writeCatalogEdits(dataProducts.map((p) => edit(p.slug, p.slug === 'market-pulse' ? { name: 'Market Pulse Pro', tagline, prices: { starter: 590, team: 1590, enterprise: 5900 } } : {})));
    const product = findDataProduct('market-pulse');
    expect(product).toMatchObject({ name: 'Market Pulse Pro', tagline, prices: { starter: 590, team: 1590, enterprise: 5900 } });
  });

  it('leaves drafts and deleted products out of the shop', () => {
    writeCatalogEdits(
      dataProducts.filter((p) => p.slug !== 'talent-flow').map((p) => edit(p.slug, p.slug === 'price-lens' ? { status: 'draft' } : {})),
    );
    const slugs = listedDataProducts().map((p) => p.slug);
    expect(slugs).not.toContain('price-lens');
    expect(slugs).not.toContain('talent-flow');
    expect(slugs).toHaveLength(dataProducts.length - 2);
    expect(findDataProduct('price-lens')).toBeUndefined();
  });

  it('lists a product created in the dashboard', () => {
    const created = edit('market-pulse', { slug: 'port-watch', name: 'Port Watch' });
    writeCatalogEdits([created]);
    expect(listedDataProducts().map((p) => p.name)).toEqual(['Port Watch']);
  });

  it('ignores an unreadable stored value', () => {
    localStorage.setItem('catalogEdits', '{"version":1,');
    expect(listedDataProducts()).toBe(dataProducts);
    localStorage.setItem('catalogEdits', JSON.stringify({ version: 7, products: [] }));
    expect(listedDataProducts()).toBe(dataProducts);
  });
});
