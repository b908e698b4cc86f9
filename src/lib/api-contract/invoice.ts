// Invoices for consulting engagements and data-product subscriptions. Totals are computed by the
// server from the lines, the tax rate and the discount.
import type { ListQuery, ListResponse } from './list';

export const invoiceStatuses = ['paid', 'pending', 'overdue', 'draft'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

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
  total: number;
  currency: 'EUR';
  notes: string;
  createdAt: string;
  updatedAt: string;
}

/** POST /api/invoice; PATCH /api/invoice/:id takes any subset. `number` is assigned when omitted. */
export interface InvoiceInput {
  number?: string;
  status: InvoiceStatus;
  issuedAt: string;
  dueAt: string;
  from: InvoiceParty;
  to: InvoiceParty;
  lines: Omit<InvoiceLine, 'total'>[];
  taxRate: number;
  discount: number;
  notes: string;
}

export interface InvoiceListQuery extends ListQuery {
  sort?: 'number' | 'issuedAt' | 'dueAt' | 'total' | 'client' | 'status';
  status?: InvoiceStatus;
  /** Issue date range, inclusive (YYYY-MM-DD). */
  startDate?: string;
  endDate?: string;
}
/** `counts` per status plus `all`; newest issue date first by default. */
export type InvoiceListResponse = ListResponse<Invoice>;

export interface InvoiceDetailsResponse {
  invoice: Invoice;
}

export const invoicePaths = {
  list: '/api/invoice/list',
  details: '/api/invoice/details',
  create: '/api/invoice',
  item: (id: string) => `/api/invoice/${id}`,
  bulkDelete: '/api/invoice/bulk-delete',
} as const;
