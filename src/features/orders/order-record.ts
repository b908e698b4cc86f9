// A order's record routes (detail, edit): the way back to the list and the words for a missing
// order (docs/product-rules.md#records).
import { recordSection } from '@/lib/record-route';
import { recordError } from '@/lib/ui/record-error';

export const orderRecord = recordSection('/dashboard/order', 'orders:detail.notFound', 'orders:detail.backToList');

/** The routes' error component: a failure with Retry, or the slow-load message. */
export const OrderRecordError = recordError(orderRecord);
