// The invoice form's values and checks. Messages are keys of invoices.json (`validation.*`), an
// empty required field's the shared one (src/lib/form/field-rules.ts); the server repeats every
// check (docs/api/crud-groups.md#invoice) and its field errors land on the same fields
// (applyServerErrors).
import { z } from 'zod';
import {
  invoiceServiceLines,
  invoiceSettableStatuses,
  settableStatus,
  type Invoice,
  type InvoiceInput,
} from '@/lib/api-contract/invoice';
import { REQUIRED, requiredChoice, requiredNumber, requiredText } from '@/lib/form/field-rules';
import { invoiceCents } from '@/lib/invoice-totals';

/** A text to write; with `min` above 1 (an address), a shorter one counts as not given. */
const text = (max: number, min = 1) => requiredText().min(min, REQUIRED).max(max, 'validation.tooLong');
const amount = (max: number) =>
  requiredNumber().min(0, 'validation.notNegative').max(max, 'validation.tooHigh');

const party = z.object({
  name: text(100),
  company: z.string().trim().max(120, 'validation.tooLong'),
  email: requiredText().pipe(z.email('validation.email')),
  address: text(200, 3),
  phone: z.string().trim().max(40, 'validation.tooLong'),
});

export const invoiceLineSchema = z.object({
  title: text(120),
  description: z.string().trim().max(300, 'validation.tooLong'),
  quantity: requiredNumber().int('validation.wholeNumber').min(1, 'validation.atLeastOne').max(10_000, 'validation.tooHigh'),
  price: amount(10_000_000),
});

export const invoiceFormSchema = z
  .object({
    // Overdue is derived from the due date, never chosen (docs/product-rules.md#invoice-status).
    status: requiredChoice(invoiceSettableStatuses),
    serviceLine: requiredChoice(invoiceServiceLines),
    issuedAt: requiredText().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date'),
    dueAt: requiredText().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date'),
    from: party,
    to: party,
    lines: z.array(invoiceLineSchema).min(1, 'validation.oneLine').max(50, 'validation.tooManyLines'),
    taxRate: requiredNumber().min(0, 'validation.notNegative').max(100, 'validation.percent'),
    discount: amount(10_000_000),
    shipping: amount(100_000),
    notes: z.string().max(1000, 'validation.tooLong'),
  })
  .superRefine((values, ctx) => {
    if (values.issuedAt && values.dueAt && values.dueAt < values.issuedAt)
      ctx.addIssue({ code: 'custom', path: ['dueAt'], message: 'validation.dueBeforeIssue' });
    const { subtotal, discount } = invoiceCents(values);
    if (discount > subtotal) ctx.addIssue({ code: 'custom', path: ['discount'], message: 'validation.discountTooHigh' });
  });

export type InvoiceFormValues = z.infer<typeof invoiceFormSchema>;
export type InvoiceLineValues = z.infer<typeof invoiceLineSchema>;

export const emptyLine: InvoiceLineValues = { title: '', description: '', quantity: 1, price: 0 };

const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const emptyParty = { name: '', company: '', email: '', address: '', phone: '' };

/** A new invoice: from Corvane (the seller named on every invoice), dated today, due in 30 days. */
export function newInvoiceValues(from: InvoiceFormValues['from']): InvoiceFormValues {
  return {
    status: 'draft',
    serviceLine: 'strategy',
    issuedAt: today(),
    dueAt: inDays(30),
    from,
    to: emptyParty,
    lines: [emptyLine],
    taxRate: 20,
    discount: 0,
    shipping: 0,
    notes: '',
  };
}

export function toFormValues(invoice: Invoice): InvoiceFormValues {
  const { status, serviceLine, issuedAt, dueAt, from, to, taxRate, discount, shipping, notes } = invoice;
  const lines = invoice.lines.map(({ title, description, quantity, price }) => ({ title, description, quantity, price }));
  return { status: settableStatus(status), serviceLine, issuedAt, dueAt, from, to, lines, taxRate, discount, shipping, notes };
}

export const toInput = (values: InvoiceFormValues): InvoiceInput => values;
