// Sign-in accounts of the demo API, the token secret, and the bearer-token check every protected
// handler calls first.
import { HttpResponse } from 'msw';
import { defineCollection } from './db';
import { hashPassword, randomHex, verifyToken } from './crypto';
import type { AuthUser, UserRole } from '@/lib/api-contract/auth';

export interface Account extends AuthUser {
  passwordHash: string;
  salt: string;
}

export const DEMO_ACCOUNT = {
  email: 'demo@corvane.example',
  password: 'Corvane-demo-2026',
  firstName: 'Amira',
  lastName: 'Haddad',
  role: 'admin' as UserRole,
};

export const accounts = defineCollection<Account>('accounts', async () => {
  const { hash, salt } = await hashPassword(DEMO_ACCOUNT.password);
  return [
    {
      id: 'acc-demo',
      email: DEMO_ACCOUNT.email,
      firstName: DEMO_ACCOUNT.firstName,
      lastName: DEMO_ACCOUNT.lastName,
      displayName: `${DEMO_ACCOUNT.firstName} ${DEMO_ACCOUNT.lastName}`,
      role: DEMO_ACCOUNT.role,
      createdAt: '2026-01-05T09:00:00.000Z',
      passwordHash: hash,
      salt,
    },
  ];
});

const secrets = defineCollection<{ id: string; value: string }>('secrets', () => [{ id: 'jwt', value: randomHex(32) }]);

export async function tokenSecret(): Promise<string> {
  return (await secrets.get('jwt'))?.value ?? 'unset';
}

export function publicUser(account: Account): AuthUser {
  const { passwordHash: _hash, salt: _salt, ...user } = account;
  return user;
}

/**
 * The account behind the request's bearer token. Throws a 401 response (msw answers with it) when
 * the token is missing, forged, expired or names no account.
 */
export async function requireAccount(request: Request): Promise<Account> {
  const header = request.headers.get('authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  const claims = token ? await verifyToken(token, await tokenSecret()) : null;
  const account = claims ? await accounts.get(claims.sub) : undefined;
  if (!account) {
    throw HttpResponse.json({ message: 'Your session is not valid. Please sign in again.' }, { status: 401 });
  }
  return account;
}
