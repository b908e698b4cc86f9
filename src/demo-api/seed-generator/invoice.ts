// Seed invoices: 24 invoices from Corvane to its clients, for engagements and subscriptions.
import type { Invoice, InvoiceParty, InvoiceServiceLine, InvoiceStatus } from '@/lib/api-contract/invoice';
import { invoiceTotals } from '@/lib/invoice-totals';
import { earningAt, isoDaysAgo, seedList, seededFaker, SEED_NOW } from './faker';
import { productSkus } from '@/lib/seed/product-skus';

export const CORVANE_PARTY: InvoiceParty = {
  name: 'Corvane Data & Consulting',
  company: 'Corvane Ltd',
  email: 'billing@corvane.example',
  address: '12 Finsbury Square, London EC2A 1AS, United Kingdom',
  phone: '+44 20 7946 0100',
};

const SERVICES: { title: string; description: string; price: number; line: InvoiceServiceLine }[] = [
  { title: 'Advisory sprint', description: 'Data strategy sprint, fixed price', price: 18_500, line: 'strategy' },
  { title: 'Embedded team', description: 'Two data engineers and an analyst, one month', price: 42_000, line: 'engineering' },
  { title: 'Managed analytics', description: 'Monthly service fee', price: 9_800, line: 'analytics' },
  { title: 'Training', description: 'Analytics academy, two-day course, per seat', price: 1_150, line: 'training' },
  { title: 'Machine learning review', description: 'Model audit and production checklist', price: 7_400, line: 'ml' },
  { title: 'Governance review', description: 'Data protection and access controls audit', price: 12_600, line: 'governance' },
];

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
    const name = faker.person.fullName();
    const company = faker.company.name();
    const to: InvoiceParty = {
      name,
      company,
      email: faker.internet.email({ firstName: name.split(' ')[0], provider: 'client.example' }).toLowerCase(),
      address: `${faker.location.streetAddress()}, ${faker.location.city()}`,
      phone: faker.phone.number({ style: 'international' }),
    };
    const raw = faker.helpers.arrayElements(
      [
        ...SERVICES,
        ...skus.map((s) => ({ title: s.name, description: 'Data product subscription, one month', price: s.unitPrice, line: 'data-products' as const })),
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
      notes: 'Payment by bank transfer within 30 days. Thank you for working with Corvane.',
      createdAt: issued,
      updatedAt: issued,
    };
  });
}
