// Sessions that end when they should (docs/security.md#sessions), across two server processes: two
// apps on one database, each with its own live bus, as two processes behind a load balancer. A
// token's version is read from PostgreSQL on every request, so an ended session is refused by the
// process that did not end it too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '@/lib/seed/base';
import type { ServerConfig } from './config';
import { serverBackend } from './contract/backends';

type Backend = Awaited<ReturnType<typeof serverBackend>>;
const json = { 'Content-Type': 'application/json' };

describe('sessions end on every process', () => {
  let a: Backend;
  let b: Backend;
  const email = `sessions-${Date.now().toString(36)}@example.com`;
  let password = 'First-passw0rd';

  const signIn = async (via: Backend, pass = password) => {
    const answer = await via.request('/api/auth/login', { method: 'POST', headers: json, body: JSON.stringify({ email, password: pass }) });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { accessToken: string }).accessToken;
  };
  const me = async (via: Backend, token: string) => (await via.request('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } })).status;

  beforeAll(async () => {
    const overrides = { registration: 'open', exposeCodes: true } as Partial<ServerConfig>;
    a = await serverBackend(overrides);
    b = await serverBackend(overrides);
    const registered = await a.request('/api/auth/register', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password, firstName: 'Ses', lastName: 'Sions' }),
    });
    expect(registered.status).toBe(201);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('a password change ends the older sessions on both processes and keeps the tab that made it', async () => {
    const onA = await signIn(a);
    const onB = await signIn(b);
    expect([await me(a, onA), await me(b, onB)]).toEqual([200, 200]);

    const changed = await a.request('/api/user/account/password', {
      method: 'POST',
      headers: { ...json, Authorization: `Bearer ${onA}` },
      body: JSON.stringify({ currentPassword: password, newPassword: 'Second-passw0rd', confirmPassword: 'Second-passw0rd' }),
    });
    expect(changed.status).toBe(200);
    const { accessToken } = (await changed.json()) as { accessToken: string };
    password = 'Second-passw0rd';

    expect(await me(b, onA), 'the old token, on the other process').toBe(401);
    expect(await me(b, onB), 'the other session').toBe(401);
    expect(await me(a, onB)).toBe(401);
    expect(await me(b, accessToken), 'the new token of the tab that changed it').toBe(200);
  });

  it('a password reset ends every session', async () => {
    const before = await signIn(b);
    const asked = await a.request('/api/auth/forgot-password', { method: 'POST', headers: json, body: JSON.stringify({ email }) });
    const { demoCode } = (await asked.json()) as { demoCode: string };
    const reset = await a.request('/api/auth/new-password', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, code: demoCode, password: 'Third-passw0rd' }),
    });
    expect(reset.status).toBe(200);
    password = 'Third-passw0rd';
    expect(await me(b, before)).toBe(401);
    expect(await me(b, await signIn(b))).toBe(200);
  });

  it('"sign out everywhere" ends every session, its own included, and a new sign-in works', async () => {
    const first = await signIn(a);
    const second = await signIn(b);
    const answer = await b.request('/api/auth/sign-out-everywhere', { method: 'POST', headers: { Authorization: `Bearer ${second}` } });
    expect(answer.status).toBe(204);
    expect([await me(a, first), await me(b, second)]).toEqual([401, 401]);
    expect(await me(a, await signIn(a))).toBe(200);
  });

  it("does not touch another account's sessions", async () => {
    const login = await a.request('/api/auth/login', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password }),
    });
    const demo = ((await login.json()) as { accessToken: string }).accessToken;
    const mine = await signIn(a);
    await a.request('/api/auth/sign-out-everywhere', { method: 'POST', headers: { Authorization: `Bearer ${mine}` } });
    expect(await me(b, demo)).toBe(200);
  });
});
