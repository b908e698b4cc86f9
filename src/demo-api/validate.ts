// Payload validation for the demo API: a zod schema in, either the parsed data or a 400 response
// whose fieldErrors are keyed by the field's path (`billing.email`, `items.0.quantity`).
import type { z } from 'zod';
import { apiMessages } from '@/lib/api-contract/errors';
import { fieldErrors, readJson } from './respond';

export type Validated<T> = { ok: true; data: T } | { ok: false; response: Response };

export function validate<S extends z.ZodType>(schema: S, input: unknown): Validated<z.infer<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || 'body';
    errors[key] ??= issue.message;
  }
  return { ok: false, response: fieldErrors(errors) };
}

/** The 400 of a missing or malformed JSON body. */
export const missingBody = () => fieldErrors({ body: 'A JSON object is required.' }, apiMessages.noBody);

/** Reads the request's JSON body and validates it. A missing or malformed body is a 400 too. */
export async function validateBody<S extends z.ZodType>(request: Request, schema: S): Promise<Validated<z.infer<S>>> {
  const body = await readJson(request);
  if (!body) return { ok: false, response: missingBody() };
  return validate(schema, body);
}
