// What one API call takes and answers, for the OpenAPI document (document.ts), and the five calls
// every record group with an edit form has (calls.ts and the generated sections' server/openapi/sections/*.ts).
import type { z } from 'zod';
import { idsSchema } from '@/lib/api-contract/ids-input';
import * as records from './answers-records';
import { editConflict } from './answers-records';
import { expectedVersion } from './inputs';

/** A success answer: a JSON body's schema, `null` for no body (204), or another content type. */
export type Answer = z.ZodType | null | { content: string; description: string; schema?: z.ZodType };
/** A refusal the call answers besides the ones document.ts adds: its meaning, or its own body. */
export type Refusal = string | { description: string; schema: z.ZodType };

export interface CallSpec {
  summary: string;
  description?: string;
  /** Query parameters, one per key. */
  query?: z.ZodObject;
  /** A JSON body. */
  body?: z.ZodType;
  /** A multipart/form-data body. */
  multipart?: z.ZodType;
  /** A body of raw bytes, with its content type. */
  raw?: string;
  answers: Record<number, Answer>;
  refusals?: Record<number, Refusal>;
}

export const stale = <T extends z.ZodType>(record: T): Refusal => ({
  description: 'The record changed since `expectedUpdatedAt`: the stored record comes back as `current`.',
  schema: editConflict(record),
});

/** The five calls of a record group with an edit form: bulk delete, create, update (PATCH and PUT), delete. */
export function writes<T extends z.ZodType>(
  group: string,
  record: T,
  answer: z.ZodType,
  create: z.ZodObject,
  update: z.ZodObject,
  createRefusals: Record<number, Refusal> = {},
  updateConflict: Refusal = stale(record),
) {
  const patch: CallSpec = {
    summary: `Update a ${group}`,
    description: 'Any subset of the fields; PUT is the same call.',
    body: update.extend(expectedVersion),
    answers: { 200: answer },
    refusals: { 409: updateConflict },
  };
  return {
    bulkDelete: { summary: `Delete several ${group}s`, body: idsSchema, answers: { 200: records.bulkDeleteAnswer } } satisfies CallSpec,
    create: { summary: `Create a ${group}`, body: create, answers: { 201: answer }, refusals: createRefusals } satisfies CallSpec,
    patch,
    put: { ...patch, summary: `Update a ${group} (as PATCH)` } satisfies CallSpec,
    remove: { summary: `Delete a ${group}`, answers: { 204: null } } satisfies CallSpec,
  };
}

