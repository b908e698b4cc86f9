// The invoices collection, apart from the invoice group's handlers: the overviews read it, and
// importing the group would bring its zod schemas into their chunks (docs/performance.md#demo-api).
import { calendarDay, invoiceStatus, type Invoice } from '@/lib/api-contract/invoice';
import { defineCollection } from './db';
import { seedInvoices } from './seed/invoice';

// Invoices stored before the service line, shipping and sending existed get their defaults.
export const invoices = defineCollection<Invoice>('invoices', seedInvoices, (r) => ({
  ...r,
  serviceLine: r.serviceLine ?? 'strategy',
  shipping: r.shipping ?? 0,
  sentAt: r.sentAt === undefined ? (r.status === 'draft' ? null : r.issuedAt) : r.sentAt,
}));

/**
 * The invoices as the API answers them and as every overview counts them: each with its derived
 * status, overdue once its due date has passed (docs/product-rules.md#invoice-status).
 */
export function withStatus(records: Invoice[], now: number = Date.now()): Invoice[] {
  const today = calendarDay(now);
  return records.map((r) => {
    const status = invoiceStatus(r, today);
    return status === r.status ? r : { ...r, status };
  });
}

/** Every invoice with its derived status today: what the list, the overviews and banking read. */
export async function currentInvoices(now: number = Date.now()): Promise<Invoice[]> {
  return withStatus(await invoices.all(), now);
}
