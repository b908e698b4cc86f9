// The user list against the demo API: tabs and counts, filters, search, sort and paging in the
// URL and in the request; bulk delete after confirmation; an optimistic change rolled back on a 500;
// a change made offline marked as not saved yet, then sent (docs/product-rules.md#offline).
import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { seedUsers } from '@/lib/seed/user';
import { renderRoute } from '../../../tests/test-utils';
import { server } from '@/../tests/setup';

// Whole routes render against the demo API (PBKDF2, IndexedDB): allow for a busy machine.
vi.setConfig({ testTimeout: 45_000 });

const seed = (await seedUsers());
const countOf = (status: string) =>
  seed.filter((u) => status === 'all' || u.status === status).length;

/** Every user-list request the page makes, as URLs (a pass-through handler: it answers nothing). */
let requests: URL[] = [];
beforeEach(() => {
  requests = [];
  server.use(
    http.get('*/api/user/list', ({ request }) => {
      requests.push(new URL(request.url));
    }),
  );
});
const lastRequest = () => requests.at(-1)!.searchParams;

async function openList(path = '/dashboard/user/list') {
  const view = renderRoute(path, { signedIn: true });
  await screen.findByTestId('user-table', {}, { timeout: 20_000 });
  await waitFor(() => expect(within(table()).getAllByRole('link').length).toBeGreaterThan(0));
  return { ...view, user: userEvent.setup() };
}

/** The table as it is now (changing the status tab renders it in that tab's panel). */
const table = () => screen.getByTestId('user-table');
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const nameIn = (row: HTMLElement) => within(row).getAllByRole('link')[0]!.textContent!;

