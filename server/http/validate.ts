// Payload validation: a zod schema in, the data or a 400 whose fieldErrors are keyed by the field's
// path (`prices.team`, `schema.2.name`), as the demo API answers (src/demo-api/validate.ts).
import type { Context } from 'hono';
import type { z } from 'zod';
import { MESSAGES, fieldErrors, readJson } from './respond';

export type Validated<T> = { ok: true; data: T } | { ok: false; response: Response };

export function validate<S extends z.ZodType>(c: Context, schema: S, input: unknown): Validated<z.infer<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || 'body';
    errors[key] ??= issue.message;
  }
  return { ok: false, response: fieldErrors(c, errors) };
}

/** The JSON body validated; a missing or malformed body is a 400 on `body`. */
export async function validateBody<S extends z.ZodType>(c: Context, schema: S): Promise<Validated<z.infer<S>>> {
  const body = await readJson(c);
  if (!body) return { ok: false, response: fieldErrors(c, { body: 'A JSON object is required.' }, MESSAGES.noBody) };
  return validate(c, schema, body);
}
