import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { FiguresResponse } from '@/lib/api-contract/overview-pages';
import { request } from '@/lib/http/client';
import { server } from '../../../tests/setup';
import { renderRoute } from '../../../tests/test-utils';

describe('e-commerce overview', () => {
  it(
    "shows the API's figures, and one failing widget shows its error and Retry while the rest renders",
    { timeout: 90_000 },
    async () => {
      server.use(
        http.get(
          '*/api/overview/ecommerce/regions',
          () => HttpResponse.json({ message: 'Regions are being recomputed.' }, { status: 500 }),
          { once: true },
        ),
      );
      renderRoute('/dashboard/ecommerce?range=12m', { signedIn: true });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'E-commerce' }, { timeout: 40_000 }),
      ).toBeInTheDocument();
      const figures = await screen.findByRole(
        'region',
        { name: 'Key figures' },
        { timeout: 10_000 },
      );
      const answer = await request<FiguresResponse>('GET', '/api/overview/ecommerce/figures', {
        query: { range: '12m' },
      });
      for (const f of answer.figures) {
        expect(
          figures.querySelector(`[data-figure="${f.id}"] [data-value]`)?.getAttribute('data-value'),
        ).toBe(String(f.value));
      }
      expect(within(figures).getByText('Revenue')).toBeInTheDocument();

      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText('Regions are being recomputed.')).toBeInTheDocument();
      // The other widgets render meanwhile.
      expect(
        await screen.findByRole('heading', { name: 'Sales by data product' }),
      ).toBeInTheDocument();
      expect(await screen.findByRole('table', { name: 'Latest orders' })).toBeInTheDocument();

      await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
      await waitFor(() =>
        expect(screen.queryByText('Regions are being recomputed.')).not.toBeInTheDocument(),
      );
      expect(screen.getByRole('heading', { name: 'Sales by region' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );
});
