// Seed invoices: 24 invoices from Corvane to its clients, for engagements and subscriptions.
import type { Invoice, InvoiceParty, InvoiceStatus } from '@/lib/api-contract/invoice';
import { invoiceTotals } from '@/lib/invoice-totals';
import { companyName, earningAt, formatNanpPhone, isoDaysAgo, personEmail, plainName, seedList, seededFaker, SEED_NOW } from './faker';
import { productSkus } from '@/lib/seed/product-skus';
import { billedServices, STANDARD_INVOICE_NOTES, SUBSCRIPTION_DESCRIPTION } from '@/lib/catalog/billed-services';

export const CORVANE_PARTY: InvoiceParty = {
  name: 'Corvane Data & Consulting',
  company: 'Corvane Ltd',
  email: 'billing@corvane.example',
  address: '12 Finsbury Square, London EC2A 1AS, United Kingdom',
  phone: '+44 20 7946 0100',
};


const STATUSES: InvoiceStatus[] = ['paid', 'paid', 'pending', 'overdue', 'paid', 'draft'];
const COUNT = 24;
/** Paid invoices numbered after the i-th: the later its number, the more recent a paid invoice. */
const paidAfter = (i: number) => Array.from({ length: COUNT - i - 1 }, (_, j) => STATUSES[(i + 1 + j) % STATUSES.length]).filter((s) => s === 'paid').length;

function day(iso: string) {
  return iso.slice(0, 10);
}

export function seedInvoices(): Invoice[] {
  const faker = seededFaker(5001);
  const skus = productSkus();
  return seedList(COUNT, (id, i) => {
    const name = plainName(faker.person.fullName());
    const company = companyName(faker);
    // Drawn as it always was, so the invoice's later values stay the same; the address is the
    // person's own name at the client's domain.
    faker.internet.email({ firstName: name.split(' ')[0], provider: 'client.example' });
    const to: InvoiceParty = {
      name,
      company,
      email: personEmail(name, 'client.example'),
      address: `${faker.location.streetAddress()}, ${faker.location.city()}`,
      phone: formatNanpPhone(faker.phone.number({ style: 'international' })),
    };
    const raw = faker.helpers.arrayElements(
      [
        ...billedServices,
        ...skus.map((s) => ({ title: s.name, description: SUBSCRIPTION_DESCRIPTION, price: s.unitPrice, line: 'data-products' as const })),
      ],
      { min: 1, max: 3 },
    );
    const lines = raw.map(({ title, description, price }) => ({ title, description, price, quantity: title === 'Training' ? faker.number.int({ min: 4, max: 12 }) : 1 }));
    const discount = i % 5 === 0 ? 500 : 0;
    let status = STATUSES[i % STATUSES.length]!;
    // A paid invoice takes its turn among the seed's earnings, so revenue is spread over the months.
    const drawn = isoDaysAgo(faker, 360, 3);
    const issued = status === 'paid' ? earningAt(2 * paidAfter(i), drawn) : drawn;
    const due = new Date(new Date(issued).getTime() + 30 * 86_400_000).toISOString();
    if (status === 'overdue' && due > SEED_NOW.toISOString()) status = 'pending';
    return {
      id,
      number: `INV-2026-${String(401 + i).padStart(4, '0')}`,
      status,
      // The line of the largest amount billed.
      serviceLine: raw.reduce((top, l) => (l.price > top.price ? l : top)).line,
      issuedAt: day(issued),
      dueAt: day(due),
      from: CORVANE_PARTY,
      to,
      ...invoiceTotals(lines, { taxRate: 20, discount, shipping: 0 }),
      taxRate: 20,
      discount,
      shipping: 0,
      currency: 'EUR',
      sentAt: status === 'draft' ? null : issued,
      notes: STANDARD_INVOICE_NOTES,
      createdAt: issued,
      updatedAt: issued,
    };
  });
}
