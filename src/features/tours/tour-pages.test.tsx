// The tours pages against the demo API: a shared link's filters reach the request and the drawer,
// a change goes to the URL; a booking asking for more seats than are left is refused by the
// server and the page says so.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { seedTours } from '@/lib/seed/tour';
import { renderRoute } from '@/../tests/test-utils';
import { setDemoRole } from '@/../tests/auth';
import { server } from '@/../tests/setup';

vi.setConfig({ testTimeout: 60_000 });

let requests: URL[] = [];
beforeEach(() => {
  requests = [];
  server.use(
    http.get('*/api/tour/list', ({ request }) => {
      requests.push(new URL(request.url));
    }),
  );
});
const lastRequest = () => requests.at(-1)!.searchParams;

describe('tour list', () => {
  it('opens a shared link with its date range and guide, and writes a new destination to the URL', async () => {
    const { router } = renderRoute('/dashboard/tour?from=2026-01-01&to=2030-12-31&guide=%5B%22karim.haddad%40corvane.example%22%5D', { signedIn: true });
    const user = userEvent.setup();
    await screen.findByTestId('tour-table', {}, { timeout: 20_000 });
    await waitFor(() => expect(lastRequest().get('guide')).toBe('karim.haddad@corvane.example'));
    expect(lastRequest().get('startDate')).toBe('2026-01-01');
    expect(lastRequest().get('endDate')).toBe('2030-12-31');

    await user.click(screen.getByRole('button', { name: 'Filters, 2 on' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    // The day as an English reader writes it (docs/look-and-feel.md#dates).
    expect(within(drawer).getByLabelText('From')).toHaveValue('01/01/2026');
    expect(await within(drawer).findByRole('checkbox', { name: 'Karim Haddad' })).toBeChecked();
    await user.click(within(drawer).getByRole('checkbox', { name: 'Netherlands' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ country: ['NL'], guide: ['karim.haddad@corvane.example'] }));
    await waitFor(() => expect(lastRequest().getAll('country')).toEqual(['NL']));
  });
});

describe('tour bookers', () => {
  it('refuses to approve more seats than are left, with the server’s reason', async () => {
    const tour = (await seedTours()).find((t) => t.status === 'published' && t.capacity - t.booked >= 2)!;
    const left = tour.capacity - tour.booked;
    renderRoute(`/dashboard/tour/${tour.id}?tab=bookers`, { signedIn: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add booking' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a booking' });
    await user.type(within(dialog).getByLabelText(/^Customer/), 'Hana Sato');
    await user.clear(within(dialog).getByLabelText(/^Seats/));
    await user.type(within(dialog).getByLabelText(/^Seats/), String(left + 1));
    await user.click(within(dialog).getByRole('button', { name: 'Add booking' }));
    await user.click(await screen.findByRole('button', { name: 'Approve the booking of Hana Sato' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The booking of Hana Sato was not approved');
    expect(alert).toHaveTextContent(`Only ${left} seats are left on this tour; this booking asks for ${left + 1}.`);
    expect(screen.getByText(`${tour.booked} of ${tour.capacity} seats`)).toBeInTheDocument();
  });
});

describe('tour list for a role that may only read (docs/product-rules.md#roles)', () => {
  it('leaves out create, edit and delete', async () => {
    const tours = await seedTours();
    await setDemoRole('user');
    const user = userEvent.setup();
    renderRoute('/dashboard/tour', { signedIn: true });
    const table = await screen.findByTestId('tour-table', {}, { timeout: 20_000 });
    const tour = await waitFor(() => {
      const found = tours.find((t) => within(table).queryByText(t.name));
      expect(found).toBeDefined();
      return found!;
    });
    expect(screen.queryByRole('link', { name: 'New tour' })).not.toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: `Actions for ${tour.name}` }));
    expect(await screen.findByRole('menuitem', { name: 'View' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
  });
});

describe('tour page for a role that may only read (docs/product-rules.md#roles)', () => {
  it('leaves out Edit and keeps the bookings, which every role may add', async () => {
    const tour = (await seedTours())[0]!;
    await setDemoRole('user');
    renderRoute(`/dashboard/tour/${tour.id}?tab=bookers`, { signedIn: true });
    expect(await screen.findByRole('button', { name: 'Add booking' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: tour.name })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });
});
