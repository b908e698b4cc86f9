// A post's record routes (detail, edit): the way back to the list and the words for a missing
// post (docs/product-rules.md#records).
import { recordSection } from '@/lib/record-route';
import { recordError } from '@/lib/ui/record-error';

export const postRecord = recordSection('/dashboard/post', 'posts:detail.notFound', 'posts:detail.backToList');

/** The routes' error component: a failure with Retry, or the slow-load message. */
export const PostRecordError = recordError(postRecord);
