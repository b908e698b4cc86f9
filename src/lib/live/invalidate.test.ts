import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateForEvent, keyRootOf } from './invalidate';

/** A client holding these keys' data (none of them observed, so none refetches). */
function clientWith(keys: unknown[][]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const key of keys) client.setQueryData(key, { any: 'data' });
  return client;
}
const staleKeys = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.isInvalidated)
    .map((q) => q.queryKey);

describe('live event → invalidation', () => {
  const keys = [
    ['product', 'list', { page: 1 }],
    ['product', 'detail', 'p1'],
    ['product', 'detail', 'p2'],
    ['product', 'reviews', 'p1'],
    ['user', 'list', { page: 1 }],
    ['user', 'detail', 'p1'],
    ['chat', 'conversations'],
    ['chat', 'conversation', 'c1'],
    ['chat', 'conversation', 'c2'],
    ['shell', 'notifications'],
    ['shell', 'mail-unread'],
  ];

  it("marks the group's lists and the record's detail stale, not the other records' details nor other groups", async () => {
    const client = clientWith(keys);
    await invalidateForEvent(client, { group: 'product', id: 'p1', action: 'updated' });
    expect(staleKeys(client)).toEqual([
      ['product', 'list', { page: 1 }],
      ['product', 'detail', 'p1'],
      ['product', 'reviews', 'p1'],
    ]);
  });

  it("names a conversation's queries by its id, and notifications by the shell's key", async () => {
    const client = clientWith(keys);
    await invalidateForEvent(client, { group: 'chat', id: 'c2', action: 'updated' });
    await invalidateForEvent(client, { group: 'notification', id: 'n1', action: 'updated' });
    expect(staleKeys(client)).toEqual([['chat', 'conversations'], ['chat', 'conversation', 'c2'], ['shell', 'notifications']]);
    expect(keyRootOf('notification')).toEqual(['shell', 'notifications']);
  });

  it('takes an event with no id as any record of the group, and reset as everything', async () => {
    const client = clientWith(keys);
    await invalidateForEvent(client, { group: 'user', id: '', action: 'deleted' });
    expect(staleKeys(client)).toEqual([['user', 'list', { page: 1 }], ['user', 'detail', 'p1']]);
    await invalidateForEvent(client, 'reset');
    expect(staleKeys(client)).toHaveLength(keys.length);
  });

  it('refetches an observed query at once', async () => {
    const client = clientWith([]);
    let calls = 0;
    const watching = new QueryObserver(client, { queryKey: ['product', 'list', {}], queryFn: async () => ++calls, staleTime: Infinity });
    const stopWatching = watching.subscribe(() => {});
    await waitForValue(() => watching.getCurrentResult().isSuccess);
    await invalidateForEvent(client, { group: 'product', id: 'p9', action: 'created' });
    expect(calls).toBe(2);
    stopWatching();
  });
});

async function waitForValue(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
}
