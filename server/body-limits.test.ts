// JSON bodies above 1 MB are refused 413 with a clear message; the calls that carry images or files
// keep their larger limits (src/lib/api-contract/body-limits.ts, docs/security.md#limits).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '@/lib/seed/base';
import { serverBackend } from './contract/backends';

describe('body limits', () => {
  let backend: Awaited<ReturnType<typeof serverBackend>>;
  let auth: Record<string, string>;
  beforeAll(async () => {
    backend = await serverBackend();
    const login = await backend.request('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password }),
    });
    auth = { Authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}`, 'Content-Type': 'application/json' };
  });
  afterAll(() => backend.close());

  const body = (bytes: number) => JSON.stringify({ name: 'x'.repeat(bytes) });

  it('refuses a JSON body over 1 MB with 413 and says the limit', async () => {
    const answer = await backend.request('/api/kanban/column', { method: 'POST', headers: auth, body: body(1_100_000) });
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ message: 'The request is too large (at most 1 MB).' });
  });

  it('lets a body under 1 MB through to the handler', async () => {
    const answer = await backend.request('/api/kanban/column', { method: 'POST', headers: auth, body: body(900_000) });
    expect(answer.status).not.toBe(413);
  });

  it('keeps the larger limit of a call that carries images', async () => {
    const answer = await backend.request('/api/product', { method: 'POST', headers: auth, body: body(3_000_000) });
    expect(answer.status).not.toBe(413);
  });

  it('refuses a guest before reading the body (401, not 413)', async () => {
    const answer = await backend.request('/api/kanban/column', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: body(1_100_000),
    });
    expect(answer.status).toBe(401);
  });
});
