// How the sign-in forms read a server's refusal, for the app's one applyServerErrors
// (src/lib/form/apply-server-errors.ts): answers the contract names (wrong credentials, a taken
// email, a rejected code, no connection) in the user's language; anything else in the server's words.
import type { TFunction } from 'i18next';
import type { ServerErrorOptions } from '@/lib/form/apply-server-errors';
import { DEMO_API_UNAVAILABLE_STATUS } from '@/lib/http/demo-api';

/** `<field>:<status>` → auth.json key, for field errors the contract defines. */
const known: Record<string, string> = {
  'email:409': 'errors.emailTaken',
  'code:400': 'errors.codeRejected',
};

export function authErrorOptions(
  fields: readonly string[],
  t: TFunction<'auth'>,
): ServerErrorOptions {
  return {
    fields,
    known,
    statusMessages: {
      0: t('errors.network'),
      401: t('errors.badCredentials'),
      [DEMO_API_UNAVAILABLE_STATUS]: t('errors.demoApiBlocked'),
    },
  };
}
