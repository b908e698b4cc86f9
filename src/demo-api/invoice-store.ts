// The invoices collection, apart from the invoice group's handlers: the overviews read it, and
// importing the group would bring its zod schemas into their chunks (docs/performance.md#demo-api).
import type { Invoice } from '@/lib/api-contract/invoice';
import { defineCollection } from './db';
import { seedInvoices } from './seed/invoice';

// Invoices stored before the service line, shipping and sending existed get their defaults.
export const invoices = defineCollection<Invoice>('invoices', seedInvoices, (r) => ({
  ...r,
  serviceLine: r.serviceLine ?? 'strategy',
  shipping: r.shipping ?? 0,
  sentAt: r.sentAt === undefined ? (r.status === 'draft' ? null : r.issuedAt) : r.sentAt,
}));
