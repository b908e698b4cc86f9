// docs/server.md#live-updates: a list being read does not jump when someone else changes its
// records. A change that would add, remove or reorder the rows waits behind "N new" or "The list
// has changed" with Show; an edit that keeps the rows in place shows at once. Against the user
// list and the demo API; "someone else" writes through the API as another tab would, then its
// live event arrives (invalidateForEvent, as the event stream and the tabs' channel call it).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { userPaths } from '@/lib/api-contract/user';
import { renderRoute } from '../../../tests/test-utils';
import { invalidateForEvent } from './invalidate';
import { newRecords, sameRows } from './held-lists';

vi.setConfig({ testTimeout: 45_000 });

/** A write by someone else: straight to the API with this browser's token, not through the screen. */
async function elsewhere(method: 'PATCH' | 'DELETE' | 'POST', path: string, body?: unknown) {
  const response = await fetch(new URL(path, location.origin), {
    method,
    headers: { Authorization: `Bearer ${sessionStorage.getItem('accessToken')}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
  return response.status === 204 ? null : ((await response.json()) as unknown);
}

const table = () => screen.getByTestId('user-table');
const rowNames = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0]!.textContent);

async function openUsers() {
  const view = renderRoute('/dashboard/user/list', { signedIn: true });
  await screen.findByTestId('user-table', {}, { timeout: 20_000 });
  await waitFor(() => expect(rowNames().length).toBeGreaterThan(1));
  return { ...view, user: userEvent.setup() };
}

/** The id of the user named in the nth row (its link's address ends with the id). */
function idOfRow(n: number): string {
  const row = within(table()).getAllByRole('row')[n + 1]!;
  const href = within(row).getAllByRole('link')[0]!.getAttribute('href')!;
  return href.split('/').filter(Boolean).at(-1) === 'edit' ? href.split('/').at(-2)! : href.split('/').at(-1)!;
}

describe('a list on screen and changes made elsewhere', () => {
  it('keeps its rows when a record is deleted elsewhere, says the list has changed, and shows it on Show', async () => {
    const { queryClient, user } = await openUsers();
    const before = rowNames();
    const id = idOfRow(0);
    await elsewhere('DELETE', userPaths.item(id));
    await invalidateForEvent(queryClient, { group: 'user', id, action: 'deleted' });

    const bar = await screen.findByTestId('live-changes');
    expect(bar).toHaveTextContent('The list has changed');
    expect(rowNames()).toEqual(before);

    await user.click(within(bar).getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(rowNames()).not.toContain(before[0]));
    expect(screen.queryByTestId('live-changes')).not.toBeInTheDocument();
  });

  it('shows an edit that keeps the rows in place at once, with nothing to show', async () => {
    const { queryClient } = await openUsers();
    const before = rowNames();
    const id = idOfRow(1);
    const row = () => within(table()).getAllByRole('row')[2]!;
    const status = within(row()).getByText(/^(Active|Pending|Banned|Rejected)$/).textContent;
    const next = status === 'Banned' ? 'Rejected' : 'Banned';
    await elsewhere('PATCH', userPaths.item(id), { status: next.toLowerCase() });
    await invalidateForEvent(queryClient, { group: 'user', id, action: 'updated' });

    await waitFor(() => expect(within(row()).getByText(next)).toBeInTheDocument());
    expect(rowNames()).toEqual(before);
    expect(screen.queryByTestId('live-changes')).not.toBeInTheDocument();
  });

  it('counts new records by the growth of the total, and rows that stay by their order', () => {
    const page = (ids: string[], total?: number) => ({ items: ids.map((id) => ({ id })), total });
    // Created on page 1: one row pushed to page 2, one record more.
    expect(newRecords(page(['a', 'b', 'c'], 30), page(['n', 'a', 'b'], 31))).toBe(1);
    // Deleted: a row pulled up from page 2, no record new.
    expect(newRecords(page(['a', 'b', 'c'], 30), page(['b', 'c', 'd'], 29))).toBe(0);
    // No total: the rows not on screen before.
    expect(newRecords(page(['a', 'b']), page(['x', 'y', 'a']))).toBe(2);
    expect(sameRows(page(['a', 'b']), page(['a', 'b']))).toBe(true);
    expect(sameRows(page(['a', 'b']), page(['b', 'a']))).toBe(false);
  });
});
