// A record's routes (detail, edit): what the loader does with an unknown or deleted record, and
// where the user goes from there (docs/product-rules.md#records). The loader throws the router's
// notFound() with the section, so the router's default not-found component (one for the app) says
// which kind of record is missing and leads back to its list; error components deal only with
// failures (Retry) and slow loads.
import { useSuspenseQuery, type QueryKey, type UseSuspenseQueryOptions, type UseSuspenseQueryResult } from '@tanstack/react-query';
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

/** A 404 from the API: the record does not exist (any more). */
export const isRecordGone = (error: unknown): boolean => isHttpError(error) && error.status === 404;

/**
 * A record page's query (detail, edit): `useSuspenseQuery`, except that a refetch answered 404 (the
 * record deleted elsewhere while the page was open, e.g. refetched by a live update) is thrown to
 * the route's error component, which says the record was deleted and leads back to the list
 * (`recordError`, docs/product-rules.md#records), instead of the stale record staying on screen.
 */
export function useRecordQuery<TQueryFnData, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: UseSuspenseQueryOptions<TQueryFnData, Error, TData, TQueryKey>,
): UseSuspenseQueryResult<TData, Error> {
  const result = useSuspenseQuery(options);
  if (isRecordGone(result.error) && !result.isFetching) throw result.error;
  return result;
}
