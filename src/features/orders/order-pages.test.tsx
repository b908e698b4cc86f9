// The order screens against the demo API: a row opens to its items; the order page shows its
// items, timeline, delivery and card (last four only), and a cancel asks first, then joins the
// timeline with who made it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNT } from '@/lib/seed/base';
import { seedOrders } from '@/lib/seed/order';
import { renderRoute } from '../../../tests/test-utils';
import { setDemoRole } from '../../../tests/auth';

vi.setConfig({ testTimeout: 45_000 });

const seed = (await seedOrders());

describe('order list', () => {
  it('shows a tab per status with its count, and a row opens to its items', async () => {
    const user = userEvent.setup();
    renderRoute('/dashboard/order', { signedIn: true });
    const table = await screen.findByTestId('order-table', {}, { timeout: 20_000 });
    const pending = seed.filter((o) => o.status === 'pending').length;
    expect(await screen.findByRole('tab', { name: `Pending ${pending}` }, { timeout: 20_000 })).toBeInTheDocument();
    // Newest first: the last order placed is on top.
    const newest = seed.at(-1)!;
    const open = await within(table).findByRole('button', { name: `Show the items of ${newest.number}` }, { timeout: 20_000 });
    await user.click(open);
    const items = await within(table).findByRole('table', { name: `Items of ${newest.number}` }, { timeout: 20_000 });
    for (const item of newest.items) expect(within(items).getByText(item.name)).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: `Hide the items of ${newest.number}` })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('order page', () => {
  it('shows the timeline, delivery and card, and cancels after a confirmation', async () => {
    const order = seed.find((o) => o.status === 'pending')!;
    const user = userEvent.setup();
    renderRoute(`/dashboard/order/${order.id}`, { signedIn: true });
    await screen.findByRole('heading', { level: 1, name: `Order ${order.number}` }, { timeout: 20_000 });
    const timeline = screen.getByRole('list', { name: 'Timeline' });
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(1);
    // The name is its own element inside the sentence (docs/look-and-feel.md#text-in-both-directions).
    expect(timeline).toHaveTextContent(`By ${order.billing.name}`);
    expect(screen.getByLabelText(`Card ending in ${order.payment.last4}`)).toBeInTheDocument();
    expect(screen.getByText('Delivery')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('alertdialog', { name: `Cancel order ${order.number}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(within(timeline).getAllByRole('listitem')).toHaveLength(2), { timeout: 20_000 });
    expect(within(timeline).getByText('Cancelled')).toBeInTheDocument();
    const { firstName, lastName } = DEMO_ACCOUNT;
    expect(timeline).toHaveTextContent(`By ${firstName} ${lastName}`);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });
});

describe('order list for a role that may not delete orders (docs/product-rules.md#roles)', () => {
  it('offers no selection and no bulk delete, and keeps the row’s status actions', async () => {
    await setDemoRole('user');
    const user = userEvent.setup();
    renderRoute('/dashboard/order', { signedIn: true });
    const table = await screen.findByTestId('order-table', {}, { timeout: 20_000 });
    const newest = seed.at(-1)!;
    await within(table).findByRole('button', { name: `Actions for ${newest.number}` }, { timeout: 20_000 });
    expect(within(table).queryAllByRole('checkbox')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Delete selected' })).not.toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: `Actions for ${newest.number}` }));
    expect(await screen.findByRole('menuitem', { name: 'View' })).toBeInTheDocument();
  });
});
