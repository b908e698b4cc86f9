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

/**
 * The form's queries stay inside it (`form`): after each change of the page a role or label query
 * asks jsdom for the styles of every element it looks at, which on the whole dashboard takes
 * seconds; the wait for the form goes by text for the same reason (a role query re-run on each
 * change while the route loads).
 */
async function openForm(path: string) {
  const view = renderRoute(path, { signedIn: true });
  const submit = await screen.findByText(
    /^(Create product|Save changes)$/,
    {},
    { timeout: 40_000 },
  );
  const form = within(submit.closest('form')!);
  return { ...view, form, user: userEvent.setup() };
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
      const { user, form } = await openForm('/dashboard/product/new');
      const section = (name: string) =>
        form
          .getAllByRole('button', { name: new RegExp(`^${name}`) })
          .find((button) => button.hasAttribute('aria-expanded'))!;
      // The first section is open, the others fold; their fields stay in the form.
      expect(section('Details')).toHaveAttribute('aria-expanded', 'true');
      expect(section('Monthly prices')).toHaveAttribute('aria-expanded', 'false');
      await user.click(section('Monthly prices'));
      expect(section('Monthly prices')).toHaveAttribute('aria-expanded', 'true');
      await user.type(form.getByLabelText(/^Starter/), '900');
      await user.click(section('Monthly prices'));
      expect(section('Monthly prices')).toHaveAttribute('aria-expanded', 'false');

      await user.click(form.getByRole('button', { name: 'Create product' }));
      const summary = await screen.findByTestId('form-error-summary');
      // It takes the focus in an effect, after the render that shows it.
      await waitFor(() => expect(summary).toHaveFocus());
      // Every section with an error opens and says how many; the summary adds them up.
      const prices = section('Monthly prices');
      expect(prices).toHaveAttribute('aria-expanded', 'true');
      expect(form.getByLabelText(/^Starter/)).toHaveValue(900);
      const counts = within(summary)
        .getAllByRole('button')
        .map((b) => Number(/(\d+) fields?$/.exec(b.textContent ?? '')?.[1]));
      expect(
        within(summary).getByText(
          `${counts.reduce((a, b) => a + b, 0)} fields need your attention`,
        ),
      ).toBeInTheDocument();
      await user.click(within(summary).getByRole('button', { name: /^Monthly prices: / }));
      await waitFor(() => expect(form.getByLabelText(/^Team/)).toHaveFocus());
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('keeps the tiers in order and the schema between 5 and 8 fields, and sends nothing', async () => {
    const { user, router, form } = await openForm('/dashboard/product/new');
    await user.type(form.getByLabelText(/^Starter/), '900');
    await user.type(form.getByLabelText(/^Team/), '400');
    await user.type(form.getByLabelText(/^Enterprise/), '2000');
    await user.click(form.getByRole('button', { name: 'Remove field 5' }));
    await user.click(form.getByRole('button', { name: 'Create product' }));
    expect(
      await screen.findByText('The Team price cannot be below the Starter price.'),
    ).toBeInTheDocument();
    expect(form.getByLabelText(/^Team/)).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText(/^Enterprise/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('A sample schema has 5 to 8 fields.')).toBeInTheDocument();
    // Fixing the order clears its message as the price changes.
    await user.clear(form.getByLabelText(/^Team/));
    await user.type(form.getByLabelText(/^Team/), '1500');
    await waitFor(() =>
      expect(
        screen.queryByText('The Team price cannot be below the Starter price.'),
      ).not.toBeInTheDocument(),
    );
    await user.click(form.getByRole('button', { name: 'Add a field' }));
    expect(form.getAllByRole('button', { name: /^Remove field/ })).toHaveLength(5);
    expect(router.state.location.pathname).toBe('/dashboard/product/new');
  });

  it('suggests the slug from the name and shows the server’s "slug taken" under it', async () => {
    const { user, form } = await openForm('/dashboard/product/new');
    await user.type(form.getByLabelText(/^Name/), 'Market Pulse');
    const slug = form.getByLabelText(/^Slug/);
    expect(slug).toHaveValue('market-pulse');
    expect(await screen.findByText('Another product already uses this slug.')).toBeInTheDocument();
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    await user.type(slug, '-europe');
    await waitFor(() =>
      expect(screen.queryByText('Another product already uses this slug.')).not.toBeInTheDocument(),
    );
    expect(form.getByLabelText(/^Name/)).toHaveValue('Market Pulse');
  });

  it('shows the slug of an existing product as read-only, and it looks read-only', async () => {
    const { form } = await openForm('/dashboard/product/price-lens/edit');
    const slug = form.getByLabelText(/^Slug/);
    expect(slug).toHaveAttribute('readonly');
    expect(slug).toHaveValue('price-lens');
    // jsdom computes no cascade: the declarations the page's style rules give each field.
    const declared = declaredStyles;
    expect(declared(slug, 'background')).toContain('var(--chakra-colors-bg-muted)');
    expect(declared(slug, 'border-style')).toContain('dashed');
    expect(declared(slug, 'color')).toContain('var(--chakra-colors-fg-muted)');
    // An editable field keeps the usual look.
    const name = form.getByLabelText(/^Name/);
    expect(declared(name, 'background')).not.toContain('var(--chakra-colors-bg-muted)');
    expect(declared(name, 'border-style')).not.toContain('dashed');
  });

  it('saves a new Starter price and shows it on the product page', async () => {
    const { user, router, form } = await openForm('/dashboard/product/price-lens/edit');
    expect(form.getByLabelText(/^Slug/)).toHaveAttribute('readonly');
    const starter = form.getByLabelText(/^Starter/);
    await user.clear(starter);
    await user.type(starter, '610');
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/dashboard/product/price-lens'),
    );
    expect(await screen.findByText('Price Lens was saved')).toBeInTheDocument();
    const tiers = await screen.findByRole('region', { name: 'Tiers' });
    expect(within(tiers).getByText('€610')).toBeInTheDocument();
  });
});
