// A user's record routes (detail, edit): the way back to the list and the words for a missing
// user (docs/product-rules.md#records).
import { recordSection } from '@/lib/record-route';
import { recordError } from '@/lib/ui/record-error';

export const userRecord = recordSection('/dashboard/user/list', 'users:form.notFound', 'users:form.backToList');

/** The routes' error component: a failure with Retry, or the slow-load message. */
export const UserRecordError = recordError(userRecord);
