import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiMessages } from '@/lib/api-contract/errors';
import { teamMessages, teamPaths, type InvitationResponse } from '@/lib/api-contract/team';
import { http } from '@/lib/http/client';
import { i18n } from '@/lib/i18n/i18n';
import { signInAsDemo } from '../../../tests/auth';
import { server } from '../../../tests/setup';
import { renderRoute } from '../../../tests/test-utils';

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(new RegExp(`^${label}`, 'i'));
    await user.clear(input);
    await user.type(input, value);
  }
}

describe('the registration page', () => {
  it('ticks off the password rules as the user types', async () => {
    const user = userEvent.setup();
    renderRoute('/auth/jwt/register');
    const password = await screen.findByLabelText(/^password/i);
    const rules = () => screen.getAllByRole('listitem').map((item) => item.getAttribute('data-met'));
    expect(rules()).toEqual(['false', 'false', 'false', 'false']);
    await user.type(password, 'abc');
    expect(rules()).toEqual(['false', 'true', 'false', 'false']);
    await user.type(password, 'DEF123');
    expect(rules()).toEqual(['true', 'true', 'true', 'true']);
    expect(screen.getByText('8 to 128 characters').closest('li')).toHaveTextContent('(done)');
  });

  it('asks for first and last name, a valid email and a password that meets the rules', async () => {
    const user = userEvent.setup();
    renderRoute('/auth/jwt/register');
    await screen.findByLabelText(/^first name/i);
    await fill(user, { 'email address': 'nadia@', password: 'weakpass' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter your first name.')).toBeInTheDocument();
    expect(screen.getByText('Enter your last name.')).toBeInTheDocument();
    expect(screen.getByText(/enter a valid email address/i)).toBeInTheDocument();
    expect(screen.getByText(/does not meet all the rules/i)).toBeInTheDocument();
  });

  it('shows a taken email next to the email field and keeps the rest of the form', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/auth/jwt/register');
    await screen.findByLabelText(/^first name/i);
    await fill(user, {
      'first name': 'Amira',
      'last name': 'Haddad',
      'email address': 'demo@corvane.example',
      password: 'Another-pass-9',
    });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(/already uses this email address/i)).toBeInTheDocument();
    expect(screen.getByLabelText(/^email address/i)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^first name/i)).toHaveValue('Amira');
    expect(router.state.location.pathname).toBe('/auth/jwt/register');
  });

  it('creates the account, signs it in and opens the dashboard (docs/product-rules.md#registration)', async () => {
    const user = userEvent.setup();
    const { router, session } = renderRoute('/auth/jwt/register');
    await screen.findByLabelText(/^first name/i);
    await fill(user, {
      'first name': 'Nadia',
      'last name': 'Benali',
      'email address': 'nadia@corvane.example',
      password: 'Strong-pass-1',
    });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 10_000 });
    expect(session.store.getState().user?.displayName).toBe('Nadia Benali');
    expect(sessionStorage.getItem('accessToken')).toBeTruthy();
  });
});

/** An invitation made by the demo's admin, as its link's token; nobody is left signed in. */
async function invite(email: string, role: 'admin' | 'manager' | 'user') {
  await signInAsDemo();
  const { demoLink } = await http.post<InvitationResponse>(teamPaths.invitations, { email, role });
  sessionStorage.removeItem('accessToken');
  return new URL(demoLink!).searchParams.get('invitation')!;
}

describe('registration by invitation (docs/api/team.md)', () => {
  it('fills in the invited address read-only, says the role, and sends the invitation with the form', async () => {
    const token = await invite('li.wei@corvane.example', 'manager');
    const sent: unknown[] = [];
    server.use(
      mswHttp.post('*/api/auth/register', async ({ request }) => {
        sent.push(await request.clone().json());
      }),
    );
    const user = userEvent.setup();
    const { router, session } = renderRoute(`/auth/jwt/register?invitation=${token}`);
    const email = await screen.findByLabelText(/^email address/i, {}, { timeout: 10_000 });
    expect(email).toHaveValue('li.wei@corvane.example');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByRole('heading', { level: 1, name: 'Join the Corvane workspace' })).toBeInTheDocument();
    expect(screen.getByText(/as Manager/)).toHaveTextContent('Invitation for li.wei@corvane.example, as Manager.');
    await fill(user, { 'first name': 'Li', 'last name': 'Wei', password: 'Strong-pass-1' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 10_000 });
    expect(sent).toEqual([{ firstName: 'Li', lastName: 'Wei', email: 'li.wei@corvane.example', password: 'Strong-pass-1', invitation: token }]);
    expect(session.store.getState().user?.role).toBe('manager');
  });

  it('says an unknown, used or expired invitation is no longer valid, with no form to submit', async () => {
    renderRoute('/auth/jwt/register?invitation=not-a-real-token');
    expect(await screen.findByRole('heading', { level: 1, name: 'This invitation cannot be used' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(teamMessages.invitationInvalid)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says it in the reader’s language when the server refuses the link with 403', async () => {
    server.use(
      mswHttp.get('*/api/auth/invitation', () => HttpResponse.json({ message: teamMessages.invitationInvalid }, { status: 403 })),
    );
    await act(() => i18n.changeLanguage('fr'));
    try {
      renderRoute('/auth/jwt/register?invitation=revoked');
      expect(await screen.findByRole('heading', { level: 1, name: 'Cette invitation ne peut pas être utilisée' }, { timeout: 10_000 })).toBeInTheDocument();
      expect(screen.getByText(/Ce lien d’invitation n’est plus valide/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Créer le compte' })).not.toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('shows an address the invitation is not for next to the email field, keeping the typing', async () => {
    const token = await invite('li.wei@corvane.example', 'user');
    server.use(
      mswHttp.post('*/api/auth/register', () =>
        HttpResponse.json({ message: apiMessages.fieldErrors, fieldErrors: { email: teamMessages.invitationOtherAddress } }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    renderRoute(`/auth/jwt/register?invitation=${token}`);
    await screen.findByLabelText(/^first name/i, {}, { timeout: 10_000 });
    await fill(user, { 'first name': 'Li', 'last name': 'Wei', password: 'Strong-pass-1' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('This invitation is for another email address.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^email address/i)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^first name/i)).toHaveValue('Li');
  });
});

describe('registration by invitation only (the server’s REGISTRATION=invite)', () => {
  it('says so in the reader’s language when the server refuses a registration without one, keeping the typing', async () => {
    server.use(
      mswHttp.post('*/api/auth/register', () => HttpResponse.json({ message: teamMessages.invitationRequired }, { status: 403 })),
    );
    await act(() => i18n.changeLanguage('ar'));
    try {
      const user = userEvent.setup();
      renderRoute('/auth/jwt/register');
      const first = await screen.findByLabelText(/^الاسم الأول/, {}, { timeout: 10_000 });
      await user.type(first, 'Nadia');
      await user.type(screen.getByLabelText(/^اسم العائلة/), 'Benali');
      await user.type(screen.getByLabelText(/^البريد الإلكتروني/), 'nadia@corvane.example');
      await user.type(screen.getByLabelText(/^كلمة المرور/), 'Strong-pass-1');
      await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('التسجيل في مساحة العمل هذه بالدعوة فقط. اطلب من أحد المسؤولين دعوتك.');
      expect(first).toHaveValue('Nadia');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
