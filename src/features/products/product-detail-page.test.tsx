// The product page for a role that may only read products (docs/product-rules.md#roles): no Edit,
// no Delete, and the publish switch shows the state without letting it change, as on the list.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setDemoRole } from '@/../tests/auth';
import { renderRoute } from '@/../tests/test-utils';

// Whole routes render against the demo API (PBKDF2, IndexedDB): allow for a busy machine.
vi.setConfig({ testTimeout: 90_000 });

describe('product page for a role that may only read', () => {
  it('leaves out Edit and Delete and shows the publish switch disabled', async () => {
    await setDemoRole('user');
    renderRoute('/dashboard/product/price-lens', { signedIn: true });
    await screen.findByRole('heading', { level: 1, name: /Price Lens/ }, { timeout: 40_000 });
    expect(screen.getByRole('checkbox', { name: 'Published' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Open the public page' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