describe('user list', () => {
  it('shows a tab per status with the number of users in it', async () => {
    await openList();
    for (const status of ['all', 'active', 'pending', 'banned', 'rejected']) {
      const label = {
        all: 'All',
        active: 'Active',
        pending: 'Pending',
        banned: 'Banned',
        rejected: 'Rejected',
      }[status]!;
      expect(
        await screen.findByRole('tab', { name: `${label} ${countOf(status)}` }),
      ).toBeInTheDocument();
    }
    expect(screen.getByText(`1–10 of ${seed.length}`)).toBeInTheDocument();
  });

  it('filters by status through the URL and the request', async () => {
    const { router, user } = await openList();
    await user.click(screen.getByRole('tab', { name: /^Pending/ }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ status: 'pending' }));
    await waitFor(() => expect(lastRequest().get('status')).toBe('pending'));
    await waitFor(() => expect(bodyRows()).toHaveLength(Math.min(10, countOf('pending'))));
    for (const row of bodyRows()) expect(within(row).getByText('Pending')).toBeInTheDocument();
  });

  it('filters by several roles at once', async () => {
    const { router, user } = await openList();
    await user.click(screen.getByRole('button', { name: 'Filter by role' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Analyst' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Consultant' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ role: ['analyst', 'consultant'] }),
    );
    await waitFor(() => expect(lastRequest().getAll('role')).toEqual(['analyst', 'consultant']));
    const expected = seed.filter((u) => u.role === 'analyst' || u.role === 'consultant').length;
    expect(await screen.findByRole('tab', { name: `All ${expected}` })).toBeInTheDocument();
  });

  it('searches on the server once the user pauses typing', async () => {
    const target = seed[5]!;
    const { router, user } = await openList();
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), target.email);
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: target.email }));
    expect(lastRequest().get('q')).toBe(target.email);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(within(table()).getByText(target.name)).toBeInTheDocument();
  });

  it('sorts by a column and pages, both in the URL', async () => {
    const { router, user } = await openList();
    await user.click(within(table()).getByRole('button', { name: 'Full name' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ sort: 'name', order: 'asc' }),
    );
    expect(lastRequest().get('sort')).toBe('name');
    const first = [...seed].sort((a, b) => a.name.localeCompare(b.name))[0]!;
    await waitFor(() => expect(within(bodyRows()[0]!).getByText(first.name)).toBeInTheDocument());
    expect(within(table()).getByRole('columnheader', { name: /Full name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ page: 2, sort: 'name' }),
    );
    expect(lastRequest().get('page')).toBe('2');
    expect(await screen.findByText(`11–20 of ${seed.length}`)).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    // Back to page 1, which, as the default, leaves the URL.
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ sort: 'name', order: 'asc', pageSize: 25 }),
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
  });

  it('opens a shared link with its view', async () => {
    await openList('/dashboard/user/list?status=active&sort=name&order=desc&page=2&pageSize=5');
    expect(lastRequest().get('status')).toBe('active');
    expect(lastRequest().get('order')).toBe('desc');
    expect(screen.getByRole('tab', { name: /^Active/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(`6–10 of ${countOf('active')}`)).toBeInTheDocument();
  });

  it('deletes the selected users after a confirmation', async () => {
    const { user } = await openList();
    const [a, b] = bodyRows().map(nameIn);
    await user.click(within(table()).getByRole('checkbox', { name: `Select ${a}` }));
    await user.click(within(table()).getByRole('checkbox', { name: `Select ${b}` }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 2 users?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(table()).queryByText(a!)).not.toBeInTheDocument());
    expect(within(table()).queryByText(b!)).not.toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: `All ${seed.length - 2}` })).toBeInTheDocument();
    expect(await screen.findByText('2 users were deleted')).toBeInTheDocument();
  });

  it('edits a user in the quick-edit dialog, keeping the typing when the server refuses it', async () => {
    const { user } = await openList();
    const row = bodyRows()[0]!;
    const name = nameIn(row);
    await user.click(within(row).getByRole('button', { name: `Actions for ${name}` }));
    // Chosen from the keyboard: the menu's pointer selection needs a layout jsdom does not have.
    await screen.findByRole('menuitem', { name: 'Quick edit' });
    await user.keyboard('{ArrowDown}{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Quick edit' });
    // The form is its own chunk: it may arrive after the dialog, and its first field then has focus.
    await waitFor(() => expect(within(dialog).getByLabelText(/^Full name/)).toHaveFocus());
    const email = within(dialog).getByLabelText(/^Email address/);
    await user.clear(email);
    await user.type(email, seed.find((u) => u.name !== name)!.email);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('This email address is already in use.')).toBeInTheDocument();

    const company = within(dialog).getByLabelText(/^Company/);
    await user.clear(email);
    await user.type(email, 'quick.edit@example.com');
    await user.clear(company);
    await user.type(company, 'Harbour Insights');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(`${name} was saved`)).toBeInTheDocument();
    await waitFor(() => expect(within(table()).getByText('Harbour Insights')).toBeInTheDocument());
  });

  it('changes a status at once and puts it back when the server fails', async () => {
    const { user } = await openList('/dashboard/user/list?status=active');
    const row = bodyRows()[0]!;
    const name = nameIn(row);
    let answer: (() => void) | undefined;
    server.use(
      http.patch(
        '*/api/user/:id',
        () =>
          new Promise<Response>(
            (resolve) =>
              (answer = () =>
                resolve(HttpResponse.json({ message: 'Database unavailable' }, { status: 500 }))),
          ),
      ),
    );
    await user.click(within(row).getByRole('button', { name: `Actions for ${name}` }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Banned' }));
    // Optimistic: the row says Banned before the server has answered.
    await waitFor(() => expect(within(row).getByText('Banned')).toBeInTheDocument());
    await waitFor(() => expect(answer).toBeDefined());
    answer!();
    await waitFor(() => expect(within(row).getByText('Active')).toBeInTheDocument());
    expect(
      await screen.findByText(`The status of ${name} could not be changed`),
    ).toBeInTheDocument();
  });

  it('marks a status changed offline as not saved yet, and saves it when the connection returns', async () => {
    const { user } = await openList('/dashboard/user/list?status=active');
    const row = bodyRows()[0]!;
    const name = nameIn(row);
    const sent: unknown[] = [];
    server.use(
      http.patch('*/api/user/:id', async ({ request }) => {
        sent.push(await request.clone().json());
      }),
    );
    onlineManager.setOnline(false);
    try {
      await user.click(within(row).getByRole('button', { name: `Actions for ${name}` }));
      await user.click(await screen.findByRole('menuitemradio', { name: 'Banned' }));
      await waitFor(() => expect(within(row).getByText('Banned')).toBeInTheDocument());
      expect(within(row).getByText('Not saved yet')).toBeInTheDocument();
      // The header's counter loads its code once a change is pending.
      expect(await screen.findByRole('button', { name: '1 change not saved yet' })).toBeInTheDocument();
      expect(screen.getByTestId('offline-banner')).toHaveTextContent('You are offline.');
      expect(sent).toEqual([]);
    } finally {
      act(() => onlineManager.setOnline(true));
    }
    await waitFor(() => expect(sent).toEqual([{ status: 'banned' }]));
    expect(await screen.findByText(`${name} is now Banned`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Not saved yet')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /not saved yet/ })).not.toBeInTheDocument();
  });
});
