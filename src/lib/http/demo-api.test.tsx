// Without service workers (plain http on a LAN address, a browser that blocks them) the demo API
// cannot start: the sign-in page says so in plain words before the user types, and a request
// fails with that message instead of msw's own error (docs/product-rules.md#demo-api).
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../tests/test-utils';
import { demoApiBlocked, ensureDemoApi } from './demo-api';

afterEach(() => vi.unstubAllEnvs());

describe('the demo API where service workers are unavailable', () => {
  it('is known to be blocked before any request, and a request fails with a 503 in plain words', async () => {
    vi.stubEnv('MODE', 'development');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect('serviceWorker' in navigator).toBe(false);
    expect(demoApiBlocked()).toBe(true);
    await expect(ensureDemoApi()).rejects.toMatchObject({
      status: 503,
      message: 'The demo server cannot start in this browser.',
    });
  });

  it('is explained on the sign-in page instead of the demo credentials', async () => {
    vi.stubEnv('MODE', 'development');
    renderRoute('/auth/jwt/login');
    expect(
      await screen.findByText('The demo server cannot start here', {}, { timeout: 20_000 }),
    ).toBeVisible();
    expect(screen.getByText(/Open the app at http:\/\/localhost:5173 or over https/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /fill in/i })).toBeNull();
  });
});
