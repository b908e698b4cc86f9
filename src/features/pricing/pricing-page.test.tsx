import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../tests/test-utils';
import { server } from '../../../tests/setup';

describe('/pricing', () => {
  it('switches every plan between monthly and yearly prices', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/pricing');
    expect(
      await screen.findByRole('heading', { level: 1 }, { timeout: 10000 }),
    ).toBeInTheDocument();
    const team = screen.getByTestId('price-team');
    expect(within(team).getByText('€18,500', { exact: false })).toBeVisible();
    expect(within(team).getByText('/ month')).toBeVisible();
    // Both prices are in the page (it works before the app: docs/performance.md); the switch shows one.
    expect(within(team).getByText('€185,000', { exact: false })).not.toBeVisible();

    await user.click(screen.getByRole('radio', { name: 'Yearly' }));

    await waitFor(() => expect(within(team).getByText('€185,000', { exact: false })).toBeVisible());
    expect(within(team).getByText('Save €37,000 a year')).toBeVisible();
    expect(within(team).getByText('€18,500', { exact: false })).not.toBeVisible();
    expect(router.state.location.search).toEqual({ period: 'yearly' });
    expect(screen.getByRole('link', { name: 'Choose Enterprise' })).toHaveAttribute(
      'href',
      '/payment?plan=enterprise&period=yearly',
    );
  });
});

describe('/payment', () => {
  it('places the order with the card brand and last four digits only, then confirms', async () => {
    const user = userEvent.setup();
    let posted: unknown = null;
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/order')
        posted = await request.clone().json();
    });
    renderRoute('/payment?plan=advisory&period=yearly');

    const summary = await screen.findByRole(
      'region',
      { name: 'Order summary' },
      { timeout: 10000 },
    );
    expect(within(summary).getByText('Advisory plan')).toBeInTheDocument();
    expect(within(summary).getByTestId('payment-total')).toHaveTextContent('€58,800');

    await user.type(screen.getByRole('textbox', { name: /full name/i }), 'Ada Lovelace');
    await user.type(screen.getByRole('textbox', { name: /^email/i }), 'ada@example.com');
    await user.type(screen.getByRole('textbox', { name: /street address/i }), '1 Analytical Row');
    await user.type(screen.getByRole('textbox', { name: /city/i }), 'London');
    await user.type(screen.getByRole('textbox', { name: /postcode/i }), 'EC1A 1BB');
    await user.selectOptions(screen.getByRole('combobox', { name: /country/i }), 'GB');
    await user.type(screen.getByRole('textbox', { name: /name on card/i }), 'A Lovelace');
    await user.type(screen.getByRole('textbox', { name: /card number/i }), '5555555555554444');
    await user.type(
      screen.getByRole('textbox', { name: /expiry/i }),
      `12${(new Date().getFullYear() + 3) % 100}`,
    );
    await user.type(screen.getByRole('textbox', { name: /security code/i }), '321');
    await user.click(screen.getByRole('button', { name: /pay/i }));

    expect(
      await screen.findByRole('heading', { name: /your Advisory plan is confirmed/i }),
    ).toBeInTheDocument();
    expect(screen.getByText('Paid with Mastercard ending in 4444')).toBeInTheDocument();
    expect(posted).toMatchObject({
      source: 'pricing',
      billingPeriod: 'yearly',
      items: [{ sku: 'plan:advisory:yearly', quantity: 1, unitPrice: 49000 }],
      payment: { brand: 'mastercard', last4: '4444' },
    });
    expect(JSON.stringify(posted)).not.toContain('5555555555554444');
    expect(JSON.stringify(posted)).not.toContain('321');
  });

  it('shows the server’s field errors next to the fields and keeps what was typed', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/api/order', () =>
        HttpResponse.json(
          {
            message: 'Please correct the highlighted fields.',
            fieldErrors: { 'billing.zip': 'Unknown postal code.' },
          },
          { status: 400 },
        ),
      ),
    );
    renderRoute('/payment?plan=team');
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Complete your subscription' },
      { timeout: 10000 },
    );
    await user.type(screen.getByRole('textbox', { name: /full name/i }), 'Ada Lovelace');
    await user.type(screen.getByRole('textbox', { name: /^email/i }), 'ada@example.com');
    await user.type(screen.getByRole('textbox', { name: /street address/i }), '1 Analytical Row');
    await user.type(screen.getByRole('textbox', { name: /city/i }), 'London');
    await user.type(screen.getByRole('textbox', { name: /postcode/i }), 'ZZ99');
    await user.selectOptions(screen.getByRole('combobox', { name: /country/i }), 'GB');
    await user.type(screen.getByRole('textbox', { name: /name on card/i }), 'A Lovelace');
    await user.type(screen.getByRole('textbox', { name: /card number/i }), '4242424242424242');
    await user.type(
      screen.getByRole('textbox', { name: /expiry/i }),
      `12${(new Date().getFullYear() + 3) % 100}`,
    );
    await user.type(screen.getByRole('textbox', { name: /security code/i }), '123');
    await user.click(screen.getByRole('button', { name: /pay/i }));

    expect(
      await screen.findByText('Unknown postal code.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your order was not placed');
    expect(screen.getByRole('textbox', { name: /postcode/i })).toHaveValue('ZZ99');
    expect(screen.getByRole('textbox', { name: /card number/i })).toHaveValue(
      '4242 4242 4242 4242',
    );
  });
});
