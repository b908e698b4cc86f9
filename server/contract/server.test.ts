// The contract suite against the server on a fresh in-memory PGlite (app.request(), no port), and
// what only the server does: the attempt limit, XSRF, CORS, health and headers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverBackend } from './backends';
import { contractSuite } from './suite';

contractSuite(serverBackend);

describe('server only', () => {
  let backend: Awaited<ReturnType<typeof serverBackend>>;
  beforeAll(async () => {
    backend = await serverBackend({ corsOrigins: ['https://cdn.corvane.example'], loginLimit: { perAccount: 3, perAddress: 50, windowSeconds: 900 } });
  });
  afterAll(() => backend.close());
  const EMAIL = 'limited@example.com';
  const login = (password: string, headers: Record<string, string> = {}) =>
    backend.request('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ email: EMAIL, password }),
    });

  it('reports the database in /api/health, with no-store and nosniff', async () => {
    const answer = await backend.request('/api/health');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ ok: true, database: { kind: 'pglite', ok: true } });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('limits failed sign-ins per account: 429 with Retry-After, even with the right password', async () => {
    const registered = await backend.request('/api/auth/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: 'Right-passw0rd', firstName: 'Li', lastName: 'Mited' }),
    });
    expect(registered.status).toBe(201);
    for (let i = 0; i < 3; i++) expect((await login('Wrong-passw0rd')).status).toBe(401);
    const limited = await login('Right-passw0rd');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(800);
  });

  it('checks the XSRF cookie against its header on unsafe methods, and sets the cookie', async () => {
    const first = await backend.request('/api/health');
    expect(first.headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=[\w-]+; Path=\/; SameSite=Strict/);
    const body = JSON.stringify({ email: 'x@example.com' });
    const mismatch = await backend.request('/api/auth/forgot-password', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: 'XSRF-TOKEN=abc', 'X-XSRF-TOKEN': 'abd' },
      body,
    });
    expect(mismatch.status).toBe(403);
    const match = await backend.request('/api/auth/forgot-password', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: 'XSRF-TOKEN=abc', 'X-XSRF-TOKEN': 'abc' },
      body,
    });
    expect(match.status).toBe(202);
  });

  it('allows CORS for the listed origins only', async () => {
    const preflight = (origin: string) =>
      backend.request('/api/user/list', { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' } });
    expect((await preflight('https://cdn.corvane.example')).headers.get('access-control-allow-origin')).toBe('https://cdn.corvane.example');
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('never answers a password hash or salt', async () => {
    const answer = await login('Wrong-passw0rd', { 'X-Forwarded-For': '10.0.0.1' });
    expect(JSON.stringify(await answer.json())).not.toMatch(/hash|salt/i);
  });
});
