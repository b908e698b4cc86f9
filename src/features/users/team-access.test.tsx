// The user list's "Team access" tab against the demo API: the sign-in accounts with their role and
// status (the admin's own row changes nothing), a role change and a (de)activation after a
// confirmation, the invite dialog (its checks next to the field, the contract's refusals in the
// reader's language, the demo link to copy), resend and revoke. msw overrides give the refusals
// the demo's one-admin data cannot (the last admin, a mail server that is down).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authPaths } from '@/lib/api-contract/auth';
import { teamMessages, teamPaths, type InvitationResponse } from '@/lib/api-contract/team';
import { buildUrl, http } from '@/lib/http/client';
import { i18n } from '@/lib/i18n/i18n';
import { renderRoute } from '@/../tests/test-utils';
import { signInAsDemo } from '@/../tests/auth';
import { server } from '@/../tests/setup';

// Whole routes render against the demo API (PBKDF2, IndexedDB): allow for a busy machine.
vi.setConfig({ testTimeout: 45_000 });

const NADIA = {
  firstName: 'Nadia',
  lastName: 'Benali',
  email: 'nadia@corvane.example',
  password: 'Strong-pass-1',
};

beforeEach(async () => {
  // A second account, registered as anyone would be (a `user`).
  await http.post(authPaths.register, NADIA);
});

async function openTeam() {
  const user = userEvent.setup();
  const view = renderRoute('/dashboard/user/list?section=access', { signedIn: true });
  const members = await screen.findByRole(
    'table',
    { name: 'Sign-in accounts' },
    { timeout: 20_000 },
  );
  return { ...view, user, members };
}

const rowOf = (table: HTMLElement, text: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => within(row).queryByText(text))!;

