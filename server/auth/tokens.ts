// Access tokens: HS256 JWTs signed with jose (docs/api/auth.md#tokens): `sub` (account id), `iat`,
// `exp` (seconds; the app reads it, src/lib/session/token.ts), `email`, `role`, and `ver`: the
// account's token version when it was issued (docs/security.md#sessions).
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT, jwtVerify } from 'jose';

export interface TokenIssuer {
  issue(claims: { sub: string; email: string; role: string; ver: number }): Promise<string>;
  /** The account id and token version when the token is well-formed, signed by us and not expired; else null. */
  verify(token: string): Promise<{ sub: string; ver: number } | null>;
}

/** AUTH_SECRET, or a development secret generated once and kept in the data folder. */
export function resolveSecret(authSecret: string | null, dataDir: string | null): string {
  if (authSecret) return authSecret;
  if (!dataDir) return randomBytes(32).toString('base64url');
  const file = join(dataDir, 'dev-auth-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
    return secret;
  }
}

/** Verified tokens kept, so a token is checked by jose once, not on every request (docs/server.md#load-bench). */
const VERIFIED_KEPT = 10_000;

export function tokenIssuer(secret: string, ttlSeconds: number): TokenIssuer {
  const key = new TextEncoder().encode(secret);
  // A token's text is what was signed: once verified, the same text verifies again until `exp`.
  // Only tokens this secret signed get in, the oldest leaves first.
  const verified = new Map<string, { sub: string; ver: number; exp: number }>();
  return {
    async issue({ sub, email, role, ver }) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ email, role, ver })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(sub)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        // jose's rule: expired when `exp` is not after now (in whole seconds).
        if (known.exp > Math.floor(Date.now() / 1000)) return { sub: known.sub, ver: known.ver };
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
        // A token from before versions existed counts as version 0.
        const claims = { sub: payload.sub, ver: typeof payload.ver === 'number' ? payload.ver : 0 };
        if (verified.size >= VERIFIED_KEPT) verified.delete(verified.keys().next().value!);
        verified.set(token, { ...claims, exp: payload.exp });
        return claims;
      } catch {
        return null;
      }
    },
  };
}
