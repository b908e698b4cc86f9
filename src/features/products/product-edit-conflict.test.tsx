// The product form when someone else saved the product after it was opened
// (docs/product-rules.md#edit-conflicts), and the product page of a product deleted meanwhile
// (docs/product-rules.md#records).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Product } from '@/lib/api-contract/product';
import { http } from '@/lib/http/client';
import { invalidateForEvent } from '@/lib/live/invalidate';
import { renderRoute } from '@/../tests/test-utils';

// Whole routes render against the demo API (PBKDF2, IndexedDB): allow for a busy machine.
vi.setConfig({ testTimeout: 90_000 });

const stored = async () => (await http.get<{ product: Product }>('/api/product/details', { query: { id: 'price-lens' } })).product;

async function openEdit() {
  const view = renderRoute('/dashboard/product/price-lens/edit', { signedIn: true });
  await screen.findByRole('button', { name: 'Save changes' }, { timeout: 40_000 });
  const user = userEvent.setup();
  const name = screen.getByLabelText(/^Name/);
  await user.clear(name);
  await user.type(name, 'Price Lens Mine');
  await http.patch('/api/product/price-lens', { name: 'Price Lens Theirs' });
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'This record changed while you were editing it' });
  return { ...view, user, dialog };
}

describe('product form, edit conflicts', () => {
  it('keeps the typing on a 409; "Save mine anyway" then saves it', async () => {
    const { user, router, dialog } = await openEdit();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Price Lens Mine');
    await user.click(within(dialog).getByRole('button', { name: 'Save mine anyway' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/product/price-lens'));
    expect((await stored()).name).toBe('Price Lens Mine');
  });

  it('"Load their version" puts the server’s values in the form', async () => {
    const { user, dialog } = await openEdit();
    await user.click(within(dialog).getByRole('button', { name: 'Load their version' }));
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue('Price Lens Theirs'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says the product was deleted, with the way back, when its open page is deleted elsewhere', async () => {
    const { queryClient } = renderRoute('/dashboard/product/price-lens', { signedIn: true });
    await screen.findByRole('heading', { level: 1, name: /Price Lens/ }, { timeout: 40_000 });
    await http.delete('/api/product/price-lens');
    await invalidateForEvent(queryClient, { group: 'product', id: 'price-lens', action: 'deleted' });
    expect(await screen.findByRole('heading', { level: 1, name: 'This product does not exist or was deleted.' })).toBeInTheDocument();
    expect(screen.getByText('Someone deleted it while this page was open.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the products' })).toHaveAttribute('href', '/dashboard/product');
  });
});
