// A record route whose record the demo API does not have (404) shows, inside the dashboard, the
// section's own sentence and the way back to its list; an unknown path still goes to /404
// (docs/product-rules.md#records).
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../tests/test-utils';

vi.setConfig({ testTimeout: 120_000 });

describe('missing records', () => {
  it.each([
    ['/dashboard/job/no-such-job', 'This job does not exist or was deleted.', 'Back to jobs', '/dashboard/job'],
    ['/dashboard/invoice/no-such-invoice/edit', 'This invoice does not exist or was deleted.', 'Back to invoices', '/dashboard/invoice'],
    ['/dashboard/post/no-such-post', 'This post does not exist or was deleted.', 'Back to posts', '/dashboard/post'],
  ])('%s names the missing record and links back to its list', async (path, sentence, back, list) => {
    const { history } = renderRoute(path, { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: sentence }, { timeout: 90_000 })).toBeVisible();
    expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', list);
    // Inside the shell, at the address the user asked for; no Retry for a record that is not there.
    expect(screen.getByRole('navigation', { name: 'Dashboard navigation' })).toBeInTheDocument();
    expect(history.location.pathname).toBe(path);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('an unknown dashboard path still goes to /404', async () => {
    const { history } = renderRoute('/dashboard/no-such-screen', { signedIn: true });
    await waitFor(() => expect(history.location.pathname).toBe('/404'), { timeout: 90_000 });
  });
});
