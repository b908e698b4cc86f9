// The signed-in account's screens against the demo API: the profile tabs, the cards, settings
// saved per tab, and the password change checked by the API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNT } from '@/lib/seed/base';
import { renderRoute } from '@/../tests/test-utils';

// Whole routes render against the demo API (PBKDF2, IndexedDB): allow for a busy machine.
vi.setConfig({ testTimeout: 45_000 });

describe('profile', () => {
  it('shows the signed-in user with followers, friends and gallery tabs', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/dashboard/user', { signedIn: true });
    const name = `${DEMO_ACCOUNT.firstName} ${DEMO_ACCOUNT.lastName}`;
    expect(await screen.findByRole('heading', { level: 1, name }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();
    // The about text is the person's own, laid out in its own direction.
    const about = screen.getByRole('heading', { name: 'About' }).closest('.chakra-card__root')!;
    expect(about.querySelector('p[dir="auto"]')).toBeInTheDocument();
    expect(within(about as HTMLElement).getByText(/^Works at \u2068.+\u2069$/)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Followers' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'followers' }));
    expect(within(await screen.findByRole('tabpanel', { name: 'Followers' })).getAllByRole('listitem')).toHaveLength(24);

    await user.click(screen.getByRole('tab', { name: 'Gallery' }));
    expect(within(await screen.findByRole('tabpanel', { name: 'Gallery' })).getAllByRole('img')).toHaveLength(12);
  });
});

describe('user cards', () => {
  it('shows twelve users and more on request', async () => {
    const user = userEvent.setup();
    renderRoute('/dashboard/user/cards', { signedIn: true });
    expect(await screen.findByText('12 of 40 users', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('24 of 40 users')).toBeInTheDocument();
  });
});

describe('account settings', () => {
  it('saves the general tab and shows the new name on the profile', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/dashboard/user/account', { signedIn: true });
    const name = await screen.findByLabelText(/^Full name/, {}, { timeout: 20_000 });
    await user.clear(name);
    await user.type(name, 'Amira H. Haddad');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your settings were saved')).toBeInTheDocument();
    await router.navigate({ to: '/dashboard/user/profile' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Amira H. Haddad' })).toBeInTheDocument();
  });

  it('checks the general tab before sending it and focuses the first field in error', async () => {
    const user = userEvent.setup();
    renderRoute('/dashboard/user/account', { signedIn: true });
    const name = await screen.findByLabelText(/^Full name/, {}, { timeout: 20_000 });
    await user.clear(name);
    await user.click(screen.getByLabelText(/^About you/));
    await user.paste('x'.repeat(601));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByText('This is too long.')).toBeInTheDocument();
    await waitFor(() => expect(name).toHaveFocus());
  });

  it('refuses a wrong current password next to its field, then changes it', async () => {
    const user = userEvent.setup();
    renderRoute('/dashboard/user/account?tab=security', { signedIn: true });
    const current = await screen.findByLabelText(/^Current password/, {}, { timeout: 20_000 });
    await user.type(current, 'not-my-password');
    await user.type(screen.getByLabelText(/^New password/), 'Another-pass-2026');
    await user.type(screen.getByLabelText(/^Confirm the new password/), 'Another-pass-2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument();

    await user.clear(current);
    await user.type(current, DEMO_ACCOUNT.password);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password was changed')).toBeInTheDocument();
    expect(current).toHaveValue('');
  });

  it('checks social links before sending them', async () => {
    const user = userEvent.setup();
    renderRoute('/dashboard/user/account?tab=social', { signedIn: true });
    const github = await screen.findByLabelText('GitHub', {}, { timeout: 20_000 });
    await user.type(github, 'github.com/corvane');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a full address starting with https://.')).toBeInTheDocument();
  });
});
