// Sign-in accounts of the demo API, the token secret, and the bearer-token check every protected
// handler calls first.
import { HttpResponse } from 'msw';
import { defineCollection } from './db';
import { hashPassword, randomHex, signToken, verifyToken, type TokenClaims } from './crypto';
import type { AuthUser } from '@/lib/api-contract/auth';
import { apiMessages } from '@/lib/api-contract/errors';
import { authMethod } from '@/lib/auth-provider/auth-provider';
import { providerIssuer } from '@/lib/auth-provider/provider-settings';
import { DEMO_ACCOUNT, SEED_ACCOUNT_ID } from '@/lib/seed/base';

export interface Account extends AuthUser {
  passwordHash: string;
  salt: string;
  /**
   * Raised by a password change or reset, a role change, a deactivation and "sign out everywhere":
   * a token issued under another version is refused (docs/security.md#sessions). Missing: 0.
   */
  tokenVersion?: number;
  /** False: deactivated (cannot sign in; its tokens are refused). Missing: active. */
  active?: boolean;
}

/** The account with its token version raised: every token issued before answers 401. */
export function withSessionsEnded(account: Account): Account {
  return { ...account, tokenVersion: (account.tokenVersion ?? 0) + 1 };
}

// Security data, like the token secret below: its dates never follow the calendar (`fixedDates`, db.ts).
export const accounts = defineCollection<Account>('accounts', async () => {
  const { hash, salt } = await hashPassword(DEMO_ACCOUNT.password);
  return [
    {
      id: SEED_ACCOUNT_ID,
      email: DEMO_ACCOUNT.email,
      firstName: DEMO_ACCOUNT.firstName,
      lastName: DEMO_ACCOUNT.lastName,
      displayName: `${DEMO_ACCOUNT.firstName} ${DEMO_ACCOUNT.lastName}`,
      role: DEMO_ACCOUNT.role,
      createdAt: '2026-01-05T09:00:00.000Z',
      emailVerified: true,
      passwordHash: hash,
      salt,
    },
  ];
}, { fixedDates: true });

const secrets = defineCollection<{ id: string; value: string }>('secrets', () => [{ id: 'jwt', value: randomHex(32) }], { fixedDates: true });

export async function tokenSecret(): Promise<string> {
  return (await secrets.get('jwt'))?.value ?? 'unset';
}

/** A demo setting for trying expiry in the browser without a rebuild (see docs/api/auth.md). */
export const TOKEN_TTL_OVERRIDE_KEY = 'corvane.demo.tokenTtlSeconds';

/** Token lifetime: the demo setting above, else VITE_DEMO_TOKEN_TTL_SECONDS, else one hour. */
export function tokenLifetimeSeconds(): number {
  let override: string | null;
  try {
    override = typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_TTL_OVERRIDE_KEY);
  } catch {
    override = null;
  }
  for (const candidate of [override, import.meta.env.VITE_DEMO_TOKEN_TTL_SECONDS as string | undefined]) {
    const seconds = Number(candidate);
    if (candidate && Number.isFinite(seconds) && seconds >= 1) return Math.floor(seconds);
  }
  return 3600;
}

export async function issueToken(account: Account): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return signToken(
    { sub: account.id, iat: now, exp: now + tokenLifetimeSeconds(), email: account.email, role: account.role, ver: account.tokenVersion ?? 0 },
    await tokenSecret(),
  );
}

export function findAccountByEmail(email: string): Promise<Account | undefined> {
  const wanted = email.trim().toLowerCase();
  return accounts.find((account) => account.email.toLowerCase() === wanted);
}

export function publicUser(account: Account): AuthUser {
  const { passwordHash: _hash, salt: _salt, tokenVersion: _version, active: _active, ...user } = account;
  return user;
}

/**
 * Tokens whose signature has been checked, by token and secret, so a request does not wait for
 * WebCrypto (a task of its own) each time: the expiry is still checked on every request. The
 * last few tokens only (a session has one at a time).
 */
const verified = new Map<string, TokenClaims>();

async function verifiedClaims(token: string, secret: string): Promise<TokenClaims | null> {
  const key = `${secret}:${token}`;
  const known = verified.get(key);
  if (known) return known.exp > Date.now() / 1000 ? known : null;
  const claims = await verifyToken(token, secret);
  if (claims) {
    if (verified.size >= 8) verified.delete(verified.keys().next().value!);
    verified.set(key, claims);
  }
  return claims;
}

/**
 * The account behind the request's bearer token. Throws a 401 response (msw answers with it) when
 * the token is missing, forged, expired or names no account.
 */
export async function requireAccount(request: Request): Promise<Account> {
  const header = request.headers.get('authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  const claims = token ? await verifiedClaims(token, await tokenSecret()) : null;
  const found = claims ? await accounts.get(claims.sub) : await externalAccount(token);
  // A token of an older version (sessions ended) or of a deactivated account is refused.
  const current = !claims || (typeof claims.ver === 'number' ? claims.ver : 0) === (found?.tokenVersion ?? 0);
  const account = found && found.active !== false && current ? found : undefined;
  if (!account) {
    throw HttpResponse.json({ message: apiMessages.unauthorized }, { status: 401 });
  }
  return account;
}

function tokenPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '='));
    const payload: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(json, (c) => c.charCodeAt(0))));
    return payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * docs/auth-providers.md#the-demo-api: with an external provider active, its ID token signs the
 * user in here, by its confirmed email; the first visit creates the account (role `user`). The
 * demo API runs in the browser with no way to fetch the provider's signing keys, so it checks the
 * issuer and the expiry only: a real backend must verify the signature.
 */
async function externalAccount(token: string): Promise<Account | undefined> {
  const method = authMethod();
  const issuer = providerIssuer(method);
  const claims = issuer && token ? tokenPayload(token) : null;
  if (!claims || claims.iss !== issuer) return undefined;
  const { email, exp } = claims;
  if (typeof email !== 'string' || typeof exp !== 'number' || exp * 1000 <= Date.now()) return undefined;
  // Firebase and Auth0 issue tokens to unverified accounts; Cognito only to confirmed ones (cognito-local
  // leaves email_verified false after the confirmation).
  if ((method === 'firebase' || method === 'auth0') && claims.email_verified !== true) return undefined;
  const existing = await findAccountByEmail(email);
  if (existing) return existing;
  const name = typeof claims.name === 'string' ? claims.name.trim() : '';
  const [first = '', ...rest] = name ? name.split(/\s+/) : [email.split('@')[0] ?? ''];
  const firstName = typeof claims.given_name === 'string' ? claims.given_name : first;
  const lastName = typeof claims.family_name === 'string' ? claims.family_name : rest.join(' ');
  const account: Account = {
    id: `acc-${randomHex(8)}`,
    email: email.toLowerCase(),
    firstName,
    lastName,
    displayName: `${firstName} ${lastName}`.trim(),
    role: 'user',
    createdAt: new Date().toISOString(),
    emailVerified: true,
    passwordHash: '',
    salt: '',
  };
  await accounts.put(account);
  return account;
}
