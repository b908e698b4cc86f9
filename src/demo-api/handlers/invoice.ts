// Invoices: list with status counts, details, create and edit with server-computed totals.
import { z } from 'zod';
import type { Invoice } from '@/lib/api-contract/invoice';
import { crudHandlers } from '../crud';
import { defineCollection } from '../db';
import { invoiceTotals, seedInvoices } from '../seed/invoice';

export const invoices = defineCollection<Invoice>('invoices', seedInvoices);

const isoDate = (message: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, message);
const party = z.object({
  name: z.string().trim().min(2, 'Enter a name.').max(100, 'Use at most 100 characters.'),
  company: z.string().trim().max(120, 'Use at most 120 characters.'),
  email: z.string().trim().pipe(z.email('Enter a valid email address.')),
  address: z.string().trim().min(3, 'Enter the address.').max(200, 'Use at most 200 characters.'),
  phone: z.string().trim().max(40, 'Use at most 40 characters.'),
});

const invoiceSchema = z.object({
  number: z.string().trim().regex(/^[A-Z]{2,5}-\d{4}-\d{4}$/, 'Use the form INV-2026-0001.').optional(),
  status: z.enum(['paid', 'pending', 'overdue', 'draft'], 'Choose a status.'),
  issuedAt: isoDate('Choose the issue date.'),
  dueAt: isoDate('Choose the due date.'),
  from: party,
  to: party,
  lines: z
    .array(
      z.object({
        title: z.string().trim().min(1, 'Enter the service.').max(120, 'Use at most 120 characters.'),
        description: z.string().trim().max(300, 'Use at most 300 characters.'),
        quantity: z.number().int('Use a whole number.').min(1, 'At least 1.').max(10_000, 'At most 10,000.'),
        price: z.number().min(0, 'Prices cannot be negative.').max(10_000_000, 'That price is too high.'),
      }),
    )
    .min(1, 'Add at least one line.')
    .max(50, 'At most 50 lines.'),
  taxRate: z.number().min(0, 'From 0%.').max(100, 'Up to 100%.'),
  discount: z.number().min(0, 'A discount cannot be negative.'),
  notes: z.string().max(1000, 'Use at most 1000 characters.'),
});

function nextNumber(records: Invoice[]): string {
  const max = records.reduce((m, r) => Math.max(m, Number(r.number.slice(-4)) || 0), 400);
  return `INV-2026-${String(max + 1).padStart(4, '0')}`;
}

function withTotals(base: Omit<Invoice, 'lines' | 'subtotal' | 'tax' | 'total'> & { lines: { title: string; description: string; quantity: number; price: number }[] }): Invoice {
  return { ...base, ...invoiceTotals(base.lines, base.taxRate, base.discount) };
}

export const handlers = crudHandlers({
  group: 'invoice',
  key: 'invoice',
  collection: invoices,
  list: {
    search: (r) => [r.number, r.to.name, r.to.company, r.to.email, ...r.lines.map((l) => l.title)].join(' '),
    filters: {
      status: (r, v) => r.status === v,
      startDate: (r, v) => r.issuedAt >= v.slice(0, 10),
      endDate: (r, v) => r.issuedAt <= v.slice(0, 10),
    },
    sorters: {
      number: (r) => r.number,
      issuedAt: (r) => r.issuedAt,
      dueAt: (r) => r.dueAt,
      total: (r) => r.total,
      client: (r) => r.to.name,
      status: (r) => r.status,
    },
    defaultSort: { sort: 'issuedAt', order: 'desc' },
    facet: { param: 'status', value: (r) => r.status },
  },
  schema: invoiceSchema,
  check: (input, records, existing) => {
    const errors: Record<string, string> = {};
    const issuedAt = input.issuedAt ?? existing?.issuedAt;
    const dueAt = input.dueAt ?? existing?.dueAt;
    if (issuedAt && dueAt && dueAt < issuedAt) errors.dueAt = 'The due date cannot be before the issue date.';
    if (input.number && records.some((r) => r.number === input.number && r.id !== existing?.id))
      errors.number = 'Another invoice already has this number.';
    const subtotal = (input.lines ?? existing?.lines ?? []).reduce((s, l) => s + l.quantity * l.price, 0);
    if ((input.discount ?? existing?.discount ?? 0) > subtotal) errors.discount = 'The discount cannot exceed the subtotal.';
    return Object.keys(errors).length ? errors : null;
  },
  create: (input, { records }) => {
    const now = new Date().toISOString();
    return withTotals({ ...input, id: crypto.randomUUID(), number: input.number ?? nextNumber(records), currency: 'EUR', createdAt: now, updatedAt: now });
  },
  update: (existing, input) => withTotals({ ...existing, ...input, updatedAt: new Date().toISOString() }),
});
