// The permission suite (docs/security.md#who-may-do-what), generated from the contract's table
// (`apiRules`): every call of the table is sent as a guest and as each role to the backend, and must
// answer 401 (a guest on a call that needs a session), 403 with FORBIDDEN_ROLE (a role the rule does
// not name) or anything else, exactly as the table says. So a new endpoint without a rule, or a
// rule a backend does not keep, fails here. Then the tokens every request must refuse: forged,
// edited, `alg: none`, expired. Run against both backends (permissions-demo.test.ts,
// permissions-server.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRole } from '@/lib/api-contract/auth';
import { FORBIDDEN_ROLE, apiRules, appRoles, roleMayCall, type ApiCall, type ApiRule } from '@/lib/api-contract/permission';
import type { Backend } from './backends';
import { DEMO } from './client';

type Open = () => Promise<Backend>;
/** Signs claims with the backend's own key: an expired token that is otherwise genuine. */
type Sign = (claims: Record<string, unknown>) => Promise<string>;

/** A concrete path for a pattern: each `:param` a record that does not exist. */
export function samplePath(pattern: string): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => `perm-missing-${name}`);
}

const calls = (Object.entries(apiRules) as [ApiCall, ApiRule][]).map(([call, rule]) => {
  const [method, pattern] = call.split(' ') as [string, string];
  return { call, method, path: samplePath(pattern), rule };
});

/** Calls whose effect would end the suite's own sessions or data: sent last, or only where refused. */
const ENDS_SESSIONS: ApiCall = 'POST /api/auth/sign-out-everywhere';
const RESETS_DATA: ApiCall = 'POST /api/demo/reset';
/**
 * The demo API's live updates travel inside the page (docs/api/live.md): it has no event stream to
 * ask for; nor does it serve the API reference (docs/server.md#api-reference).
 */
const SERVER_ONLY: readonly ApiCall[] = ['GET /api/events', 'GET /api/openapi.json', 'GET /api/docs', 'GET /api/docs/:file'];

function base64url(text: string): string {
  return Buffer.from(text).toString('base64url');
}

function payloadOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
}

export function permissionContractSuite(open: Open, sign: Sign) {
  describe('the permission table, call by call', () => {
    let backend: Backend;
    const tokens = {} as Record<UserRole, string>;

    const send = async (method: string, path: string, token?: string) => {
      const withBody = method !== 'GET' && method !== 'DELETE';
      const response = await backend.request(path, {
        method,
        headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(withBody ? { 'Content-Type': 'application/json' } : {}) },
        body: withBody ? '{}' : undefined,
      });
      // An event stream stays open: its status is all this suite needs.
      const isJson = (response.headers.get('content-type') ?? '').includes('json');
      const body = isJson ? ((await response.json().catch(() => null)) as { code?: string } | null) : (await response.body?.cancel(), null);
      return { status: response.status, code: body?.code };
    };

    const signIn = async (email: string, password: string) => {
      const answer = await backend.request('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      expect(answer.status).toBe(200);
      return ((await answer.json()) as { accessToken: string }).accessToken;
    };

    beforeAll(async () => {
      backend = await open();
      tokens.admin = await signIn(DEMO.email, DEMO.password);
      // A manager and a user: registered (role user), the manager then switched by the role switch.
      const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
      for (const role of ['manager', 'user'] as const) {
        const email = `perm-${role}-${stamp}@example.com`;
        const password = 'Perm-passw0rd';
        const registered = await backend.request('/api/auth/register', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email, password, firstName: 'Perm', lastName: role }),
        });
        expect(registered.status).toBe(201);
        tokens[role] = ((await registered.json()) as { accessToken: string }).accessToken;
        if (role === 'manager') {
          const switched = await backend.request('/api/auth/role', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens[role]}` },
            body: JSON.stringify({ role }),
          });
          expect(switched.status).toBe(200);
        }
      }
    });
    afterAll(() => backend.close());

    it('covers the three roles the app knows', () => {
      expect([...appRoles].sort()).toEqual(['admin', 'manager', 'user']);
    });

    const ordered = [...calls.filter((c) => c.call !== ENDS_SESSIONS), ...calls.filter((c) => c.call === ENDS_SESSIONS)];
    for (const { call, method, path, rule } of ordered) {
      it(`${call}: ${typeof rule === 'string' ? rule : rule.join(', ')}`, async (context) => {
        if (backend.name === 'demo' && SERVER_ONLY.includes(call)) return context.skip();
        const guest = await send(method, path);
        if (rule === 'public') expect(guest.status, 'a guest').not.toBe(401);
        else expect(guest.status, 'a guest').toBe(401);
        expect(guest.code, 'a guest').not.toBe(FORBIDDEN_ROLE);

        for (const role of appRoles) {
          const allowed = roleMayCall(rule, role);
          // Resetting the data as an admin is the forms-and-reset suite's case.
          if (allowed && call === RESETS_DATA) continue;
          const answer = await send(method, path, tokens[role]);
          if (allowed) {
            expect(answer.status, `${role} may`).not.toBe(401);
            expect(answer.code, `${role} may`).not.toBe(FORBIDDEN_ROLE);
          } else {
            expect(answer, `${role} may not`).toEqual({ status: 403, code: FORBIDDEN_ROLE });
          }
        }
      });
    }
  });

  describe('tokens every call refuses', () => {
    let backend: Backend;
    let token: string;
    beforeAll(async () => {
      backend = await open();
      const answer = await backend.request('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(DEMO),
      });
      token = ((await answer.json()) as { accessToken: string }).accessToken;
    });
    afterAll(() => backend.close());
    const me = (bearer: string) => backend.request('/api/auth/me', { headers: { Authorization: `Bearer ${bearer}` } });

    it('accepts the token as issued', async () => {
      expect((await me(token)).status).toBe(200);
    });

    it('refuses a forged signature', async () => {
      const [header, payload] = token.split('.');
      expect((await me(`${header}.${payload}.${base64url('not the signature')}`)).status).toBe(401);
    });

    it('refuses an edited payload (the role raised) under the old signature', async () => {
      const [header, , signature] = token.split('.');
      const edited = base64url(JSON.stringify({ ...payloadOf(token), sub: 'someone-else', role: 'admin' }));
      expect((await me(`${header}.${edited}.${signature}`)).status).toBe(401);
    });

    it('refuses alg: none', async () => {
      const unsigned = `${base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${token.split('.')[1]}.`;
      expect((await me(unsigned)).status).toBe(401);
    });

    it('refuses an expired token signed with the right key', async () => {
      const now = Math.floor(Date.now() / 1000);
      const genuine = await sign({ ...payloadOf(token), iat: now - 120, exp: now + 60 });
      expect((await me(genuine)).status, 'the same claims before expiry').toBe(200);
      const expired = await sign({ ...payloadOf(token), iat: now - 120, exp: now - 60 });
      expect((await me(expired)).status).toBe(401);
    });
  });
}
