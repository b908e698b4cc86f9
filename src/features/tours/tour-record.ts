// A tour's record routes (detail, edit): the way back to the list and the words for a missing
// tour (docs/product-rules.md#records).
import { recordSection } from '@/lib/record-route';
import { recordError } from '@/lib/ui/record-error';

export const tourRecord = recordSection('/dashboard/tour', 'tours:detail.notFound', 'tours:detail.backToList');

/** The routes' error component: a failure with Retry, or the slow-load message. */
export const TourRecordError = recordError(tourRecord);
