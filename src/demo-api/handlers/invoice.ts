// Invoices: list with status counts and summary figures, details, create and edit with
// server-computed totals (src/lib/invoice-totals.ts), and "Send" (docs/api/crud-groups.md#invoice).
import { HttpResponse, http } from 'msw';
import { nextVersion } from '@/lib/api-contract/edit-conflict';
import { invoiceServiceLines, invoiceStatuses, type Invoice, type InvoiceSummary } from '@/lib/api-contract/invoice';
import { invoiceTotals } from '@/lib/invoice-totals';
import { addCents, fromCents, toCents } from '@/lib/money';
import { requireAccount } from '../accounts';
import { crudHandlers } from '../crud';
import { invoices, withStatus } from '../invoice-store';
import { API, latency, notFound } from '../respond';

// The payload's schema (zod) loads with the first write (docs/performance.md#demo-api).
const schemas = () => import('@/lib/api-contract/invoice-input');

function nextNumber(records: Invoice[]): string {
  const max = records.reduce((m, r) => Math.max(m, Number(r.number.slice(-4)) || 0), 400);
  return `INV-2026-${String(max + 1).padStart(4, '0')}`;
}

function withTotals(base: Omit<Invoice, 'lines' | 'subtotal' | 'tax' | 'total'> & { lines: { title: string; description: string; quantity: number; price: number }[] }): Invoice {
  const lines = base.lines.map(({ title, description, quantity, price }) => ({ title, description, quantity, price }));
  return { ...base, ...invoiceTotals(lines, { taxRate: base.taxRate, discount: base.discount, shipping: base.shipping }) };
}

/** Count and amount per status over the invoices the list's search and filters keep. */
function summarize(records: Invoice[]): InvoiceSummary {
  const cents = { all: [0, 0], paid: [0, 0], pending: [0, 0], overdue: [0, 0], draft: [0, 0] };
  for (const r of records)
    for (const key of ['all', r.status] as const) {
      cents[key][0]! += 1;
      cents[key][1] = addCents(cents[key][1]!, toCents(r.total));
    }
  const figure = ([count, amount]: number[]) => ({ count: count!, amount: fromCents(amount!) });
  return {
    all: figure(cents.all),
    paid: figure(cents.paid),
    pending: figure(cents.pending),
    overdue: figure(cents.overdue),
    draft: figure(cents.draft),
  };
}

const send = http.post(`${API}/invoice/:id/send`, async ({ request, params }) => {
  await latency();
  await requireAccount(request);
  const existing = await invoices.get(String(params.id));
  if (!existing) return notFound(`No invoice with id “${String(params.id)}”.`);
  const now = new Date().toISOString();
  const invoice = await invoices.put({
    ...existing,
    status: existing.status === 'draft' ? 'pending' : existing.status,
    sentAt: now,
    updatedAt: now,
  });
  return HttpResponse.json({ invoice: withStatus([invoice])[0]! });
});

export const handlers = crudHandlers({
  group: 'invoice',
  key: 'invoice',
  collection: invoices,
  extra: [send],
  versioned: true,
  present: (records) => Promise.resolve(withStatus(records)),
  list: {
    summarize,
    allowed: { status: invoiceStatuses, serviceLine: invoiceServiceLines },
    search: (r) => [r.number, r.to.name, r.to.company, r.to.email, ...r.lines.map((l) => l.title)].join(' '),
    filters: {
      status: (r, v) => r.status === v,
      serviceLine: (r, v) => r.serviceLine === v,
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
    facet: { param: 'status', value: (r) => r.status, keys: invoiceStatuses },
  },
  loadSchema: async () => (await schemas()).invoiceSchema,
  check: (input, records, existing) => {
    const errors: Record<string, string> = {};
    const issuedAt = input.issuedAt ?? existing?.issuedAt;
    const dueAt = input.dueAt ?? existing?.dueAt;
    if (issuedAt && dueAt && dueAt < issuedAt) errors.dueAt = 'The due date cannot be before the issue date.';
    if (input.number && records.some((r) => r.number === input.number && r.id !== existing?.id))
      errors.number = 'Another invoice already has this number.';
    const subtotal = addCents(...(input.lines ?? existing?.lines ?? []).map((l) => toCents(l.price) * l.quantity));
    if (toCents(input.discount ?? existing?.discount ?? 0) > subtotal) errors.discount = 'The discount cannot exceed the subtotal.';
    return Object.keys(errors).length ? errors : null;
  },
  create: (input, { records }) => {
    const now = new Date().toISOString();
    return withTotals({ ...input, serviceLine: input.serviceLine ?? 'strategy', shipping: input.shipping ?? 0, id: crypto.randomUUID(), number: input.number ?? nextNumber(records), currency: 'EUR', sentAt: null, createdAt: now, updatedAt: now });
  },
  update: (existing, input) => withTotals({ ...existing, ...input, serviceLine: input.serviceLine ?? existing.serviceLine, shipping: input.shipping ?? existing.shipping, updatedAt: nextVersion(existing.updatedAt).toISOString() }),
});
