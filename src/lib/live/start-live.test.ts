// startLive against a server (VITE_API_URL set): each `change` on GET /api/events marks its
// group's queries stale, except a change this tab made itself (its `origin` is this tab's id, sent
// with the write in X-Live-Origin: docs/api/live.md), which its own mutation has refreshed already.
import { QueryClient } from '@tanstack/react-query';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, expect, it, vi } from 'vitest';
import { server } from '../../../tests/setup';
import { TAB_ID } from '@/lib/http/client';
import { presenceStore } from './presence-store';
import { startLive } from './start-live';

afterEach(() => vi.unstubAllEnvs());

const stale = (client: QueryClient, key: string) => client.getQueryState([key, 'list'])?.isInvalidated ?? false;

it("refetches for another tab's change, not for this tab's own", async () => {
  vi.stubEnv('VITE_API_URL', 'http://api.corvane.test');
  sessionStorage.setItem('accessToken', 'a-token'); // the stream is opened with the session's token
  const events = [
    { group: 'product', id: 'p1', action: 'updated', origin: TAB_ID },
    { group: 'user', id: 'u1', action: 'updated', origin: 'another-tab' },
    { group: 'invoice', id: 'i1', action: 'created' },
  ];
  server.use(
    mswHttp.get('http://api.corvane.test/api/events', () => {
      const text = events.map((e, i) => `event: change\nid: ${i + 1}\ndata: ${JSON.stringify(e)}\n\n`).join('');
      return new HttpResponse(new TextEncoder().encode(text), { headers: { 'Content-Type': 'text/event-stream' } });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const key of ['product', 'user', 'invoice']) client.setQueryData([key, 'list'], { items: [] });
  const stop = startLive(client);
  try {
    await vi.waitFor(() => expect(stale(client, 'invoice')).toBe(true), { timeout: 5_000 });
    expect(stale(client, 'user')).toBe(true);
    expect(stale(client, 'product')).toBe(false);
  } finally {
    stop();
  }
});

it('hands a `presence` event to the presence store, leaves out a malformed one, and forgets all when stopped', async () => {
  vi.stubEnv('VITE_API_URL', 'http://api.corvane.test');
  sessionStorage.setItem('accessToken', 'a-token');
  const viewing = { topic: 'user:u1', state: 'viewing', account: { id: 'acc-ada', name: 'Ada Byron' }, ttlMs: 25_000 };
  server.use(
    mswHttp.get('http://api.corvane.test/api/events', () => {
      const text = [
        'event: presence\ndata: {not json\n\n',
        `event: presence\ndata: ${JSON.stringify({ ...viewing, topic: 'user:u2', state: 'dancing' })}\n\n`,
        `event: presence\ndata: ${JSON.stringify(viewing)}\n\n`,
      ].join('');
      return new HttpResponse(new TextEncoder().encode(text), { headers: { 'Content-Type': 'text/event-stream' } });
    }),
  );
  const stop = startLive(new QueryClient());
  try {
    await vi.waitFor(() => expect(presenceStore.getState().byTopic['user:u1']?.map((e) => e.account.name)).toEqual(['Ada Byron']), { timeout: 5_000 });
    expect(Object.keys(presenceStore.getState().byTopic)).toEqual(['user:u1']);
  } finally {
    stop();
  }
  expect(presenceStore.getState().byTopic).toEqual({});
});
