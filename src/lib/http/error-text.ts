// The words a screen shows for a failed request (docs/product-rules.md#errors), in the user's
// language wherever they are the app's own or the contract's common ones: no connection, an answer
// the page cannot read, "something went wrong", the contract's `apiMessages`, the demo API that
// cannot start. A server's particular words (a rule of one form, a record's name) are shown as it
// wrote them. Called while rendering, or in a toast: components re-render on a language change.
import { apiMessages, type ApiMessage } from '@/lib/api-contract/errors';
import { teamMessages } from '@/lib/api-contract/team';
import { i18n } from '@/lib/i18n/i18n';
import { DEMO_API_UNAVAILABLE_CODE, GENERIC_ERROR_MESSAGE, isHttpError, UNREADABLE_MESSAGE } from './http-error';

const contractKeys = {
  fieldErrors: 'errors.fieldErrors',
  unauthorized: 'errors.unauthorized',
  forbidden: 'errors.forbidden',
  noBody: 'errors.noBody',
  notFound: 'errors.notFound',
} as const satisfies Record<ApiMessage, string>;

type TeamMessage = keyof typeof teamMessages;

/** The team contract's refusals (invitations, roles, the mail that did not go). */
const teamKeys = {
  invitationRequired: 'errors.team.invitationRequired',
  invitationInvalid: 'errors.team.invitationInvalid',
  invitationOtherAddress: 'errors.team.invitationOtherAddress',
  alreadyMember: 'errors.team.alreadyMember',
  lastAdmin: 'errors.team.lastAdmin',
  notYourself: 'errors.team.notYourself',
  mailUnavailable: 'errors.team.mailUnavailable',
} as const satisfies Record<TeamMessage, string>;

type ErrorKey =
  | (typeof contractKeys)[ApiMessage]
  | (typeof teamKeys)[TeamMessage]
  | 'errors.network'
  | 'errors.unreadable'
  | 'errors.generic'
  | 'errors.demoApiUnavailable';

/** The common.json key for words the app or the contract wrote (GENERIC, UNREADABLE, apiMessages). */
function keyOfWords(message: string): ErrorKey | null {
  if (message === GENERIC_ERROR_MESSAGE) return 'errors.generic';
  if (message === UNREADABLE_MESSAGE) return 'errors.unreadable';
  const said = (Object.keys(apiMessages) as ApiMessage[]).find((m) => apiMessages[m] === message);
  if (said) return contractKeys[said];
  const team = (Object.keys(teamMessages) as TeamMessage[]).find((m) => teamMessages[m] === message);
  return team ? teamKeys[team] : null;
}

/**
 * Whether a refusal says these contract words, as its message or on one of its fields (a form then
 * puts them on that field in the user's language: `common:${errorKey}`).
 */
export function refusalSays(error: unknown, words: string): boolean {
  if (!isHttpError(error)) return false;
  return error.message === words || Object.values(error.fieldErrors).includes(words);
}

/** The common.json key of a contract's words, for a field error that FormField translates (`common:<key>`). */
export function contractWordsKey(words: string): string | null {
  const key = keyOfWords(words);
  return key ? `common:${key}` : null;
}

/** The common.json key for `error`'s words, or null when they are a server's own. */
export function errorKey(error: unknown): ErrorKey | null {
  if (!isHttpError(error)) return null;
  if (error.status === 0) return 'errors.network';
  if (error.unreadable) return 'errors.unreadable';
  if (error.body?.code === DEMO_API_UNAVAILABLE_CODE) return 'errors.demoApiUnavailable';
  return keyOfWords(error.message);
}

const translated = (key: ErrorKey) => i18n.t(key, { ns: 'common' });

/** What to show for `error`: translated when errorKey knows it, else its message as written. */
export function errorText(error: unknown): string {
  const key = errorKey(error);
  if (key) return translated(key);
  return error instanceof Error ? error.message : String(error);
}

/** What to show for a refusal kept as its words (a change waiting offline that the server refused). */
export function refusalText(message: string | undefined): string | undefined {
  const key = message === undefined ? null : keyOfWords(message);
  return key ? translated(key) : message;
}