describe('team access', () => {
  it('lists the sign-in accounts with role and status; the admin’s own row changes nothing', async () => {
    const { members, router, user } = await openTeam();
    expect(screen.getByRole('tab', { name: 'Team access' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const me = rowOf(members, 'Amira Haddad');
    expect(within(me).getByText('You')).toBeInTheDocument();
    expect(within(me).getByText('Administrator')).toBeInTheDocument();
    expect(within(me).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(me).queryByRole('button')).not.toBeInTheDocument();
    const nadia = rowOf(members, 'Nadia Benali');
    expect(within(nadia).getByRole('combobox', { name: 'Role of Nadia Benali' })).toHaveValue(
      'user',
    );
    expect(within(nadia).getByText('Active')).toBeInTheDocument();
    expect(within(nadia).getByText('nadia@corvane.example')).toBeInTheDocument();
    expect(screen.getByText('No pending invitations.')).toBeInTheDocument();

    // The people directory is the other tab, and the default view (no param in the URL).
    await user.click(screen.getByRole('tab', { name: 'People' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(await screen.findByTestId('user-table', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New user' })).toBeInTheDocument();
  });

  it('changes a role, and shows the server’s refusal in the reader’s language with the role put back', async () => {
    const { members, user } = await openTeam();
    const role = within(rowOf(members, 'Nadia Benali')).getByRole('combobox', {
      name: 'Role of Nadia Benali',
    });
    await user.selectOptions(role, 'manager');
    expect(await screen.findByText(/Nadia Benali.* is now Manager/)).toBeInTheDocument();
    await waitFor(() => expect(role).toHaveValue('manager'));

    server.use(
      mswHttp.patch('*/api/team/members/:id', () =>
        HttpResponse.json({ message: teamMessages.lastAdmin }, { status: 409 }),
      ),
    );
    await act(() => i18n.changeLanguage('fr'));
    try {
      const select = await screen.findByRole('combobox', { name: 'Rôle de Nadia Benali' });
      await user.selectOptions(select, 'user');
      expect(
        await screen.findByText(
          'L’espace de travail doit garder au moins un administrateur actif.',
        ),
      ).toBeInTheDocument();
      await waitFor(() => expect(select).toHaveValue('manager'));
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('deactivates an account after a confirmation, and reactivates it', async () => {
    const { members, user } = await openTeam();
    await user.click(
      within(rowOf(members, 'Nadia Benali')).getByRole('button', {
        name: 'Deactivate Nadia Benali',
      }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: /Deactivate .*Nadia Benali.*\?/,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(within(rowOf(members, 'Nadia Benali')).getByText('Deactivated')).toBeInTheDocument(),
    );
    expect(await screen.findByText(/Nadia Benali.* was deactivated/)).toBeInTheDocument();
    // The server agrees: the account can no longer sign in (asked without the admin's token).
    const login = await fetch(buildUrl(authPaths.login), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: NADIA.email, password: NADIA.password }),
    });
    expect(login.status).toBe(401);

    await user.click(
      within(rowOf(members, 'Nadia Benali')).getByRole('button', {
        name: 'Reactivate Nadia Benali',
      }),
    );
    const again = await screen.findByRole('alertdialog', { name: /Reactivate .*Nadia Benali.*\?/ });
    await user.click(within(again).getByRole('button', { name: 'Reactivate' }));
    await waitFor(() =>
      expect(within(rowOf(members, 'Nadia Benali')).getByText('Active')).toBeInTheDocument(),
    );
  });

  it('invites: the address checked next to its field, an address with an account refused there, the demo link to copy', async () => {
    const { user } = await openTeam();
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite someone' });
    const email = within(dialog).getByLabelText(/^Email address/);
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    await user.type(email, 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Enter a valid email address.')).toBeInTheDocument();

    await user.clear(email);
    await user.type(email, 'nadia@corvane.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(
      await within(dialog).findByText('This address already has an account.'),
    ).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('nadia@corvane.example');

    await user.clear(email);
    await user.type(email, 'li.wei@corvane.example');
    await user.selectOptions(within(dialog).getByLabelText(/^Role/), 'manager');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    const link = await within(dialog).findByTestId('team-demo-link', {}, { timeout: 10_000 });
    expect(link.textContent).toMatch(/\/auth\/jwt\/register\?invitation=/);
    expect(
      await screen.findByText(/Invitation sent to .*li\.wei@corvane\.example/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(link.textContent);
    expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const invitations = await screen.findByRole('table', { name: 'Pending invitations' });
    const row = rowOf(invitations, 'li.wei@corvane.example');
    expect(within(row).getByText('Manager')).toBeInTheDocument();
  });

  it('says in the reader’s language that the mail could not go, keeping the typing', async () => {
    server.use(
      mswHttp.post('*/api/team/invitations', () =>
        HttpResponse.json(
          { message: teamMessages.mailUnavailable },
          { status: 503, headers: { 'Retry-After': '60' } },
        ),
      ),
    );
    const { user } = await openTeam();
    await act(() => i18n.changeLanguage('ar'));
    try {
      await user.click(screen.getByRole('button', { name: 'دعوة' }));
      const dialog = await screen.findByRole('dialog', { name: 'دعوة شخص' });
      await user.type(within(dialog).getByRole('textbox'), 'li.wei@corvane.example');
      await user.click(within(dialog).getByRole('button', { name: 'إرسال الدعوة' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'تعذّر إرسال الرسالة. حاول مرة أخرى بعد بضع دقائق.',
      );
      expect(within(dialog).getByRole('textbox')).toHaveValue('li.wei@corvane.example');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('resends an invitation (with its new link) and revokes one after a confirmation', async () => {
    await signInAsDemo();
    await http.post<InvitationResponse>(teamPaths.invitations, {
      email: 'li.wei@corvane.example',
      role: 'user',
    });
    const { user } = await openTeam();
    const invitations = await screen.findByRole('table', { name: 'Pending invitations' });
    await user.click(
      within(invitations).getByRole('button', {
        name: 'Resend the invitation to li.wei@corvane.example',
      }),
    );
    expect(
      await screen.findByText(/Invitation sent again to .*li\.wei@corvane\.example/),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('team-demo-link')).toHaveTextContent(/invitation=/);

    await user.click(
      within(invitations).getByRole('button', {
        name: 'Revoke the invitation for li.wei@corvane.example',
      }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: /Revoke the invitation for .*li\.wei@corvane\.example.*\?/,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('No pending invitations.')).toBeInTheDocument();
    expect(
      await screen.findByText(/The invitation for .*li\.wei@corvane\.example.* was revoked/),
    ).toBeInTheDocument();
  });
});
