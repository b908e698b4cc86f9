import { afterEach, describe, expect, it, vi } from 'vitest';
import { accounts, TOKEN_TTL_OVERRIDE_KEY } from '@/demo-api/accounts';
import type { AuthResponse, CodeSentResponse } from '@/lib/api-contract/auth';
import { tokenExpiresAt } from '@/lib/session/token';

const base = window.location.origin;

async function call(method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
  };
}

const demo = { email: 'demo@corvane.example', password: 'Corvane-demo-2026' };
const newAccount = {
  email: 'lena@corvane.example',
  password: 'Quiet-river-42',
  firstName: 'Lena',
  lastName: 'Okafor',
};

/**
 * Token lifetimes are read against a clock the test holds, not the machine's: only `Date` is faked
 * (timers, WebCrypto and IndexedDB run as usual), on a whole second, so a token issued now expires
 * exactly its lifetime later however long the sign-in took on a loaded machine.
 */
const NOW = new Date('2026-03-02T09:00:00.000Z').getTime();
function holdClock() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
}
afterEach(() => vi.useRealTimers());

describe('demo auth API', () => {
  it('signs in the demo account with an HS256 token that expires after the configured lifetime', async () => {
    holdClock();
    const before = Date.now();
    const { status, body } = await call('POST', '/api/auth/login', {
      email: 'Demo@Corvane.example',
      password: demo.password,
    });
    expect(status).toBe(200);
    const { accessToken, user } = body as unknown as AuthResponse;
    expect(JSON.parse(atob(accessToken.split('.')[0]!))).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(user).toMatchObject({ email: demo.email, role: 'admin' });
    expect(user).not.toHaveProperty('passwordHash');
    const lifetime = tokenExpiresAt(accessToken)! - before;
    expect(lifetime).toBeGreaterThan(3590_000);
    expect(lifetime).toBeLessThanOrEqual(3601_000);
    expect(lifetime).toBe(3600_000);
  });

  it('honours the token-lifetime demo setting', async () => {
    holdClock();
    localStorage.setItem(TOKEN_TTL_OVERRIDE_KEY, '5');
    const { body } = await call('POST', '/api/auth/login', demo);
    const lifetime = tokenExpiresAt((body as unknown as AuthResponse).accessToken)! - Date.now();
    expect(lifetime).toBeLessThanOrEqual(5_000);
    expect(lifetime).toBe(5_000);
  });

  it('answers 401 to a wrong password and to an unknown email, with the same message', async () => {
    const wrong = await call('POST', '/api/auth/login', { ...demo, password: 'Nope-12345' });
    const unknown = await call('POST', '/api/auth/login', {
      email: 'nobody@corvane.example',
      password: 'Nope-12345',
    });
    expect(wrong.status).toBe(401);
    expect(unknown).toEqual(wrong);
  });

  it('answers 400 with field errors to a bad payload', async () => {
    expect(await call('POST', '/api/auth/login', 'not json')).toMatchObject({
      status: 400,
      body: { fieldErrors: { email: expect.any(String), password: expect.any(String) } },
    });
    const weak = await call('POST', '/api/auth/register', {
      email: 'x@y',
      password: 'short',
      firstName: '',
      lastName: 'A',
    });
    expect(weak.status).toBe(400);
    expect(Object.keys((weak.body as { fieldErrors: object }).fieldErrors).sort()).toEqual([
      'email',
      'firstName',
      'password',
    ]);
  });

  it('registers an account with a PBKDF2 hash, signs it in, and answers 409 to the same email again', async () => {
    const created = await call('POST', '/api/auth/register', newAccount);
    expect(created.status).toBe(201);
    const { accessToken, user } = created.body as unknown as AuthResponse;
    expect(user).toMatchObject({
      email: newAccount.email,
      displayName: 'Lena Okafor',
      role: 'user',
      emailVerified: false,
    });
    const stored = await accounts.get(user.id);
    expect(stored?.passwordHash).toMatch(/^[\w-]{43}$/);
    expect(JSON.stringify(stored)).not.toContain(newAccount.password);
    expect((await call('GET', '/api/auth/me', undefined, accessToken)).body).toEqual({ user });
    const again = await call('POST', '/api/auth/register', {
      ...newAccount,
      email: 'LENA@corvane.example',
    });
    expect(again).toMatchObject({
      status: 409,
      body: { fieldErrors: { email: expect.any(String) } },
    });
  });

  it('answers 401 on /me to a missing, forged or expired token', async () => {
    holdClock();
    const { body } = await call('POST', '/api/auth/login', demo);
    const token = (body as unknown as AuthResponse).accessToken;
    const [h, p] = token.split('.');
    const forgedPayload = btoa(
      JSON.stringify({ sub: 'acc-demo', iat: 1, exp: 4102444800 }),
    ).replace(/=+$/, '');
    expect((await call('GET', '/api/auth/me')).status).toBe(401);
    expect(
      (await call('GET', '/api/auth/me', undefined, `${h}.${forgedPayload}.${token.split('.')[2]}`))
        .status,
    ).toBe(401);
    expect((await call('GET', '/api/auth/me', undefined, `${h}.${p}.AAAA`)).status).toBe(401);
    localStorage.setItem(TOKEN_TTL_OVERRIDE_KEY, '1');
    const short = ((await call('POST', '/api/auth/login', demo)).body as unknown as AuthResponse)
      .accessToken;
    // A one-second token: still good a millisecond before its second is up, refused from then on.
    vi.setSystemTime(NOW + 999);
    expect((await call('GET', '/api/auth/me', undefined, short)).status).toBe(200);
    vi.setSystemTime(NOW + 1_000);
    expect((await call('GET', '/api/auth/me', undefined, short)).status).toBe(401);
  });

  it('resets a password with the code: 202 for any email, a wrong code refused, the new password works', async () => {
    const unknown = await call('POST', '/api/auth/forgot-password', {
      email: 'nobody@corvane.example',
    });
    expect(unknown.status).toBe(202);
    const sent = await call('POST', '/api/auth/forgot-password', { email: demo.email });
    expect(sent.status).toBe(202);
    const code = (sent.body as unknown as CodeSentResponse).demoCode!;
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await call('POST', '/api/auth/new-password', {
      email: demo.email,
      code: wrong,
      password: 'Brand-new-77',
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { fieldErrors: { code: expect.any(String) } },
    });
    expect(
      (
        await call('POST', '/api/auth/new-password', {
          email: demo.email,
          code,
          password: 'Brand-new-77',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call('POST', '/api/auth/new-password', {
          email: demo.email,
          code,
          password: 'Brand-new-78',
        })
      ).status,
    ).toBe(400);
    expect((await call('POST', '/api/auth/login', demo)).status).toBe(401);
    expect(
      (await call('POST', '/api/auth/login', { ...demo, password: 'Brand-new-77' })).status,
    ).toBe(200);
  });

  it('verifies an email address with the 6-digit code', async () => {
    const created = await call('POST', '/api/auth/register', newAccount);
    const { accessToken } = created.body as unknown as AuthResponse;
    const sent = await call('POST', '/api/auth/verify/send', { email: newAccount.email });
    expect(sent.status).toBe(202);
    expect(
      (await call('POST', '/api/auth/verify', { email: newAccount.email, code: '12ab56' })).status,
    ).toBe(400);
    const code = (sent.body as unknown as CodeSentResponse).demoCode!;
    expect((await call('POST', '/api/auth/verify', { email: newAccount.email, code })).status).toBe(
      200,
    );
    const me = await call('GET', '/api/auth/me', undefined, accessToken);
    expect(me.body).toMatchObject({ user: { emailVerified: true } });
  });
});

describe('demo sessions that end (docs/security.md#sessions)', () => {
  const account = {
    email: 'ines@corvane.example',
    password: 'Quiet-lake-42',
    firstName: 'Inès',
    lastName: 'Marchand',
  };
  const signIn = async (password = account.password) =>
    (
      (await call('POST', '/api/auth/login', { email: account.email, password }))
        .body as unknown as AuthResponse
    ).accessToken;

  it('a password change ends the other sessions and answers a token that keeps this one', async () => {
    expect((await call('POST', '/api/auth/register', account)).status).toBe(201);
    const here = await signIn();
    const elsewhere = await signIn();
    const changed = await call(
      'POST',
      '/api/user/account/password',
      {
        currentPassword: account.password,
        newPassword: 'Second-lake-42',
        confirmPassword: 'Second-lake-42',
      },
      here,
    );
    expect(changed.status).toBe(200);
    const fresh = (changed.body as { accessToken: string }).accessToken;
    expect((await call('GET', '/api/auth/me', undefined, elsewhere)).status).toBe(401);
    expect((await call('GET', '/api/auth/me', undefined, here)).status).toBe(401);
    expect((await call('GET', '/api/auth/me', undefined, fresh)).status).toBe(200);
    const again = await signIn('Second-lake-42');
    expect((await call('POST', '/api/auth/sign-out-everywhere', undefined, again)).status).toBe(
      204,
    );
    expect((await call('GET', '/api/auth/me', undefined, fresh)).status).toBe(401);
    expect((await call('GET', '/api/auth/me', undefined, again)).status).toBe(401);
  });

  it('a deactivated account cannot sign in, and its tokens are refused', async () => {
    expect((await call('POST', '/api/auth/register', account)).status).toBe(201);
    const token = await signIn();
    expect((await call('GET', '/api/auth/me', undefined, token)).status).toBe(200);
    const stored = await accounts.find((a) => a.email === account.email);
    await accounts.put({ ...stored!, active: false });
    expect((await call('GET', '/api/auth/me', undefined, token)).status).toBe(401);
    expect(
      (await call('POST', '/api/auth/login', { email: account.email, password: account.password }))
        .status,
    ).toBe(401);
  });
});
