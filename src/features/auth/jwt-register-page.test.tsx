import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
