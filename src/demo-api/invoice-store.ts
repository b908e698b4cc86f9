// The invoices collection, apart from the invoice group's handlers: the overviews read it, and
// importing the group would bring its zod schemas into their chunks (docs/performance.md#demo-api).
// An invoice is stored in two parts (./seed/invoice.ts): `invoiceCore`, all but the parties, lines
// and notes, which the dashboard overview reads, and the details, which the invoice screens and the
// overviews that name the client (banking, analytics) need; `invoices` joins them. So a first load
// right after sign-in does not fetch the details.
import { calendarDay, invoiceStatus, type Invoice } from '@/lib/api-contract/invoice';
import { defineCollection, joinedCollection } from './db';
import { joinInvoice, seedInvoiceCore, seedInvoiceDetails, splitInvoice, type InvoiceCore, type InvoiceDetail } from '@/lib/seed/invoice';

// Invoices stored before the service line, shipping and sending existed get their defaults.
/** The invoices without their parties, lines and notes: what the dashboard overview reads. */
export const invoiceCore = defineCollection<InvoiceCore>('invoices', seedInvoiceCore, {
  upgrade: (r) => ({
    ...r,
    serviceLine: r.serviceLine ?? 'strategy',
    shipping: r.shipping ?? 0,
    sentAt: r.sentAt === undefined ? (r.status === 'draft' ? null : r.issuedAt) : r.sentAt,
  }),
});
const invoiceDetails = defineCollection<InvoiceDetail>('invoiceDetails', seedInvoiceDetails);

/** The whole invoices: every read joins the two parts, every write splits them. */
export const invoices = joinedCollection<Invoice, InvoiceCore, InvoiceDetail>('invoices', [invoiceCore, invoiceDetails], {
  split: splitInvoice,
  join: joinInvoice,
});

/**
 * The invoices as the API answers them and as every overview counts them: each with its derived
 * status, overdue once its due date has passed (docs/product-rules.md#invoice-status).
 */
export function withStatus<T extends Pick<Invoice, 'status' | 'dueAt'>>(records: T[], now: number = Date.now()): T[] {
  const today = calendarDay(now);
  return records.map((r) => {
    const status = invoiceStatus(r, today);
    return status === r.status ? r : { ...r, status };
  });
}

/** Every invoice with its derived status today: what the list, the banking and analytics overviews read. */
export async function currentInvoices(now: number = Date.now()): Promise<Invoice[]> {
  return withStatus(await invoices.all(), now);
}
