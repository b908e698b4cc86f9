// The rules of a new order (POST /api/order, docs/api/order.md) and of a change of status: one
// schema each for the demo API (src/demo-api/handlers/order.ts, which imports this module with its
// first write, so reading orders fetches no zod) and the API server (server/routes/orders.ts), so
// the two answer the same field errors. Only those two import it: the checkout screens have their
// own form rules.
import { z } from 'zod';
import { findCountry } from '@/lib/catalog/countries';
import { orderStatuses, type CreateOrderInput } from './order';

const required = (message: string) => z.string().trim().min(1, message);

export const createOrderSchema = z.object({
  source: z.enum(['shop', 'pricing'], 'Unknown order source.'),
  items: z
    .array(
      z.object({
        sku: required('Each item needs a SKU.'),
        name: required('Each item needs a name.'),
        quantity: z.number().int('Use a whole number.').min(1, 'At least 1.').max(99, 'At most 99.'),
        unitPrice: z.number().min(0, 'Prices cannot be negative.'),
      }),
    )
    .min(1, 'The cart is empty.')
    .max(50, 'At most 50 items per order.'),
  billing: z.object({
    name: z.string().trim().min(2, 'Enter the full name (at least 2 characters).').max(100, 'Use at most 100 characters.'),
    email: z.string().trim().pipe(z.email('Enter a valid email address.')),
    company: z.string().trim().max(120, 'Use at most 120 characters.').optional(),
    address: z.string().trim().min(3, 'Enter the street address.').max(200, 'Use at most 200 characters.'),
    city: required('Enter the city.').max(100, 'Use at most 100 characters.'),
    zip: z.string().trim().min(2, 'Enter the postal code.').max(12, 'Use at most 12 characters.'),
    country: z.string().refine((code) => Boolean(findCountry(code)), 'Choose a country.'),
  }),
  billingPeriod: z.enum(['monthly', 'yearly'], 'Choose monthly or yearly billing.'),
  payment: z.object({
    brand: required('Card brand is missing.'),
    last4: z.string().regex(/^\d{4}$/, 'The last four digits of the card are expected.'),
  }),
  delivery: z
    .discriminatedUnion('method', [
      z.object({ method: z.literal('download'), email: z.string().trim().pipe(z.email('Enter a valid email address.')) }),
      z.object({
        method: z.literal('share'),
        warehouse: z.enum(['snowflake', 'bigquery', 'databricks'], 'Choose a warehouse.'),
        account: z.string().trim().min(2, 'Enter the warehouse account.').max(120, 'Use at most 120 characters.'),
      }),
    ])
    .optional(),
}) satisfies z.ZodType<CreateOrderInput, unknown>;

/** PATCH /api/order/:id: the status, one of the four. */
export const orderStatusSchema = z.object({ status: z.enum(orderStatuses, 'Choose a valid status.') });
