// Error answers in the contract's shape (docs/api/README.md): `{ message, fieldErrors? }`. The
// common messages are the contract's, as the demo API's (src/demo-api/respond.ts) are, so the app
// shows the same words.
import type { Context } from 'hono';
import { EDIT_CONFLICT_MESSAGE, EXPECTED_VERSION_INVALID, readExpectedVersion, type EditConflictBody } from '@/lib/api-contract/edit-conflict';
import { apiMessages } from '@/lib/api-contract/errors';

/** The contract's common words (src/lib/api-contract/errors.ts), which the app translates. */
export const MESSAGES = apiMessages;

export function fieldErrors(c: Context, errors: Record<string, string>, message: string = MESSAGES.fieldErrors) {
  return c.json({ message, fieldErrors: errors }, 400);
}

export function notFound(c: Context, message: string = MESSAGES.notFound) {
  return c.json({ message }, 404);
}

export function conflict(c: Context, message: string, errors?: Record<string, string>) {
  return c.json(errors ? { message, fieldErrors: errors } : { message }, 409);
}

/** The JSON body when it is an object; null when it is missing, malformed or not an object. */
export async function readJson(c: Context): Promise<Record<string, unknown> | null> {
  try {
    const body = (await c.req.json()) as unknown;
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * An update's body as the demo's crud reads it (src/demo-api/crud.ts): a body that is not JSON, or
 * JSON null, counts as `{}`; any other JSON value is validated as it is (an array is a 400).
 */
export async function readUpdateBody(c: Context): Promise<unknown> {
  try {
    return ((await c.req.json()) as unknown) ?? {};
  } catch {
    return {};
  }
}

/** Whether a database error is a unique index refusing a row (PostgreSQL's 23505). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * The `expectedUpdatedAt` of an update body (docs/api/crud-groups.md#edit-conflicts): `null` when
 * absent (no check), the instant when given, or the 400 when it is not a date.
 */
export function expectedVersion(c: Context, body: unknown): { ok: true; at: Date | null } | { ok: false; response: Response } {
  const at = readExpectedVersion(body);
  if (at === null) return { ok: false, response: fieldErrors(c, { expectedUpdatedAt: EXPECTED_VERSION_INVALID }) };
  return { ok: true, at: at === undefined ? null : new Date(at) };
}

/** The 409 of a stale update: the message and the stored record, so the form can offer it. */
export function staleRecord<T>(c: Context, current: T) {
  const body: EditConflictBody<T> = { message: EDIT_CONFLICT_MESSAGE, current };
  return c.json(body, 409);
}
