// docs/product-rules.md#session-expiry with the dialog loaded on demand: it comes with the session, and shows by itself the moment
// the token runs out (the session's own timer, no test hook), over the sign-in page.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signInAsDemo } from '../../../../tests/auth';
import { renderRoute } from '../../../../tests/test-utils';

vi.setConfig({ testTimeout: 30_000 });

describe('session expiry dialog', () => {
  it('appears when the token runs out, and OK closes it', async () => {
    const user = userEvent.setup();
    await signInAsDemo(6);
    const { router, session } = renderRoute('/dashboard');
    await waitFor(() => expect(session.status()).toBe('authenticated'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    const dialog = await screen.findByRole('alertdialog', { name: 'Token expired' }, { timeout: 15_000 });
    expect(session.status()).toBe('unauthenticated');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/jwt/login'));
    expect(router.state.location.search).toEqual({ returnTo: '/dashboard' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
