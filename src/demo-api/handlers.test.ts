// The lazy handler list (handlers.ts: a proxy per group that imports the group on its first
// request) answers exactly as every group's handlers in one eager list, in the same order; and
// every group's handlers lie under the path prefixes its proxies claim, so none is unreachable.
import { getResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoId } from '@/lib/api-contract/sample-ids';
import { signInAsDemo } from '../../tests/auth';
import { eagerHandlers, handlerModules } from '../../tests/eager-demo-handlers';
import { groupName, handlers as lazyHandlers, prefixesOf } from './handlers';
import { FAIL_REQUESTS_KEY } from './handlers/_fault';

const modules = handlerModules;
const files = Object.keys(modules).sort();

const url = (path: string) => `${window.location.origin}${path}`;

afterEach(() => {
  localStorage.removeItem(FAIL_REQUESTS_KEY);
  vi.useRealTimers();
});

/** `${API}/user/:id` → ['user', ':id']. */
const segments = (path: string) => path.replace(/^\*\/api/, '').split('/').filter(Boolean);

/** True when every path `pattern` matches is under `prefix` (a literal prefix segment must be the same literal). */
function under(pattern: string, prefix: string): boolean {
  const p = segments(pattern);
  const q = segments(prefix);
  return q.length <= p.length && q.every((s, i) => (s.startsWith(':') ? !p[i]!.includes('*') : s === p[i]));
}

describe('the demo API handler list', () => {
  it('has every handler of a group under one of the prefixes its proxies answer', () => {
    for (const file of files.filter((f) => !groupName(f).startsWith('_'))) {
      const group = groupName(file);
      const prefixes = prefixesOf(group);
      for (const handler of modules[file] ?? []) {
        const { path } = handler.info as { path?: unknown };
        expect(typeof path, `${group}: a handler's path must be a string`).toBe('string');
        const inside = prefixes.some((prefix) => under(path as string, prefix));
        expect(inside, `${group}: ${String(path)} is outside ${prefixes.join(', ')} (add its prefix to groupPaths in handlers.ts)`).toBe(true);
      }
      // Two overlapping prefixes of one group would try its handlers twice for one request.
      for (const a of prefixes) for (const b of prefixes) if (a !== b) expect(under(a, b), `${group}: ${a} is under ${b}`).toBe(false);
    }
  });

  it('answers a sample of every group as the eager list does, with and without a token', async () => {
    const token = await signInAsDemo();
    // The clock stands still, so answers stamped with "now" (the signed-in account's last
    // activity) are the same from both lists.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });
    const samples: [string, string, RequestInit?][] = [
      ['GET', '/api/auth/me'],
      ['POST', '/api/auth/login', json({ email: 'nobody' })],
      ['POST', '/api/auth/role', json({ role: 'emperor' })],
      ['GET', '/api/calendar'],
      ['GET', '/api/chat/contacts'],
      ['GET', '/api/chat/conversations'],
      ['POST', '/api/contact', json({})],
      ['GET', '/api/file/usage'],
      ['GET', '/api/file/list?page=1&pageSize=5'],
      ['POST', '/api/file/move', json({})],
      ['GET', '/api/health'],
      ['GET', '/api/invoice/list?pageSize=5'],
      ['GET', '/api/job/facets'],
      ['GET', '/api/kanban'],
      ['GET', '/api/kanban/people'],
      ['GET', '/api/mail/labels'],
      ['GET', '/api/mail/list?labelId=inbox&pageSize=5'],
      ['PATCH', `/api/mail/${demoId}`, json({ folder: 'attic' })],
      ['POST', '/api/newsletter', json({})],
      ['GET', '/api/order/list?pageSize=5'],
      ['POST', '/api/order', json({})],
      ['GET', '/api/overview/app'],
      ['GET', '/api/overview/ecommerce/figures?range=forever'],
      ['GET', '/api/overview/ecommerce/nothing'],
      ['PATCH', '/api/overview/booking/bookings/nobody', json({})],
      ['GET', '/api/notifications'],
      ['GET', '/api/post/list?pageSize=5'],
      ['POST', '/api/presence', json({ topic: 'nowhere', state: 'asleep' })],
      ['GET', '/api/product/list?pageSize=5'],
      ['GET', '/api/product/slug-check?slug=mobility-pulse'],
      ['GET', `/api/tour/${demoId}/bookings`],
      ['PATCH', `/api/tour/${demoId}/bookings/nobody`, json({})],
      ['GET', '/api/tour/facets'],
      ['GET', '/api/user/list?page=2&pageSize=5&sort=name&order=asc'],
      ['GET', '/api/user/details?id=nobody'],
      ['GET', '/api/user/account'],
      ['POST', '/api/user', json({ name: '' })],
      ['GET', '/api/view/list?screen=user'],
      ['GET', '/api/no-such-group'],
    ];
    const statuses = new Set<number>();
    for (const [method, path, init] of samples) {
      for (const auth of [{ Authorization: `Bearer ${token}` }, {}] as Record<string, string>[]) {
        const headers = { ...(init?.headers as Record<string, string> | undefined), ...auth };
        const make = () => new Request(url(path), { method, ...init, headers });
        const [lazy, eager] = [await getResponse(lazyHandlers, make()), await getResponse(eagerHandlers, make())];
        const read = async (r: Response | undefined) =>
          r && { status: r.status, body: (await r.text()).replace(/"asOf":"[^"]*"/, '"asOf":"…"') };
        const [a, b] = [await read(lazy), await read(eager)];
        expect(a, `${method} ${path}${'Authorization' in auth ? '' : ' without a token'}`).toEqual(b);
        if (a) statuses.add(a.status);
      }
    }
    // The sample covers answers, missing tokens, validation errors and unknown records.
    expect([...statuses]).toEqual(expect.arrayContaining([200, 400, 401, 404]));
  });

  it('keeps the fault switch in front of every group', async () => {
    localStorage.setItem(FAIL_REQUESTS_KEY, 'GET /api/overview, offline GET /api/user/list, html GET /api/health');
    expect((await getResponse(lazyHandlers, new Request(url('/api/overview/app'))))?.status).toBe(500);
    expect((await getResponse(lazyHandlers, new Request(url('/api/user/list'))))?.type).toBe('error');
    expect(await (await getResponse(lazyHandlers, new Request(url('/api/health'))))?.text()).toContain('Sign in to the network');
  });
});
