// Where to go after signing in (docs/product-rules.md#guarded-routes): only a same-origin path that starts with exactly one '/' is
// followed; anything else, and any page of the sign-in flow itself (a redirect loop), is /dashboard.
import { searchParams } from '@/lib/search-params';

export const DEFAULT_RETURN_TO = '/dashboard';

/** The `returnTo` search parameter as the guards and sign-in screens read it. */
export const validateReturnToSearch = searchParams({
  returnTo: (value) => (typeof value === 'string' ? value : undefined),
});

// eslint-disable-next-line no-control-regex -- rejecting control characters is the point
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return DEFAULT_RETURN_TO;
  if (!value.startsWith('/') || value.startsWith('//')) return DEFAULT_RETURN_TO;
  if (value.includes('\\') || CONTROL_CHARS.test(value)) return DEFAULT_RETURN_TO;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return DEFAULT_RETURN_TO;
  }
  // '/%2F%2Fevil' or '/%5Cevil' would read as another host once something decodes it.
  if (decoded.startsWith('//') || decoded.includes('\\') || CONTROL_CHARS.test(decoded)) return DEFAULT_RETURN_TO;
  const base = 'https://corvane.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return DEFAULT_RETURN_TO;
  }
  if (url.origin !== base) return DEFAULT_RETURN_TO;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return DEFAULT_RETURN_TO;
  return path;
}
