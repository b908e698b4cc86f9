// Access-token validity (docs/product-rules.md#token-validity): a token is valid only if it exists, decodes to a JWT payload
// object and its numeric `exp` (seconds) is later than now. Everything else is invalid.
import { jwtDecode } from 'jwt-decode';

/** 9999-12-31T23:59:59Z in seconds. A larger `exp` is not seconds (it is milliseconds, or junk). */
const LATEST_EXP_SECONDS = 253_402_300_799;

/** The token's expiry in epoch milliseconds, or null when the token is malformed. */
export function tokenExpiresAt(token: unknown): number | null {
  if (typeof token !== 'string' || token.split('.').length !== 3) return null;
  let payload: unknown;
  try {
    payload = jwtDecode(token);
  } catch {
    return null;
  }
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return null;
  const exp = (payload as { exp?: unknown }).exp;
  if (typeof exp !== 'number' || !Number.isFinite(exp) || exp <= 0 || exp > LATEST_EXP_SECONDS) return null;
  return exp * 1000;
}

export function isValidToken(token: unknown, now = Date.now()): token is string {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== null && expiresAt > now;
}
