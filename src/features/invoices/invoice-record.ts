// A invoice's record routes (detail, edit): the way back to the list and the words for a missing
// invoice (docs/product-rules.md#records).
import { recordSection } from '@/lib/record-route';
import { recordError } from '@/lib/ui/record-error';

export const invoiceRecord = recordSection('/dashboard/invoice', 'invoices:detail.notFound', 'invoices:detail.backToList');

/** The routes' error component: a failure with Retry, or the slow-load message. */
export const InvoiceRecordError = recordError(invoiceRecord);
