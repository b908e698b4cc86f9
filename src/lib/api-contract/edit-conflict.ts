// Edit conflicts (docs/api/crud-groups.md#edit-conflicts): an update may carry the `updatedAt` the
// form was loaded with; when the stored record has changed since, the API answers 409 with the
// stored record, so the form can offer to load it or to save over it. The groups with an edit form:
// products, users, posts, invoices, jobs and tours.

/** Added to the body of `PATCH /api/<group>/:id`; without it the update is not checked. */
export interface ExpectedVersion {
  expectedUpdatedAt?: string;
}

/** The 409 answer of an update whose `expectedUpdatedAt` is no longer the stored one. */
export interface EditConflictBody<T> {
  message: string;
  current: T;
}

export const EDIT_CONFLICT_MESSAGE = 'Someone else changed this record since you opened it.';
export const EXPECTED_VERSION_INVALID = 'Send the updatedAt the record was read with (ISO 8601).';

/**
 * `expectedUpdatedAt` of an update body: undefined when absent (no check), null when it is not a
 * date, else the instant in ms. Compared as instants, so `Z` and `+00:00` spellings agree.
 */
export function readExpectedVersion(body: unknown): number | null | undefined {
  if (!body || typeof body !== 'object' || !('expectedUpdatedAt' in body)) return undefined;
  const value = (body as { expectedUpdatedAt?: unknown }).expectedUpdatedAt;
  if (value === undefined) return undefined;
  if (typeof value !== 'string') return null;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : at;
}

/**
 * The `updatedAt` of an update: now, but always after the previous one, so that two saves within
 * one millisecond still count as two versions.
 */
export function nextVersion(previous: string | Date | undefined, now = Date.now()): Date {
  const before = previous === undefined ? Number.NaN : new Date(previous).getTime();
  return new Date(Number.isNaN(before) ? now : Math.max(now, before + 1));
}
