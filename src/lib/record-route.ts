// A record's routes (detail, edit): what the loader does with an unknown or deleted record, and
// where the user goes from there (docs/product-rules.md#records). The loader throws the router's
// notFound() with the section, so the router's default not-found component (one for the app) says
// which kind of record is missing and leads back to its list; error components deal only with
// failures (Retry) and slow loads.
import { notFound, type NotFoundError } from '@tanstack/react-router';
import { isHttpError } from '@/lib/http/http-error';
import { withinTimeLimit } from '@/lib/loader-time-limit';

/** A section's record routes: its list, and the translation keys (`ns:key`) for a missing record. */
export interface RecordSection {
  kind: 'record-section';
  /** The section's list, the way back. */
  list: string;
  /** e.g. `jobs:detail.notFound`: "This job does not exist or was deleted." */
  notFoundKey: string;
  /** e.g. `jobs:detail.backToList`. */
  backKey: string;
}

export const recordSection = (list: string, notFoundKey: string, backKey: string): RecordSection => ({
  kind: 'record-section',
  list,
  notFoundKey,
  backKey,
});

export function isRecordSection(value: unknown): value is RecordSection {
  return typeof value === 'object' && value !== null && (value as RecordSection).kind === 'record-section';
}

/**
 * A record route's loader: the data within the time limit (docs/product-rules.md#slow-loads), and
 * the router's notFound() when the API answers 404. `routeId` (the loader's `route.id`) makes that
 * route show the not-found screen in place of its page, inside the layouts above it.
 */
export async function loadRecord<T>(
  load: Promise<T>,
  section: RecordSection,
  routeId: string,
): Promise<T> {
  try {
    return await withinTimeLimit(load);
  } catch (error) {
    if (isHttpError(error) && error.status === 404)
      throw notFound({ data: section, routeId: routeId as NotFoundError['routeId'] });
    throw error;
  }
}
