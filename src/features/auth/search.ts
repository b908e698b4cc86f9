// Search params of the screens that continue a flow (verify, new-password): the email from the
// step before. Route files validate with it before any page code loads, hence plain checks.
import { searchParams, stringParam } from '@/lib/search-params';
import { EMAIL_MAX_LENGTH } from '@/lib/api-contract/auth';
import { INVITATION_PARAM } from '@/lib/api-contract/team';

export const validateEmailSearch = searchParams({ email: stringParam(EMAIL_MAX_LENGTH) });

/**
 * Firebase's emailed links (docs/auth-providers.md#firebase) open /auth/firebase/verify with the
 * action (`mode`) and its one-time code (`oobCode`); the reset link goes on to forgot-password.
 */
export const validateFirebaseActionSearch = searchParams({
  email: stringParam(EMAIL_MAX_LENGTH),
  mode: stringParam(32),
  oobCode: stringParam(1024),
});

/** Auth0's answer at /auth/auth0/callback (docs/auth-providers.md#auth0): a code, or an error. */
export const validateAuth0CallbackSearch = searchParams({
  code: stringParam(2048),
  state: stringParam(2048),
  error: stringParam(128),
  error_description: stringParam(1024),
});

/**
 * The registration page opened from an invitation mail (docs/api/team.md): `?invitation=<token>`.
 * A token longer than any the servers issue is dropped (the page is then a plain registration).
 */
export const INVITATION_TOKEN_MAX_LENGTH = 512;
export const validateRegisterSearch = searchParams({ [INVITATION_PARAM]: stringParam(INVITATION_TOKEN_MAX_LENGTH) });
