// The invoice screens against the demo API: the list's summary figures and counts (the API's, over
// the filters), the page's optimistic status change rolled back on a 500 with a toast, and the form
// computing totals as you type and saying where the due date is wrong.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import Papa from 'papaparse';
import { describe, expect, it, vi } from 'vitest';
import { currentInvoices, invoices } from '@/demo-api/invoice-store';
import { seedInvoices } from '@/lib/seed/invoice';
import { renderRoute } from '../../../tests/test-utils';
import { server } from '@/../tests/setup';

vi.setConfig({ testTimeout: 45_000 });

const seed = (await seedInvoices());
const euros = (amount: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(amount);
const sum = (list: typeof seed) => list.reduce((cents, i) => cents + Math.round(i.total * 100), 0) / 100;
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('invoice list', () => {
  it('shows the summary figures and tab counts of the view, and narrows them with a filter', async () => {
    const user = userEvent.setup();
    renderRoute('/dashboard/invoice', { signedIn: true });
    const summary = await screen.findByRole('group', { name: 'Invoice totals for this view' }, { timeout: 20_000 });
    const paid = seed.filter((i) => i.status === 'paid');
    const paidFigure = within(summary).getByRole('button', { name: /^Paid/ });
    await waitFor(() => expect(plain(paidFigure.textContent)).toContain(euros(sum(paid))), { timeout: 20_000 });
    expect(paidFigure).toHaveTextContent(`${paid.length} invoices`);
    expect(within(summary).getByRole('button', { name: /^Total/ })).toHaveTextContent(`${seed.length} invoices`);
    expect(screen.getByRole('tab', { name: `Paid ${paid.length}` })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Service line' }), 'data-products');
    const products = seed.filter((i) => i.serviceLine === 'data-products');
    await waitFor(
      () =>
        expect(within(summary).getByRole('button', { name: /^Total/ })).toHaveTextContent(
          products.length === 1 ? '1 invoice' : `${products.length} invoices`,
        ),
      { timeout: 20_000 },
    );
    expect(plain(within(summary).getByRole('button', { name: /^Total/ }).textContent)).toContain(euros(sum(products)));
  });
});

describe('invoice list export', () => {
  it('writes a client without a company as the name alone, with no empty brackets', async () => {
    const [solo, other] = seed;
    await invoices.put({ ...solo!, to: { ...solo!.to, company: '' } });
    const downloads: Blob[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = (blob: Blob | MediaSource) => (downloads.push(blob as Blob), 'blob:test');
    URL.revokeObjectURL = () => {};
    try {
      const user = userEvent.setup();
      renderRoute('/dashboard/invoice', { signedIn: true });
      await user.click(await screen.findByRole('button', { name: 'Export CSV' }, { timeout: 20_000 }));
      await waitFor(() => expect(downloads).toHaveLength(1));
      const [header, ...rows] = Papa.parse<string[]>((await downloads[0]!.text()).replace(/^\uFEFF/, '').trim()).data;
      const client = header!.indexOf('Client');
      const number = header!.indexOf('Number');
      expect(rows.find((r) => r[number] === solo!.number)?.[client]).toBe(solo!.to.name);
      expect(rows.find((r) => r[number] === other!.number)?.[client]).toBe(`${other!.to.name} (${other!.to.company})`);
      expect(rows.some((r) => r[client]!.includes('()'))).toBe(false);
    } finally {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    }
  });
});

describe('invoice page', () => {
  it('changes the status at once and puts it back with a toast when the server answers 500', async () => {
    // Pending as the API reads it today: sent, unpaid and not yet due (an unpaid one past its due
    // date reads Overdue: docs/product-rules.md#invoice-status).
    const invoice = (await currentInvoices()).find((i) => i.status === 'pending')!;
    const user = userEvent.setup();
    renderRoute(`/dashboard/invoice/${invoice.id}`, { signedIn: true });
    await screen.findByRole('heading', { level: 1, name: invoice.number }, { timeout: 20_000 });
    const document = screen.getByRole('region', { name: `Invoice ${invoice.number}` });
    expect(within(document).getByText(invoice.to.name)).toBeInTheDocument();
    expect(plain(document.textContent)).toContain(euros(invoice.total));

    let answer: (() => void) | undefined;
    server.use(
      http.patch('*/api/invoice/:id', () =>
        new Promise<Response>((resolve) => (answer = () => resolve(HttpResponse.json({ message: 'Database unavailable' }, { status: 500 })))),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Paid' }));
    await waitFor(() => expect(within(document).getByText('Paid')).toBeInTheDocument());
    await waitFor(() => expect(answer).toBeDefined());
    answer!();
    await waitFor(() => expect(within(document).getByText('Pending')).toBeInTheDocument(), { timeout: 20_000 });
    expect(await screen.findByText(`The status of ${invoice.number} could not be changed`, {}, { timeout: 20_000 })).toBeInTheDocument();
  });
});

describe('invoice form', () => {
  it('computes the totals as you type and keeps the due date after the issue date', async () => {
    const user = userEvent.setup();
    renderRoute('/dashboard/invoice/new', { signedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'New invoice' }, { timeout: 20_000 });
    const line1 = screen.getByRole('group', { name: 'Line 1' });
    await user.clear(within(line1).getByLabelText(/Quantity/));
    await user.type(within(line1).getByLabelText(/Quantity/), '3');
    await user.clear(within(line1).getByLabelText(/Unit price/));
    await user.type(within(line1).getByLabelText(/Unit price/), '0.1');
    await user.click(screen.getByRole('button', { name: 'Add a line' }));
    const line2 = screen.getByRole('group', { name: 'Line 2' });
    await user.clear(within(line2).getByLabelText(/Unit price/));
    await user.type(within(line2).getByLabelText(/Unit price/), '0.2');
    const totals = screen.getByTestId('invoice-form-totals');
    // 0.30 + 0.20 = 0.50; 20 % VAT = 0.10; total 0.60, never 0.6000000000000001.
    await waitFor(() => expect(plain(totals.textContent)).toContain('Subtotal€0.50'));
    expect(plain(totals.textContent)).toContain('Total€0.60');

    // Typed as an English reader writes a day, month first (docs/look-and-feel.md#dates).
    const issued = screen.getByRole('textbox', { name: /Issue date/ });
    const due = screen.getByRole('textbox', { name: /Due date/ });
    await user.clear(due);
    await user.type(due, '01/01/2026');
    await user.clear(issued);
    await user.type(issued, '02/01/2026');
    await user.tab();
    expect(issued).toHaveValue('02/01/2026');
    expect(await screen.findByText('The due date cannot be before the issue date.')).toBeInTheDocument();
  });

  it('names the office and the client an invoice opened for editing holds, and follows a pick', async () => {
    const user = userEvent.setup();
    const invoice = seed.find((i) => i.from.address.includes('London'))!;
    renderRoute(`/dashboard/invoice/${invoice.id}/edit`, { signedIn: true });
    const office = await screen.findByRole('combobox', { name: 'Office' }, { timeout: 20_000 });
    expect(office).toHaveDisplayValue('London (head office)');
    const client = screen.getByRole('combobox', { name: 'Client' });
    await waitFor(() => expect(client).toHaveDisplayValue(new RegExp(`^${invoice.to.name}`)));
    await user.selectOptions(office, 'Paris');
    expect(office).toHaveDisplayValue('Paris');
    expect(screen.getByRole('group', { name: 'From' }).querySelector('input[name="from.address"]')).toHaveValue(
      '18 rue de la Paix, 75002 Paris, France',
    );
    // Fields that no longer match an office leave the picker on its prompt.
    await user.type(within(screen.getByRole('group', { name: 'From' })).getByRole('textbox', { name: /Company/ }), ' SAS');
    expect(office).toHaveDisplayValue('Choose…');
  });

  it('puts the server’s field errors on their fields', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/api/invoice', () =>
        HttpResponse.json(
          { message: 'Please correct the highlighted fields.', fieldErrors: { 'to.email': 'This client has no billing contact.', 'lines.0.price': 'Prices cannot be negative.' } },
          { status: 400 },
        ),
      ),
    );
    renderRoute('/dashboard/invoice/new', { signedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'New invoice' }, { timeout: 20_000 });
    const to = screen.getByRole('group', { name: 'To' });
    await user.type(within(to).getByLabelText(/^Name/), 'Jo Martin');
    await user.type(within(to).getByLabelText(/^Email/), 'jo@client.example');
    await user.type(within(to).getByLabelText(/^Address/), '1 Rue de Rivoli, Paris');
    const line1 = screen.getByRole('group', { name: 'Line 1' });
    await user.type(within(line1).getByLabelText(/^Service/), 'Advisory sprint');
    await user.click(screen.getByRole('button', { name: 'Create invoice' }));
    expect(await within(to).findByText('This client has no billing contact.', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(within(to).getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(line1).getByText('Prices cannot be negative.')).toBeInTheDocument();
  });
});
