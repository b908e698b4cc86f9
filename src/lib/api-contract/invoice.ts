// Invoices for consulting engagements and data-product subscriptions. Totals are computed by the
// server from the lines, the tax rate and the discount.
import type { ListQuery, ListResponse } from './list';

export const invoiceStatuses = ['paid', 'pending', 'overdue', 'draft'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/**
 * The statuses a person sets: drafted, sent and unpaid, paid. "Overdue" is never set by hand: it is
 * derived from the due date (docs/product-rules.md#invoice-status).
 */
export const invoiceSettableStatuses = ['paid', 'pending', 'draft'] as const satisfies readonly InvoiceStatus[];

/** Today as a calendar day (YYYY-MM-DD, UTC), the day `invoiceStatus` compares due dates with. */
export function calendarDay(now: number | Date = Date.now()): string {
  return new Date(now).toISOString().slice(0, 10);
}

/**
 * An invoice's status as every screen reads it (docs/product-rules.md#invoice-status): a draft and
 * a paid invoice are what they were set to; a sent, unpaid one is overdue once its due date has
 * passed (`today` is later than `dueAt`) and pending until then, whatever was stored. Shared here
 * so the demo API and a real server derive it the same way; the API answers the derived status.
 */
export function invoiceStatus(invoice: Pick<Invoice, 'status' | 'dueAt'>, today: string = calendarDay()): InvoiceStatus {
  if (invoice.status === 'paid' || invoice.status === 'draft') return invoice.status;
  return invoice.dueAt < today ? 'overdue' : 'pending';
}

/** The status a person can set that stands for `status` (an overdue invoice is an unpaid one). */
export function settableStatus(status: InvoiceStatus): (typeof invoiceSettableStatuses)[number] {
  return status === 'overdue' ? 'pending' : status;
}

/** The service line an invoice bills (the six consulting lines, or data-product subscriptions). */
export const invoiceServiceLines = ['strategy', 'engineering', 'analytics', 'ml', 'governance', 'training', 'data-products'] as const;
export type InvoiceServiceLine = (typeof invoiceServiceLines)[number];

export interface InvoiceParty {
  name: string;
  company: string;
  email: string;
  address: string;
  phone: string;
}

export interface InvoiceLine {
  title: string;
  description: string;
  quantity: number;
  /** Unit price, euros (two decimals at most). */
  price: number;
  /** quantity × price, computed. */
  total: number;
}

export interface Invoice {
  id: string;
  /** `INV-2026-0419`; unique. */
  number: string;
  status: InvoiceStatus;
  serviceLine: InvoiceServiceLine;
  /** ISO date (YYYY-MM-DD). */
  issuedAt: string;
  dueAt: string;
  from: InvoiceParty;
  to: InvoiceParty;
  lines: InvoiceLine[];
  subtotal: number;
  /** Percent, e.g. 20. */
  taxRate: number;
  tax: number;
  discount: number;
  /** Added after tax, euros. */
  shipping: number;
  total: number;
  currency: 'EUR';
  notes: string;
  /** When "Send" was last pressed (POST /api/invoice/:id/send); null until then. */
  sentAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** POST /api/invoice; PATCH /api/invoice/:id takes any subset. `number` is assigned when omitted. */
export interface InvoiceInput {
  number?: string;
  status: InvoiceStatus;
  serviceLine: InvoiceServiceLine;
  issuedAt: string;
  dueAt: string;
  from: InvoiceParty;
  to: InvoiceParty;
  lines: Omit<InvoiceLine, 'total'>[];
  taxRate: number;
  discount: number;
  shipping: number;
  notes: string;
}

export interface InvoiceListQuery extends ListQuery {
  sort?: 'number' | 'issuedAt' | 'dueAt' | 'total' | 'client' | 'status';
  status?: InvoiceStatus;
  serviceLine?: InvoiceServiceLine;
  /** Issue date range, inclusive (YYYY-MM-DD). */
  startDate?: string;
  endDate?: string;
}

/** How many invoices and how much (euros, the invoices' totals) in one group. */
export interface InvoiceFigure {
  count: number;
  amount: number;
}

/** The list's summary: every status plus `all`, over the search and filters but not the status tab. */
export type InvoiceSummary = Record<'all' | InvoiceStatus, InvoiceFigure>;

/** `counts` per status plus `all`, and `summary`; newest issue date first by default. */
export interface InvoiceListResponse extends ListResponse<Invoice> {
  counts: Record<'all' | InvoiceStatus, number>;
  summary: InvoiceSummary;
}

export interface InvoiceDetailsResponse {
  invoice: Invoice;
}

export const invoicePaths = {
  list: '/api/invoice/list',
  details: '/api/invoice/details',
  create: '/api/invoice',
  item: (id: string) => `/api/invoice/${id}`,
  bulkDelete: '/api/invoice/bulk-delete',
  /** POST: records the sending (`sentAt`); a draft becomes pending. Answers `{ invoice }`. */
  send: (id: string) => `/api/invoice/${id}/send`,
} as const;
