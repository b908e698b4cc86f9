// The product form against the demo API: the tier order and the schema's field count next to their
// fields, a taken slug reported by the server under the slug, and an edit that reaches the page.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/../tests/test-utils';
import { NARROW_QUERY } from '@/lib/ui/use-narrow-screen';
import { declaredStyles } from '../../../tests/declared-styles';

// Whole routes render against the demo API (PBKDF2, IndexedDB): allow for a busy machine.
vi.setConfig({ testTimeout: 60_000 });

async function openForm(path: string) {
  const view = renderRoute(path, { signedIn: true });
  await screen.findByRole('button', { name: /Create product|Save changes/ }, { timeout: 40_000 });
  return { ...view, user: userEvent.setup() };
}

/** The screen as a phone's: the narrow media query matches. */
function onAPhone() {
  const matchMedia = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
    ...matchMedia(query),
    matches: query === NARROW_QUERY,
  }));
}

describe('product form', () => {
  it('on a phone folds its sections, and a refused save lists the sections to fix at the top', async () => {
    onAPhone();
    try {
      const { user } = await openForm('/dashboard/product/new');
      const section = (name: string) =>
        screen
          .getAllByRole('button', { name: new RegExp(`^${name}`) })
          .find((button) => button.hasAttribute('aria-expanded'))!;
      // The first section is open, the others fold; their fields stay in the form.
      expect(section('Details')).toHaveAttribute('aria-expanded', 'true');
      expect(section('Monthly prices')).toHaveAttribute('aria-expanded', 'false');
      await user.click(section('Monthly prices'));
      expect(section('Monthly prices')).toHaveAttribute('aria-expanded', 'true');
      await user.type(screen.getByLabelText(/^Starter/), '900');
      await user.click(section('Monthly prices'));
      expect(section('Monthly prices')).toHaveAttribute('aria-expanded', 'false');

      await user.click(screen.getByRole('button', { name: 'Create product' }));
      const summary = await screen.findByTestId('form-error-summary');
      expect(summary).toHaveFocus();
      // Every section with an error opens and says how many; the summary adds them up.
      const prices = section('Monthly prices');
      expect(prices).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByLabelText(/^Starter/)).toHaveValue(900);
      const counts = within(summary)
        .getAllByRole('button')
        .map((b) => Number(/(\d+) fields?$/.exec(b.textContent ?? '')?.[1]));
      expect(
        within(summary).getByText(
          `${counts.reduce((a, b) => a + b, 0)} fields need your attention`,
        ),
      ).toBeInTheDocument();
      await user.click(within(summary).getByRole('button', { name: /^Monthly prices: / }));
      await waitFor(() => expect(screen.getByLabelText(/^Team/)).toHaveFocus());
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('keeps the tiers in order and the schema between 5 and 8 fields, and sends nothing', async () => {
    const { user, router } = await openForm('/dashboard/product/new');
    await user.type(screen.getByLabelText(/^Starter/), '900');
    await user.type(screen.getByLabelText(/^Team/), '400');
    await user.type(screen.getByLabelText(/^Enterprise/), '2000');
    await user.click(screen.getByRole('button', { name: 'Remove field 5' }));
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(
      await screen.findByText('The Team price cannot be below the Starter price.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Team/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Enterprise/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('A sample schema has 5 to 8 fields.')).toBeInTheDocument();
    // Fixing the order clears its message as the price changes.
    await user.clear(screen.getByLabelText(/^Team/));
    await user.type(screen.getByLabelText(/^Team/), '1500');
    await waitFor(() =>
      expect(
        screen.queryByText('The Team price cannot be below the Starter price.'),
      ).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Add a field' }));
    expect(screen.getAllByRole('button', { name: /^Remove field/ })).toHaveLength(5);
    expect(router.state.location.pathname).toBe('/dashboard/product/new');
  });

  it('suggests the slug from the name and shows the server’s "slug taken" under it', async () => {
    const { user } = await openForm('/dashboard/product/new');
    await user.type(screen.getByLabelText(/^Name/), 'Market Pulse');
    const slug = screen.getByLabelText(/^Slug/);
    expect(slug).toHaveValue('market-pulse');
    expect(await screen.findByText('Another product already uses this slug.')).toBeInTheDocument();
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    await user.type(slug, '-europe');
    await waitFor(() =>
      expect(screen.queryByText('Another product already uses this slug.')).not.toBeInTheDocument(),
    );
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Market Pulse');
  });

  it('shows the slug of an existing product as read-only, and it looks read-only', async () => {
    await openForm('/dashboard/product/price-lens/edit');
    const slug = screen.getByLabelText(/^Slug/);
    expect(slug).toHaveAttribute('readonly');
    expect(slug).toHaveValue('price-lens');
    // jsdom computes no cascade: the declarations the page's style rules give each field.
    const declared = declaredStyles;
    expect(declared(slug, 'background')).toContain('var(--chakra-colors-bg-muted)');
    expect(declared(slug, 'border-style')).toContain('dashed');
    expect(declared(slug, 'color')).toContain('var(--chakra-colors-fg-muted)');
    // An editable field keeps the usual look.
    const name = screen.getByLabelText(/^Name/);
    expect(declared(name, 'background')).not.toContain('var(--chakra-colors-bg-muted)');
    expect(declared(name, 'border-style')).not.toContain('dashed');
  });

  it('saves a new Starter price and shows it on the product page', async () => {
    const { user, router } = await openForm('/dashboard/product/price-lens/edit');
    expect(screen.getByLabelText(/^Slug/)).toHaveAttribute('readonly');
    const starter = screen.getByLabelText(/^Starter/);
    await user.clear(starter);
    await user.type(starter, '610');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/dashboard/product/price-lens'),
    );
    expect(await screen.findByText('Price Lens was saved')).toBeInTheDocument();
    const tiers = await screen.findByRole('region', { name: 'Tiers' });
    expect(within(tiers).getByText('€610')).toBeInTheDocument();
  });
});
