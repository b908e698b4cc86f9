// A list whose answer cannot be read (an HTML page from a proxy, JSON cut off) says so and offers
// Retry instead of loading forever (docs/product-rules.md#errors).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../tests/test-utils';
import { server } from '@/../tests/setup';

vi.setConfig({ testTimeout: 45_000 });

describe('user list with an unreadable answer', () => {
  it.each([
    [
      'an HTML page',
      () =>
        new HttpResponse('<html><body>Portal login</body></html>', {
          headers: { 'Content-Type': 'text/html' },
        }),
    ],
    [
      'JSON cut off mid-way',
      () =>
        new HttpResponse('{"items":[{"id":"u', { headers: { 'Content-Type': 'application/json' } }),
    ],
  ])(
    'shows the error with Retry for %s, and the rows once Retry gets a real answer',
    async (_label, reply) => {
      let broken = true;
      server.use(
        http.get('*/api/user/list', () => {
          if (broken) return reply();
        }),
      );
      renderRoute('/dashboard/user/list', { signedIn: true });
      const table = await screen.findByTestId('user-table', {}, { timeout: 20_000 });
      expect(
        await within(table).findByText(
          'The server sent an answer this page cannot read.',
          {},
          { timeout: 20_000 },
        ),
      ).toBeVisible();

      broken = false;
      await userEvent.setup().click(within(table).getByRole('button', { name: 'Retry' }));
      expect(
        (await within(table).findAllByRole('link', {}, { timeout: 20_000 })).length,
      ).toBeGreaterThan(0);
    },
  );
});
