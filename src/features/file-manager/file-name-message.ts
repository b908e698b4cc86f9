// A file or folder name the API refused, in the user's language: each of the API's words for its
// name rules (`fileNameErrors`, src/lib/api-contract/file.ts) has its translation; anything else
// is shown as the server wrote it.
import type { TFunction } from 'i18next';
import { fileNameErrors } from '@/lib/api-contract/file';
import { errorText } from '@/lib/http/error-text';
import { isHttpError } from '@/lib/http/http-error';

type NameRule = keyof typeof fileNameErrors;

const keys = {
  empty: 'rename.empty',
  tooLong: 'rename.tooLong',
  forbidden: 'rename.forbidden',
  taken: 'rename.duplicate',
} as const satisfies Record<NameRule, string>;

/** The server's reason for refusing a name (`said`), translated when it is one of the contract's. */
export function fileNameMessage(said: string, t: TFunction<'file-manager'>): string {
  const rule = (Object.keys(fileNameErrors) as NameRule[]).find((r) => fileNameErrors[r] === said);
  return rule ? t(keys[rule]) : said;
}

/** A failed save of a name: the reason on the name field, else the error's words (errorText). */
export function nameRefusal(error: Error, t: TFunction<'file-manager'>): string {
  return isHttpError(error) && error.fieldErrors.name ? fileNameMessage(error.fieldErrors.name, t) : errorText(error);
}
