// A job's record routes (detail, edit): the way back to the list and the words for a missing
// job (docs/product-rules.md#records).
import { recordSection } from '@/lib/record-route';
import { recordError } from '@/lib/ui/record-error';

export const jobRecord = recordSection('/dashboard/job', 'jobs:detail.notFound', 'jobs:detail.backToList');

/** The routes' error component: a failure with Retry, or the slow-load message. */
export const JobRecordError = recordError(jobRecord);
