import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../tests/test-utils';
import { server } from '../../../tests/setup';

async function openContactPage() {
  renderRoute('/contact-us');
  await screen.findByRole('heading', { level: 1, name: "Let's talk about your data" }, { timeout: 10_000 });
}

describe('Contact Us form', () => {
  it('shows what is wrong next to each field and sends nothing', async () => {
    const user = userEvent.setup();
    let requests = 0;
    server.events.on('request:start', () => {
      requests += 1;
    });
    await openContactPage();
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Enter your name (at least 2 characters).')).toBeVisible();
    expect(screen.getByText('Enter your email address.')).toBeVisible();
    expect(screen.getByText('Choose a topic.')).toBeVisible();
    expect(screen.getByText('Write at least 20 characters.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /your name/i })).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByRole('textbox', { name: /work email/i }), 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Enter an email address like name@company.com.')).toBeVisible();
    expect(requests).toBe(0);
    server.events.removeAllListeners();
  });

  it('sends a valid message to the API and confirms it', async () => {
    const user = userEvent.setup();
    await openContactPage();
    await user.type(screen.getByRole('textbox', { name: /your name/i }), 'Ada Lovelace');
    await user.type(screen.getByRole('textbox', { name: /work email/i }), 'ada@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: /topic/i }), 'data-products');
    await user.type(screen.getByRole('textbox', { name: /message/i }), 'We would like a sample of Price Lens for France.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const status = await screen.findByRole('status', {}, { timeout: 10_000 });
    expect(status).toHaveTextContent('Thank you, your message is on its way');
    expect(status).toHaveTextContent('ada@example.com');
  });

  it('keeps what the user typed and shows server field errors next to the field', async () => {
    server.use(
      http.post('*/api/contact', () =>
        HttpResponse.json({ message: 'Invalid', fieldErrors: { email: 'This address is blocked.' } }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    await openContactPage();
    await user.type(screen.getByRole('textbox', { name: /your name/i }), 'Ada Lovelace');
    await user.type(screen.getByRole('textbox', { name: /work email/i }), 'ada@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: /topic/i }), 'consulting');
    await user.type(screen.getByRole('textbox', { name: /message/i }), 'A question about a forecasting sprint.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('This address is blocked.')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /work email/i })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: /your name/i })).toHaveValue('Ada Lovelace');
    expect(screen.getByRole('textbox', { name: /message/i })).toHaveValue('A question about a forecasting sprint.');
  });
});
