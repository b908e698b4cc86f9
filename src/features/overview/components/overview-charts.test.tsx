// The app overview's revenue chart (docs/api/overview.md): a month that earned nothing says so in
// its table, the description counts the months shown, and no revenue at all is said in words.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/test-utils';
import { OverviewCharts } from './overview-charts';

const month = (m: string, revenue: number) => ({ month: m, revenue, orders: revenue ? 1 : 0 });

describe('revenue chart', () => {
  it('writes "No revenue" for a quiet month and counts the months shown', async () => {
    renderWithProviders(
      <OverviewCharts
        revenueByMonth={[month('2026-03', 1200), month('2026-04', 0), month('2026-05', 800)]}
        subscribersByCategory={[]}
      />,
    );
    expect(await screen.findByText(/€2,000 over 3 months/)).toBeInTheDocument();
    const card = screen.getByRole('heading', { name: 'Revenue' }).closest('.chakra-card__root') as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: 'Show as table' }));
    const rows = within(within(card).getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['MonthRevenue', 'Mar 26€1,200', 'Apr 26No revenue', 'May 26€800']);
  });

  it('says in words that nothing was earned instead of drawing a flat line', async () => {
    renderWithProviders(<OverviewCharts revenueByMonth={[month('2026-05', 0)]} subscribersByCategory={[]} />);
    expect(
      await screen.findByText('No revenue in these months: no order was completed and no invoice paid.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/€0 over 1 month/)).toBeInTheDocument();
  });
});
