// The demo API answering in the page (what the HTTP client uses in the browser instead of the
// service worker): the same answers as over the network, for the right group, with its errors.
import { afterEach, describe, expect, it } from 'vitest';
import { signInAsDemo } from '../../tests/auth';
import { handlers } from './handlers';
import { FAIL_REQUESTS_KEY } from './handlers/_fault';
import { inPageServer } from './in-page-server';

const answer = inPageServer(handlers);
const url = (path: string) => `${window.location.origin}${path}`;

afterEach(() => localStorage.removeItem(FAIL_REQUESTS_KEY));

describe('the demo API in the page', () => {
  it('answers a list exactly as it does over the network', async () => {
    const token = await signInAsDemo();
    const init = { headers: { Authorization: `Bearer ${token}` } };
    const path = '/api/user/list?page=2&pageSize=5&sort=name&order=asc&status=active';
    const inPage = await answer(new Request(url(path), init));
    const network = await fetch(url(path), init);
    expect(inPage?.status).toBe(200);
    const body = (await inPage!.json()) as { items: { name: string }[]; total: number; counts: Record<string, number> };
    expect(body).toEqual(await network.json());
    expect(body.items).toHaveLength(5);
    expect(body.counts.all).toBeGreaterThan(body.counts.active!);
  });

  it('answers 401 without a token, and 404 for an unknown record of the group', async () => {
    expect((await answer(new Request(url('/api/user/list'))))?.status).toBe(401);
    const token = await signInAsDemo();
    const missing = await answer(new Request(url('/api/user/details?id=nobody'), { headers: { Authorization: `Bearer ${token}` } }));
    expect(missing?.status).toBe(404);
  });

  it('leaves a request it has no handler for to the network, and keeps the fault switch', async () => {
    expect(await answer(new Request(url('/api/no-such-group/list')))).toBeUndefined();
    localStorage.setItem(FAIL_REQUESTS_KEY, 'offline GET /api/user/list');
    expect((await answer(new Request(url('/api/user/list'))))?.type).toBe('error');
    localStorage.setItem(FAIL_REQUESTS_KEY, 'GET /api/user/list');
    expect((await answer(new Request(url('/api/user/list'))))?.status).toBe(500);
  });
});
