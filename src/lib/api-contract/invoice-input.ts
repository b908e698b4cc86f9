// The rules of an invoice (POST/PATCH /api/invoice, docs/api/crud-groups.md#invoice): one schema for
// the demo API (src/demo-api/handlers/invoice.ts) and the API server (server/routes/invoices.ts), so
// the two answer the same field errors. Only those two import it: the invoice form has its own rules.
import { z } from 'zod';
import { invoiceServiceLines, invoiceStatuses } from './invoice';

const isoDate = (message: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, message);
const party = z.object({
  name: z.string().trim().min(2, 'Enter a name.').max(100, 'Use at most 100 characters.'),
  company: z.string().trim().max(120, 'Use at most 120 characters.'),
  email: z.string().trim().pipe(z.email('Enter a valid email address.')),
  address: z.string().trim().min(3, 'Enter the address.').max(200, 'Use at most 200 characters.'),
  phone: z.string().trim().max(40, 'Use at most 40 characters.'),
});

export const invoiceSchema = z.object({
  number: z.string().trim().regex(/^[A-Z]{2,5}-\d{4}-\d{4}$/, 'Use the form INV-2026-0001.').optional(),
  status: z.enum(invoiceStatuses, 'Choose a status.'),
  // Optional for clients written before they existed: strategy and no shipping (docs/api/crud-groups.md#invoice).
  serviceLine: z.enum(invoiceServiceLines, 'Choose a service line.').optional(),
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
  shipping: z.number().min(0, 'Shipping cannot be negative.').max(100_000, 'That amount is too high.').optional(),
  notes: z.string().max(1000, 'Use at most 1000 characters.'),
});
