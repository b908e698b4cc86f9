// The product list against the demo API: status tabs with counts, quick filters and search in the
// URL and the request, sort, the card grid, and the publish switch rolled back on a 500.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProducts } from '@/lib/catalog/data-products';
import { setDemoRole } from '@/../tests/auth';
import { renderRoute } from '@/../tests/test-utils';
import { server } from '@/../tests/setup';

// Whole routes render against the demo API (PBKDF2, IndexedDB): allow for a busy machine.
vi.setConfig({ testTimeout: 45_000 });

let requests: URL[] = [];
beforeEach(() => {
  requests = [];
  server.use(
    http.get('*/api/product/list', ({ request }) => {
      requests.push(new URL(request.url));
    }),
  );
});
const lastRequest = () => requests.at(-1)!.searchParams;

// "Export CSV" saves through a blob link: the blob is what the user gets.
const downloads: Blob[] = [];
const realCreate = URL.createObjectURL;
const realRevoke = URL.revokeObjectURL;
beforeEach(() => {
  downloads.length = 0;
  URL.createObjectURL = (blob: Blob | MediaSource) => (downloads.push(blob as Blob), 'blob:test');
  URL.revokeObjectURL = () => {};
});
afterEach(() => {
  URL.createObjectURL = realCreate;
  URL.revokeObjectURL = realRevoke;
});

async function openList(path = '/dashboard/product') {
  const view = renderRoute(path, { signedIn: true });
  await screen.findByTestId('product-table', {}, { timeout: 20_000 });
  await waitFor(() => expect(within(table()).getAllByRole('link').length).toBeGreaterThan(0));
  return { ...view, user: userEvent.setup() };
}
const table = () => screen.getByTestId('product-table');
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

describe('product list', () => {
  it('shows the catalogue with a tab per status, filters by category and searches', async () => {
    const { router, user } = await openList();
    expect(await screen.findByRole('tab', { name: `All ${dataProducts.length}` })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Draft 0' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Filter by category' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Energy' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ category: ['energy'] }));
    await waitFor(() => expect(lastRequest().getAll('category')).toEqual(['energy']));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(within(table()).getByText('Grid Watch')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Starter price' }), 'under-500');
    await waitFor(() => expect(lastRequest().get('priceMax')).toBe('499'));
    expect(await screen.findByText('No products match these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));

    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'footfall');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: 'footfall' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(within(table()).getByText('Footfall Atlas')).toBeInTheDocument();
  });

  it('exports the view under the column names the table shows', async () => {
    const { user } = await openList();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const [header, ...rows] = Papa.parse<string[]>((await downloads[0]!.text()).replace(/^\uFEFF/, '').trim()).data;
    expect(rows).toHaveLength(dataProducts.length);
    // The publish switch's column is "Published" on screen, so in the file.
    expect(header).toContain('Published');
    expect(header).not.toContain('Status');
    const shown = within(table())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent?.trim());
    for (const name of header!) expect(shown.some((text) => text?.startsWith(name))).toBe(true);
  });

  it('sorts by Starter price and shows the same page as cards', async () => {
    const { router, user } = await openList();
    await user.click(within(table()).getByRole('button', { name: 'Starter price' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sort: 'price' }));
    const cheapest = [...dataProducts].sort((a, b) => a.prices.starter - b.prices.starter)[0]!;
    await waitFor(() => expect(within(bodyRows()[0]!).getByText(cheapest.name)).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Cards' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ view: 'grid', sort: 'price' }));
    const grid = await screen.findByRole('list', { name: 'Data products as cards' });
    expect(within(grid).getAllByRole('listitem')[0]).toHaveTextContent(cheapest.name);
  });

  it('withdraws a product at once and puts it back when the server fails', async () => {
    const { user } = await openList();
    const name = dataProducts.map((p) => p.name).sort((a, b) => a.localeCompare(b))[0]!;
    let answer: (() => void) | undefined;
    server.use(
      http.patch(
        '*/api/product/:id',
        () =>
          new Promise<Response>((resolve) => {
            answer = () => resolve(HttpResponse.json({ message: 'Database unavailable' }, { status: 500 }));
          }),
      ),
    );
    const toggle = within(table()).getByRole('checkbox', { name: `Published: ${name}` });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    // Optimistic: off, and counted as a draft, before the server has answered.
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(screen.getByRole('tab', { name: 'Draft 1' })).toBeInTheDocument();
    await waitFor(() => expect(answer).toBeDefined());
    answer!();
    await waitFor(() => expect(within(table()).getByRole('checkbox', { name: `Published: ${name}` })).toBeChecked());
    expect(await screen.findByText(`${name} could not be published or withdrawn`)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Draft 0' })).toBeInTheDocument();
  });
});

describe('product list for a role that may only read (docs/product-rules.md#roles)', () => {
  it('leaves out create, edit, delete and bulk delete, and shows the publish switch without letting it change', async () => {
    await setDemoRole('user');
    const { user } = await openList();
    expect(screen.queryByRole('link', { name: 'New product' })).not.toBeInTheDocument();
    expect(within(table()).queryAllByRole('checkbox', { name: /^Select/ })).toEqual([]);
    const first = dataProducts.find((p) => within(table()).queryByText(p.name))!;
    const publish = within(table()).getByRole('checkbox', { name: `Published: ${first.name}` });
    expect(publish).toBeDisabled();
    await user.click(within(table()).getByRole('button', { name: `Actions for ${first.name}` }));
    expect(await screen.findByRole('menuitem', { name: 'View' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
