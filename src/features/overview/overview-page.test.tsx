import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../tests/setup';
import { renderRoute } from '../../../tests/test-utils';
import { ROLE_SWITCH_OFF, ROLE_SWITCH_REFUSED } from '@/lib/api-contract/permission';
import { createQueryClient } from '@/lib/query-client';

function countRequests(path: string) {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === path) seen.push(request.method);
  };
  server.events.on('request:start', listener);
  return {
    get count() {
      return seen.length;
    },
    stop: () => server.events.removeListener('request:start', listener),
  };
}

describe('overview', () => {
  it('shows figures with their change, the charts and the recent orders from the API', async () => {
    renderRoute('/dashboard', { signedIn: true });
    // The first render loads the route's code (page and loader chunks): allow for a busy machine.
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Welcome back, Amira' },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    const figures = screen.getByRole('region', { name: 'Key figures' });
    for (const name of ['Revenue', 'New orders', 'Active subscriptions', 'Website enquiries'])
      expect(within(figures).getByText(name)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Recent orders' });
    expect(within(table).getAllByRole('row')).toHaveLength(7);
    expect(within(table).getByRole('link', { name: '#C-1024' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/dashboard\/order\//),
    );
    expect(
      await screen.findByRole('heading', { name: 'Subscriptions by category' }),
    ).toBeInTheDocument();
  });

  it('/dashboard/app leads to the same overview', async () => {
    renderRoute('/dashboard/app', { signedIn: true });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Welcome back, Amira' },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
  });

  it('going back to a visited screen shows its cached data without a new request', async () => {
    const requests = countRequests('/api/overview/app');
    const { router } = renderRoute('/dashboard', {
      signedIn: true,
      queryClient: createQueryClient(),
    });
    await screen.findByRole('table', { name: 'Recent orders' });
    expect(requests.count).toBe(1);
    await router.navigate({ to: '/dashboard/blank' });
    await screen.findByRole('heading', { level: 1, name: 'Blank' });
    router.history.back();
    expect(await screen.findByRole('table', { name: 'Recent orders' })).toBeInTheDocument();
    expect(requests.count).toBe(1);
    requests.stop();
  });

  it('shows the error with Retry when the data cannot load, and Retry loads it', async () => {
    server.use(
      http.get(
        '*/api/overview/app',
        () => HttpResponse.json({ message: 'The figures are being recomputed.' }, { status: 503 }),
        { once: true },
      ),
    );
    renderRoute('/dashboard', { signedIn: true });
    expect(await screen.findByText('The figures are being recomputed.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Recent orders' })).toBeInTheDocument();
  });
});

describe('notifications and reset', () => {
  it('lists notifications from the API and marks them all as read', async () => {
    renderRoute('/dashboard/blank', { signedIn: true });
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    await userEvent.click(bell);
    expect(await screen.findByText(/^New order #C-1024 from /)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(
      await screen.findByRole('button', { name: 'Notifications, 0 unread' }),
    ).toBeInTheDocument();
  });

  it('"Reset demo data": a server that refuses (DEMO_RESET off, 403) is explained and the dialog stays; once allowed, the seed is back', async () => {
    server.use(
      http.post(
        '*/api/demo/reset',
        () => HttpResponse.json({ message: 'Resetting the demo data is turned off on this server.' }, { status: 403 }),
        { once: true },
      ),
    );
    renderRoute('/dashboard/blank', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await screen.findByRole('button', { name: 'Notifications, 0 unread' });
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: /Account menu for Amira Haddad/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Reset demo data' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset the demo data?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset demo data' }));
    // Refused: said in the reader's words, the dialog stays for another try.
    expect(await screen.findByText('The demo data could not be reset.')).toBeInTheDocument();
    expect(screen.getByText('This server does not allow resetting the shared data. Ask its administrator.')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'Reset the demo data?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications, 0 unread', hidden: true })).toBeInTheDocument();
    // The next try is answered by the demo API itself: the seed comes back on screen.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset demo data' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument(),
    );
  });
});

describe('permission', () => {
  it('switches the role: gated content and nav items follow', async () => {
    renderRoute('/dashboard/permission', { signedIn: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Permission' }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Dashboard navigation' });
    expect(within(nav).getByRole('button', { name: /Invoice/ })).toBeInTheDocument();
    expect(screen.getByText(/User management: the user list/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: /^User/ }));
    await waitFor(() =>
      expect(within(nav).queryByRole('button', { name: /Invoice/ })).not.toBeInTheDocument(),
    );
    expect(screen.queryByText(/User management: the user list/)).not.toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Invoices/ });
    expect(within(row).getByText('403 — not allowed')).toBeInTheDocument();
  });

  it('a server that does not allow the switch (ROLE_SWITCH off, 403) is explained and the role stays, shown read-only', async () => {
    let asked = 0;
    server.use(
      http.post('*/api/auth/role', () => {
        asked += 1;
        return HttpResponse.json({ message: ROLE_SWITCH_REFUSED, code: ROLE_SWITCH_OFF }, { status: 403 });
      }),
    );
    renderRoute('/dashboard/permission', { signedIn: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Permission' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Admin/ })).toBeChecked();

    await userEvent.click(screen.getByRole('radio', { name: /^User/ }));
    // Refused: said in the reader's words, not the server's English.
    expect(await screen.findByText('The role could not be changed.')).toBeInTheDocument();
    expect(
      screen.getByText('This server does not let you change your own role. Ask its administrator.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(ROLE_SWITCH_REFUSED)).not.toBeInTheDocument();
    expect(
      screen.getByText('On this server, roles are given by an administrator: your role is shown as it is.'),
    ).toBeInTheDocument();
    // The role is the one the session had: the admin's content and navigation stay.
    await waitFor(() => expect(screen.getByRole('radio', { name: /^Admin/ })).toBeChecked());
    expect(screen.getByRole('radio', { name: /^User/ })).not.toBeChecked();
    expect(screen.getByText(/User management: the user list/)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Dashboard navigation' });
    expect(within(nav).getByRole('button', { name: /Invoice/ })).toBeInTheDocument();
    // Read-only from then on: another choice is not sent.
    await userEvent.click(screen.getByRole('radio', { name: /^Manager/ }));
    expect(screen.getByRole('radio', { name: /^Admin/ })).toBeChecked();
    expect(asked).toBe(1);
  });
});
