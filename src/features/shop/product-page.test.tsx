import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { productPaths } from '@/lib/api-contract/product';
import { clearCatalogEdits } from '@/lib/catalog/catalog-edits';
import { findDataProduct, listedDataProducts } from '@/lib/catalog/data-products';
import { http } from '@/lib/http/client';
import { signInAsDemo } from '../../../tests/auth';
import { renderRoute } from '../../../tests/test-utils';

afterEach(() => clearCatalogEdits());

describe('the public product page', () => {
  it('links to the documentation, changelog and marketplaces in a new tab, marked as external', async () => {
    renderRoute('/product/market-pulse');
    const section = await screen.findByRole('region', { name: 'Documentation and listings' }, { timeout: 40_000 });
    const docs = within(section).getByRole('link', { name: 'Documentation (opens in a new tab)' });
    expect(docs).toHaveAttribute('href', 'https://docs.corvane.example/market-pulse');
    expect(docs).toHaveAttribute('target', '_blank');
    expect(docs).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(section).getByRole('link', { name: 'Changelog (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://docs.corvane.example/market-pulse/changelog',
    );
    expect(within(section).getByRole('link', { name: 'Datamart Exchange (opens in a new tab)' })).toHaveAttribute('target', '_blank');
  }, 60_000);

  it('shows what the dashboard saved, and a draft is no longer on sale', async () => {
    await signInAsDemo();
    await http.patch(productPaths.item('market-pulse'), { name: 'Market Pulse Pro' });
    await http.patch(productPaths.item('price-lens'), { status: 'draft' });
    expect(findDataProduct('price-lens')).toBeUndefined();
    expect(listedDataProducts().map((p) => p.slug)).not.toContain('price-lens');
    renderRoute('/product/market-pulse');
    expect(await screen.findByRole('heading', { level: 1, name: 'Market Pulse Pro' }, { timeout: 40_000 })).toBeVisible();
  }, 60_000);
});
