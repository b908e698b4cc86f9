// A product's record routes (detail, edit): the way back to the list and the words for a missing
// product (docs/product-rules.md#records).
import { recordSection } from '@/lib/record-route';
import { recordError } from '@/lib/ui/record-error';

export const productRecord = recordSection('/dashboard/product', 'products:detail.notFound', 'products:detail.backToList');

/** The routes' error component: a failure with Retry, or the slow-load message. */
export const ProductRecordError = recordError(productRecord);
