// The offline queue (docs/product-rules.md#offline) without the screens, the demo API or
// tests/setup.ts: changes are made with the sections' own hook (useOfflineMutation) and the server
// is msw handlers of this file, so the mutation run (vitest.mutation.config.ts) runs it in jsdom
// alone, a few seconds per mutant (docs/testing.md#mutation-testing). The screens' side (badge,
// menu, translations) is offline-queue.test.tsx's.
import {
  onlineManager,
  QueryClient,
  QueryClientProvider,
  useMutation,
} from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '@/lib/http/http-error';
import { testServer } from '../../../tests/test-server';
import type { OfflineChange } from './offline-change';
import {
  offlineMutationOptions,
  offlineQueueOf,
  setUpOfflineQueue,
  type OfflineQueue,
  type OfflineQueueOptions,
} from './offline-queue';
import { memoryOfflineStorage, type OfflineStorage, type StoredQueue } from './offline-storage';
import { useOfflineMutation, type OfflineChangeDescription } from './use-offline-mutation';

const api = testServer();

interface NoteEdit {
  id: string;
  status?: string;
  remove?: boolean;
}

const describeEdit = ({ id, status, remove }: NoteEdit): OfflineChangeDescription =>
  remove
    ? {
        method: 'DELETE',
        path: `/api/note/${id}`,
        rowId: id,
        removes: true,
        label: { ns: 'notes', key: 'deleted' },
        invalidates: [['note']],
      }
    : {
        method: 'PATCH',
        path: `/api/note/${id}`,
        body: { status },
        resultKey: 'note',
        rowId: id,
        patch: { status },
        label: { ns: 'notes', key: 'status', values: { status: status ?? '' } },
        invalidates: [['note']],
      };

interface Received {
  method: string;
  path: string;
  body: string;
}

/** The requests the note API received; each is answered with `answer` (200 and the note by default). */
function noteApi(answer: (attempt: number) => Response | undefined = () => undefined) {
  const received: Received[] = [];
  api.use(
    http.all('*/api/note/:id', async ({ request, params }) => {
      received.push({
        method: request.method,
        path: new URL(request.url).pathname,
        body: await request.text(),
      });
      return (
        answer(received.length) ?? HttpResponse.json({ note: { id: params.id, status: 'banned' } })
      );
    }),
  );
  return received;
}

const queues: OfflineQueue[] = [];
const clients: QueryClient[] = [];

/**
 * A tab: a query client (mounted, so it follows the connection) with its queue, configured with
 * `options` unless `configure` is false, and `edit` to make a change the way a section does.
 */
function openTab(options: OfflineQueueOptions = {}, { configure = true } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  });
  clients.push(queryClient);
  const queue = configure ? setUpOfflineQueue(queryClient, options) : offlineQueueOf(queryClient);
  queues.push(queue);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () => useOfflineMutation<unknown, NoteEdit>({ group: 'note', describe: describeEdit }),
    { wrapper },
  );
  const edit = (input: NoteEdit) => act(() => hook.result.current.mutate(input));
  const close = () => {
    hook.unmount();
    queue.dispose();
    queryClient.clear();
  };
  return { queryClient, queue, edit, close };
}

const goOffline = () => act(() => onlineManager.setOnline(false));
const goOnline = () => act(() => onlineManager.setOnline(true));

/** What the user sees listed: row, state, and the refusal's reason and status. */
const listed = (queue: OfflineQueue) =>
  queue
    .snapshot()
    .map(({ change, state, reason, status }) => ({ rowId: change.rowId, state, reason, status }));

/** Whether leaving the page now asks first (the browser's leave warning). */
function leaveIsWarned() {
  const event = new Event('beforeunload', { cancelable: true }) as BeforeUnloadEvent;
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

/** A note list on screen: the queue refreshes it once the server has a change, or on Discard. */
function showNotes(queryClient: QueryClient) {
  queryClient.setQueryData(['note', 'list'], [{ id: 'n1', status: 'active' }]);
  queryClient.setQueryData(['invoice', 'list'], []);
  return () => {
    // Only what the change invalidates: the other lists on screen stay as they are.
    expect(queryClient.getQueryState(['invoice', 'list'])?.isInvalidated).toBe(false);
    return queryClient.getQueryState(['note', 'list'])?.isInvalidated;
  };
}

const stored = (id: string, extra: Partial<OfflineChange> = {}): OfflineChange => ({
  ...describeEdit({ id, status: 'banned' }),
  id: `change-${id}`,
  group: 'note',
  accountId: null,
  input: { id, status: 'banned' },
  madeAt: 1,
  ...extra,
});

afterEach(() => {
  for (const queue of queues.splice(0)) queue.dispose();
  for (const client of clients.splice(0)) client.clear();
  onlineManager.setOnline(true);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a change made offline', () => {
  it('waits, is listed and stored, warns on leaving, and is sent once the connection returns', async () => {
    const received = noteApi();
    const storage = memoryOfflineStorage();
    const tab = openTab({ storage });
    await tab.queue.restored();
    const refreshed = showNotes(tab.queryClient);
    const heard = vi.fn();
    tab.queue.subscribe(heard);
    expect(leaveIsWarned()).toBe(false);

    goOffline();
    tab.edit({ id: 'n1', status: 'banned' });
    await vi.waitFor(() => expect(listed(tab.queue)).toEqual([{ rowId: 'n1', state: 'waiting' }]));
    expect(heard).toHaveBeenCalled();
    await vi.waitFor(() => expect(storage.current()?.waiting.map((c) => c.rowId)).toEqual(['n1']));
    expect(storage.current()?.rejected).toEqual([]);
    expect(received).toEqual([]);
    expect(leaveIsWarned()).toBe(true);

    goOnline();
    await vi.waitFor(() => expect(listed(tab.queue)).toEqual([]));
    expect(received).toEqual([
      { method: 'PATCH', path: '/api/note/n1', body: '{"status":"banned"}' },
    ]);
    await vi.waitFor(() => expect(storage.current()).toEqual({ waiting: [], rejected: [] }));
    expect(refreshed()).toBe(true);
    expect(leaveIsWarned()).toBe(false);
  });

  it('asks for the leave warning the way every browser shows it', async () => {
    noteApi();
    const tab = openTab();
    goOffline();
    tab.edit({ id: 'n1', status: 'banned' });
    await vi.waitFor(() => expect(listed(tab.queue)).toHaveLength(1));
    const event = new Event('beforeunload', { cancelable: true }) as BeforeUnloadEvent;
    Object.defineProperty(event, 'returnValue', { value: undefined, writable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(event.returnValue).toBe('');
    // A closed queue no longer warns, even with a change waiting.
    tab.queue.dispose();
    expect(leaveIsWarned()).toBe(false);
  });

  it('stops telling a listener once it has unsubscribed', async () => {
    noteApi();
    const tab = openTab();
    const heard = vi.fn();
    const unsubscribe = tab.queue.subscribe(heard);
    goOffline();
    tab.edit({ id: 'n1', status: 'banned' });
    await vi.waitFor(() => expect(listed(tab.queue)).toHaveLength(1));
    const calls = heard.mock.calls.length;
    expect(calls).toBeGreaterThan(0);
    unsubscribe();
    tab.edit({ id: 'n2', status: 'banned' });
    await vi.waitFor(() => expect(listed(tab.queue)).toHaveLength(2));
    expect(heard).toHaveBeenCalledTimes(calls);
  });

  it('keeps changes for the visit without a storage, and warns about nothing', async () => {
    noteApi();
    const warn = vi.spyOn(console, 'warn');
    const tab = openTab();
    await tab.queue.restored();
    goOffline();
    tab.edit({ id: 'n1', status: 'banned' });
    await vi.waitFor(() => expect(listed(tab.queue)).toEqual([{ rowId: 'n1', state: 'waiting' }]));
    expect(warn).not.toHaveBeenCalled();
  });

  it('is sent at once when online, and then never listed, stored or refreshed by the queue', async () => {
    const received = noteApi();
    const storage = memoryOfflineStorage();
    const tab = openTab({ storage });
    await tab.queue.restored();
    const refreshed = showNotes(tab.queryClient);
    const heard = vi.fn();
    tab.queue.subscribe(heard);
    tab.edit({ id: 'n1', status: 'banned' });
    await vi.waitFor(() => expect(received).toHaveLength(1));
    await vi.waitFor(() => expect(tab.queryClient.isMutating()).toBe(0));
    expect(listed(tab.queue)).toEqual([]);
    expect(heard).not.toHaveBeenCalled();
    expect(storage.current()).toEqual({ waiting: [], rejected: [] });
    expect(refreshed()).toBe(false);
    expect(leaveIsWarned()).toBe(false);
  });

  it('leaves a refusal of a change sent at once to the page that made it', async () => {
    noteApi(() => HttpResponse.json({ message: 'This user is locked.' }, { status: 409 }));
    const tab = openTab();
    tab.edit({ id: 'n1', status: 'banned' });
    await vi.waitFor(() =>
      expect(tab.queryClient.getMutationCache().getAll()[0]?.state.status).toBe('error'),
    );
    expect(listed(tab.queue)).toEqual([]);
  });

  it('keeps waiting while the request gets no answer at all, then sends it', async () => {
    const received = noteApi((attempt) => (attempt === 1 ? HttpResponse.error() : undefined));
    const tab = openTab();
    tab.edit({ id: 'n1', status: 'banned' });
    await vi.waitFor(() => expect(listed(tab.queue)).toEqual([{ rowId: 'n1', state: 'waiting' }]));
    await vi.waitFor(() => expect(listed(tab.queue)).toEqual([]), { timeout: 5_000 });
    expect(received).toHaveLength(2);
  });
});

describe('a refusal after waiting', () => {
  it("is listed with the server's reason; Retry sends it again; Discard forgets it and refreshes", async () => {
    const received = noteApi((attempt) =>
      attempt === 2
        ? undefined
        : HttpResponse.json({ message: 'This user is locked.' }, { status: 409 }),
    );
    const storage = memoryOfflineStorage();
    const tab = openTab({ storage });
    await tab.queue.restored();
    goOffline();
    tab.edit({ id: 'n1', status: 'banned' });
    await vi.waitFor(() => expect(listed(tab.queue)).toHaveLength(1));
    goOnline();

    const refused = { rowId: 'n1', state: 'rejected', reason: 'This user is locked.', status: 409 };
    await vi.waitFor(() => expect(listed(tab.queue)).toEqual([refused]));
    await vi.waitFor(() =>
      expect(
        storage
          .current()
          ?.rejected.map(({ change, reason, status }) => [change.rowId, reason, status]),
      ).toEqual([['n1', 'This user is locked.', 409]]),
    );
    expect(storage.current()?.waiting).toEqual([]);
    expect(leaveIsWarned()).toBe(false);

    const [pending] = tab.queue.snapshot();
    tab.queue.retry(pending!.change.id);
    expect(listed(tab.queue)).toEqual([{ rowId: 'n1', state: 'waiting' }]);
    await vi.waitFor(() => expect(listed(tab.queue)).toEqual([]));
    expect(received).toHaveLength(2);
    expect(received[1]).toEqual(received[0]);

    // A third attempt is refused again: Discard removes it for good and refreshes the list.
    goOffline();
    tab.edit({ id: 'n1', status: 'banned' });
    await vi.waitFor(() => expect(listed(tab.queue)).toHaveLength(1));
    goOnline();
    await vi.waitFor(() => expect(listed(tab.queue)).toEqual([refused]));
    const refreshed = showNotes(tab.queryClient);
    tab.queue.discard(tab.queue.snapshot()[0]!.change.id);
    expect(listed(tab.queue)).toEqual([]);
    expect(refreshed()).toBe(true);
    await vi.waitFor(() => expect(storage.current()).toEqual({ waiting: [], rejected: [] }));
    expect(received).toHaveLength(3);
  });

  it('lets Retry and Discard ignore what they do not apply to', async () => {
    noteApi();
    const tab = openTab();
    goOffline();
    tab.edit({ id: 'n1', status: 'banned' });
    await vi.waitFor(() => expect(listed(tab.queue)).toHaveLength(1));
    const heard = vi.fn();
    tab.queue.subscribe(heard);
    // A waiting change is not retried (it would be sent twice), an unknown one not at all.
    tab.queue.retry(tab.queue.snapshot()[0]!.change.id);
    tab.queue.retry('unknown');
    tab.queue.discard('unknown');
    expect(heard).not.toHaveBeenCalled();
    expect(listed(tab.queue)).toEqual([{ rowId: 'n1', state: 'waiting' }]);
    expect(tab.queryClient.getMutationCache().getAll()).toHaveLength(1);
  });

  it('gives the reason of an error that is not an answer of the server, with no status', async () => {
    noteApi();
    const storage = memoryOfflineStorage();
    await storage.save({ waiting: [stored('n1', { path: 'api/note/n1' })], rejected: [] });
    const tab = openTab({ storage });
    await vi.waitFor(() =>
      expect(listed(tab.queue)).toEqual([
        {
          rowId: 'n1',
          state: 'rejected',
          reason: "API paths start with '/': api/note/n1",
          status: 0,
        },
      ]),
    );
  });
});

describe('a discarded change', () => {
  it('is taken out of the query client and never sent', async () => {
    const received = noteApi();
    const tab = openTab();
    const refreshed = showNotes(tab.queryClient);
    goOffline();
    tab.edit({ id: 'n1', status: 'banned' });
    await vi.waitFor(() => expect(listed(tab.queue)).toHaveLength(1));
    const { change } = tab.queue.snapshot()[0]!;
    tab.queue.discard(change.id);
    expect(listed(tab.queue)).toEqual([]);
    expect(tab.queryClient.getMutationCache().getAll()).toEqual([]);
    expect(refreshed()).toBe(true);
    expect(leaveIsWarned()).toBe(false);
    goOnline();
    await expect(tab.queue.send(change)).rejects.toThrow('The change was discarded.');
    expect(received).toEqual([]);
  });

  it('is the only one taken out: the other waiting change is still sent', async () => {
    const received = noteApi();
    const tab = openTab();
    goOffline();
    tab.edit({ id: 'n1', status: 'banned' });
    tab.edit({ id: 'n2', status: 'banned' });
    await vi.waitFor(() => expect(listed(tab.queue)).toHaveLength(2));
    tab.queue.discard(tab.queue.snapshot()[1]!.change.id);
    expect(tab.queryClient.getMutationCache().getAll()).toHaveLength(1);
    goOnline();
    await vi.waitFor(() => expect(listed(tab.queue)).toEqual([]));
    expect(received.map((r) => r.path)).toEqual(['/api/note/n1']);
  });

  it('is not tried again after a request that got no answer', async () => {
    const received = noteApi(() => HttpResponse.error());
    const tab = openTab();
    tab.edit({ id: 'n1', status: 'banned' });
    await vi.waitFor(() => expect(listed(tab.queue)).toHaveLength(1));
    const [mutation] = tab.queryClient.getMutationCache().getAll();
    tab.queue.discard(tab.queue.snapshot()[0]!.change.id);
    // The discarded mutation's own retry still runs: it stops at once, without a request.
    await vi.waitFor(() => expect(mutation!.state.status).toBe('error'), { timeout: 5_000 });
    expect(mutation!.state.failureCount).toBe(2);
    expect(received).toHaveLength(1);
    expect(listed(tab.queue)).toEqual([]);
  });
  it('taken back after a Retry made offline, leaves nothing of that retry to send or count as saving', async () => {
    const received = noteApi((attempt) =>
      attempt === 1
        ? HttpResponse.json({ message: 'This user is locked.' }, { status: 409 })
        : undefined,
    );
    const tab = openTab();
    goOffline();
    tab.edit({ id: 'n1', status: 'banned' });
    await vi.waitFor(() => expect(listed(tab.queue)).toHaveLength(1));
    goOnline();
    await vi.waitFor(() => expect(listed(tab.queue)[0]?.state).toBe('rejected'));
    goOffline();
    const { change } = tab.queue.snapshot()[0]!;
    tab.queue.retry(change.id);
    await vi.waitFor(() => expect(tab.queryClient.isMutating()).toBe(1));
    tab.queue.discard(change.id);
    expect(listed(tab.queue)).toEqual([]);
    expect(tab.queryClient.isMutating()).toBe(0);
    goOnline();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toHaveLength(1);
  });

  it('refused before a reload is taken off the list, and the client reports no removal of a mutation it never had', async () => {
    noteApi();
    const storage = memoryOfflineStorage();
    const refused = { change: stored('n1'), reason: 'This user is locked.', status: 409 };
    await storage.save({ waiting: [], rejected: [refused] });
    const tab = openTab({ storage });
    await tab.queue.restored();
    expect(listed(tab.queue)).toHaveLength(1);
    // Any listener of the client's mutations (TanStack's devtools, another hook) may read the
    // removed mutation: TanStack's types promise there is one.
    const removed: unknown[] = [];
    tab.queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'removed') removed.push(event.mutation.options.mutationKey);
    });
    tab.queue.discard('change-n1');
    expect(listed(tab.queue)).toEqual([]);
    expect(removed).toEqual([]);
    await vi.waitFor(() => expect(storage.current()).toEqual({ waiting: [], rejected: [] }));
  });
});

describe('sending', () => {
  it('gives the result under its key, the whole answer otherwise, and sends no body with a delete', async () => {
    const received = noteApi();
    const { queue } = openTab();
    expect(await queue.send(stored('n1'))).toEqual({ id: 'n1', status: 'banned' });
    expect(await queue.send(stored('n2', { resultKey: undefined }))).toEqual({
      note: { id: 'n2', status: 'banned' },
    });
    api.use(http.put('*/api/note/:id', () => HttpResponse.json('saved')));
    expect(await queue.send(stored('n3', { method: 'PUT' }))).toBe('saved');
    await queue.send(stored('n4', { method: 'DELETE' }));
    expect(received.map(({ method, body }) => [method, body])).toEqual([
      ['PATCH', '{"status":"banned"}'],
      ['PATCH', '{"status":"banned"}'],
      ['DELETE', ''],
    ]);
  });

  it('tries again, less and less often, only when there was no answer at all', () => {
    const { retry, retryDelay } = offlineMutationOptions;
    expect(retry(1, new HttpError(0, null))).toBe(true);
    expect(retry(1, new TypeError('Failed to fetch'))).toBe(true);
    expect(retry(1, new HttpError(409, { message: 'locked' }))).toBe(false);
    expect(retry(1, new HttpError(500, null))).toBe(false);
    expect([0, 1, 2, 3, 4, 5, 9].map(retryDelay)).toEqual([
      1000, 1000, 2000, 4000, 8000, 10_000, 10_000,
    ]);
  });
});

describe('another tab, and the account (docs/product-rules.md#offline)', () => {
  it('brings the change back in a new tab, paused, and sends it there once online, once', async () => {
    const received = noteApi();
    const storage = memoryOfflineStorage();
    const first = openTab({ storage });
    goOffline();
    first.edit({ id: 'n1', status: 'banned' });
    await vi.waitFor(() => expect(storage.current()?.waiting).toHaveLength(1));
    first.close();

    const second = openTab({ storage });
    await second.queue.restored();
    expect(listed(second.queue)).toEqual([{ rowId: 'n1', state: 'waiting' }]);
    const [mutation] = second.queryClient.getMutationCache().getAll();
    expect(mutation!.state).toMatchObject({ isPaused: true, status: 'pending' });
    expect(mutation!.options.scope).toEqual({ id: 'offline:guest' });
    expect(leaveIsWarned()).toBe(true);
    goOnline();
    await vi.waitFor(() => expect(listed(second.queue)).toEqual([]));
    await vi.waitFor(() => expect(storage.current()?.waiting).toEqual([]));
    expect(received).toHaveLength(1);
  });

  it('restores refused changes with their reason, and not those already there or discarded', async () => {
    noteApi();
    const refused = { change: stored('n2'), reason: 'This user is locked.', status: 409 };
    // What another tab left on the device, read at each configure (this tab writes nothing back).
    const kept: StoredQueue[] = [
      { waiting: [stored('n1')], rejected: [refused] },
      {
        waiting: [stored('n2'), stored('n1')],
        rejected: [
          { ...refused, reason: 'Another reason.' },
          { change: stored('n1'), reason: 'Refused.', status: 400 },
        ],
      },
    ];
    const storage: OfflineStorage = {
      load: async () => kept.shift() ?? null,
      save: async () => {},
    };
    goOffline();
    const tab = openTab({ storage });
    await tab.queue.restored();
    expect(listed(tab.queue)).toEqual([
      { rowId: 'n1', state: 'waiting' },
      { rowId: 'n2', state: 'rejected', reason: 'This user is locked.', status: 409 },
    ]);
    // Read again (a second configure): the ones it has, and the one discarded, stay as they are.
    tab.queue.discard('change-n1');
    await tab.queue.configure({ storage });
    expect(listed(tab.queue)).toEqual([
      { rowId: 'n2', state: 'rejected', reason: 'This user is locked.', status: 409 },
    ]);
    expect(tab.queryClient.getMutationCache().getAll()).toEqual([]);
  });

  it('sends a change only once the account that made it is signed in, and lists it only to that account', async () => {
    const received = noteApi();
    const storage = memoryOfflineStorage();
    let account: string | null = 'ada';
    const listeners = new Set<() => void>();
    const session = {
      accountId: () => account,
      onAccountChange: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    const signInAs = (next: string | null) =>
      act(() => {
        account = next;
        listeners.forEach((listener) => listener());
      });
    const first = openTab({ storage, ...session });
    expect(first.queue.scope()).toEqual({ id: 'offline:ada' });
    goOffline();
    first.edit({ id: 'n1', status: 'banned' });
    await vi.waitFor(() => expect(storage.current()?.waiting[0]?.accountId).toBe('ada'));
    expect(first.queryClient.getMutationCache().getAll()[0]!.options.scope).toEqual({
      id: 'offline:ada',
    });
    first.close();

    // A new tab, online, before anyone has signed in: nothing is sent, nothing listed.
    account = null;
    goOnline();
    const second = openTab({ storage, ...session });
    await second.queue.restored();
    expect(second.queue.scope()).toEqual({ id: 'offline:guest' });
    expect(listed(second.queue)).toEqual([]);
    // Someone else signs in: still not sent, not shown to them, but still kept.
    signInAs('bob');
    await vi.waitFor(() => expect(second.queue.accountId()).toBe('bob'));
    expect(listed(second.queue)).toEqual([]);
    expect(storage.current()?.waiting).toHaveLength(1);
    expect(leaveIsWarned()).toBe(true);
    expect(received).toEqual([]);

    signInAs('ada');
    await vi.waitFor(() => expect(received).toHaveLength(1));
    await vi.waitFor(() => expect(storage.current()?.waiting).toEqual([]));
    expect(listed(second.queue)).toEqual([]);
  });

  it('holds a restored change while its account is signed out, and sends it when it is back', async () => {
    const received = noteApi();
    const storage = memoryOfflineStorage();
    await storage.save({ waiting: [stored('n1', { accountId: 'ada' })], rejected: [] });
    let account: string | null = 'ada';
    const listeners = new Set<() => void>();
    const signInAs = (next: string | null) =>
      act(() => {
        account = next;
        listeners.forEach((listener) => listener());
      });
    goOffline();
    const tab = openTab({
      storage,
      accountId: () => account,
      onAccountChange: (listener) => (listeners.add(listener), () => {}),
    });
    await tab.queue.restored();
    expect(tab.queryClient.getMutationCache().getAll()).toHaveLength(1);
    // Signed out (the client not cleared yet), then online: the change waits for its account.
    signInAs(null);
    goOnline();
    signInAs('bob');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toEqual([]);
    signInAs('ada');
    await vi.waitFor(() => expect(received).toHaveLength(1));
  });

  it("lists a guest's change to everyone, an account's only to that account", async () => {
    noteApi();
    let account: string | null = null;
    const listeners = new Set<() => void>();
    const tab = openTab({
      accountId: () => account,
      onAccountChange: (listener) => (listeners.add(listener), () => {}),
    });
    const signInAs = (next: string) =>
      act(() => {
        account = next;
        listeners.forEach((listener) => listener());
      });
    goOffline();
    tab.edit({ id: 'n1', status: 'banned' });
    await vi.waitFor(() => expect(listed(tab.queue)).toHaveLength(1));
    signInAs('ada');
    tab.edit({ id: 'n2', status: 'banned' });
    await vi.waitFor(() => expect(listed(tab.queue)).toHaveLength(2));
    expect(tab.queue.snapshot().map((p) => p.change.accountId)).toEqual([null, 'ada']);
    signInAs('bob');
    expect(listed(tab.queue).map((p) => p.rowId)).toEqual(['n1']);
  });

  it('tells nobody when the account did not change, and puts a change the client lost back', async () => {
    const received = noteApi();
    let account: string | null = 'ada';
    const listeners = new Set<() => void>();
    const tab = openTab({
      accountId: () => account,
      onAccountChange: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    });
    const accountChanged = () => act(() => listeners.forEach((listener) => listener()));
    goOffline();
    tab.edit({ id: 'n1', status: 'banned' });
    await vi.waitFor(() => expect(listed(tab.queue)).toHaveLength(1));
    const heard = vi.fn();
    tab.queue.subscribe(heard);
    accountChanged();
    expect(heard).not.toHaveBeenCalled();

    // Sign-out clears the query client: the change stays in the queue, dormant.
    account = null;
    accountChanged();
    tab.queryClient.clear();
    expect(tab.queue.snapshot().map((p) => p.change.rowId)).toEqual([]);
    account = 'ada';
    accountChanged();
    expect(listed(tab.queue)).toEqual([{ rowId: 'n1', state: 'waiting' }]);
    goOnline();
    await vi.waitFor(() => expect(received).toHaveLength(1));
    await vi.waitFor(() => expect(listed(tab.queue)).toEqual([]));
  });

  it('keeps a change the client dropped at sign-out dormant while nobody is signed in', async () => {
    const received = noteApi();
    let account: string | null = null;
    const listeners = new Set<() => void>();
    const tab = openTab({
      accountId: () => account,
      onAccountChange: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    });
    const signInAs = (next: string | null) =>
      act(() => {
        account = next;
        listeners.forEach((listener) => listener());
      });
    goOffline();
    // Made before the session was known: a guest's change, listed to every account.
    tab.edit({ id: 'n1', status: 'banned' });
    await vi.waitFor(() => expect(listed(tab.queue)).toHaveLength(1));
    signInAs('ada');
    // A sign-out that clears the client before it tells its listeners.
    tab.queryClient.clear();
    signInAs(null);
    goOnline();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toEqual([]);
    expect(listed(tab.queue)).toEqual([{ rowId: 'n1', state: 'waiting' }]);
    signInAs('ada');
    await vi.waitFor(() => expect(received).toHaveLength(1));
    await vi.waitFor(() => expect(listed(tab.queue)).toEqual([]));
  });

  it('sends a held change as soon as it is configured again with the session of its account', async () => {
    const received = noteApi();
    const storage = memoryOfflineStorage();
    await storage.save({ waiting: [stored('n1', { accountId: 'ada' })], rejected: [] });
    goOffline();
    const tab = openTab({ storage, accountId: () => 'ada' });
    await tab.queue.restored();
    expect(tab.queryClient.getMutationCache().getAll()).toHaveLength(1);
    // Configured with a session where nobody is signed in: online, the change is held.
    await tab.queue.configure({ accountId: () => null });
    goOnline();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toEqual([]);
    await tab.queue.configure({ accountId: () => 'ada' });
    await vi.waitFor(() => expect(received).toHaveLength(1));
    await vi.waitFor(() => expect(listed(tab.queue)).toEqual([]));
  });

  it('stops listening to the previous session when configured again', async () => {
    noteApi();
    const removed = vi.fn();
    const tab = openTab({ onAccountChange: () => removed });
    await tab.queue.configure({});
    expect(removed).toHaveBeenCalledTimes(1);
    tab.queue.dispose();
    expect(removed).toHaveBeenCalledTimes(2);
  });
});

describe('the stored queue', () => {
  it('keeps a change made before the queue was configured, beside the ones kept from before', async () => {
    noteApi();
    const storage = memoryOfflineStorage();
    await storage.save({ waiting: [stored('n1')], rejected: [] });
    const saves: StoredQueue[] = [];
    let finishLoading!: () => void;
    const slow: OfflineStorage = {
      load: () => new Promise((resolve) => (finishLoading = () => resolve(storage.load()))),
      save: (queue) => {
        saves.push(queue);
        return storage.save(queue);
      },
    };
    goOffline();
    // main.tsx configures the queue after the first render: a change can come first.
    const tab = openTab({}, { configure: false });
    tab.edit({ id: 'n2', status: 'banned' });
    await vi.waitFor(() => expect(listed(tab.queue)).toHaveLength(1));
    const restored = tab.queue.configure({ storage: slow });
    tab.edit({ id: 'n3', status: 'banned' });
    await vi.waitFor(() => expect(listed(tab.queue)).toHaveLength(2));
    finishLoading();
    await restored;
    expect(
      listed(tab.queue)
        .map((p) => p.rowId)
        .sort(),
    ).toEqual(['n1', 'n2', 'n3']);
    await vi.waitFor(() =>
      expect(
        storage
          .current()
          ?.waiting.map((c) => c.rowId)
          .sort(),
      ).toEqual(['n1', 'n2', 'n3']),
    );
    // Nothing was written before the kept changes were read: they were never overwritten.
    expect(saves.every((queue) => queue.waiting.some((c) => c.rowId === 'n1'))).toBe(true);
  });

  it('says it is restored only once the kept changes are read and listed', async () => {
    noteApi();
    const storage = memoryOfflineStorage();
    await storage.save({ waiting: [stored('n1')], rejected: [] });
    let finishLoading!: () => void;
    const slow: OfflineStorage = {
      load: () => new Promise((resolve) => (finishLoading = () => resolve(storage.load()))),
      save: (queue) => storage.save(queue),
    };
    goOffline();
    const tab = openTab({ storage: slow });
    let restored = false;
    const listedWhenRestored = tab.queue.restored().then(() => {
      restored = true;
      return listed(tab.queue);
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(restored).toBe(false);
    finishLoading();
    expect(await listedWhenRestored).toEqual([{ rowId: 'n1', state: 'waiting' }]);
  });

  it('works for the visit when the storage cannot be read, and keeps writing after a failed write', async () => {
    noteApi();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const written: StoredQueue[] = [];
    let fail = true;
    const broken: OfflineStorage = {
      load: () => Promise.reject(new Error('blocked')),
      save: async (queue) => {
        if (fail) {
          fail = false;
          throw new Error('quota');
        }
        written.push(queue);
      },
    };
    goOffline();
    const tab = openTab({ storage: broken });
    await tab.queue.restored();
    // The read, then the first write (the empty queue after the read), failed.
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    tab.edit({ id: 'n1', status: 'banned' });
    tab.edit({ id: 'n2', status: 'banned' });
    await vi.waitFor(() =>
      expect(written.at(-1)?.waiting.map((c) => c.rowId)).toEqual(['n1', 'n2']),
    );
    expect(listed(tab.queue)).toHaveLength(2);
  });

  it('writes one queue at a time, in order', async () => {
    noteApi();
    let writing = 0;
    let overlapped = false;
    const written: string[][] = [];
    const storage: OfflineStorage = {
      load: async () => null,
      save: async (queue) => {
        writing += 1;
        overlapped ||= writing > 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        written.push(queue.waiting.map((c) => c.rowId));
        writing -= 1;
      },
    };
    goOffline();
    const tab = openTab({ storage });
    await tab.queue.restored();
    tab.edit({ id: 'n1', status: 'banned' });
    tab.edit({ id: 'n2', status: 'banned' });
    tab.edit({ id: 'n3', status: 'banned' });
    await vi.waitFor(() => expect(written.at(-1)).toEqual(['n1', 'n2', 'n3']));
    expect(overlapped).toBe(false);
    expect(written.map((rows) => rows.length)).toEqual(
      [...written.map((rows) => rows.length)].sort(),
    );
  });
});

describe('the queue of a query client', () => {
  it('is one per client', () => {
    const one = new QueryClient();
    const other = new QueryClient();
    clients.push(one, other);
    const queue = offlineQueueOf(one);
    queues.push(queue, offlineQueueOf(other));
    expect(offlineQueueOf(one)).toBe(queue);
    expect(setUpOfflineQueue(one)).toBe(queue);
    expect(offlineQueueOf(other)).not.toBe(queue);
    expect(queue.snapshot()).toEqual([]);
  });

  it("gives the app's other mutations none of its settings: no retry after no answer", async () => {
    const tab = openTab();
    const other = renderHook(
      () =>
        useMutation({
          mutationKey: ['note', 'rename'],
          mutationFn: () => Promise.reject(new TypeError('Failed to fetch')),
        }),
      {
        wrapper: ({ children }) => (
          <QueryClientProvider client={tab.queryClient}>{children}</QueryClientProvider>
        ),
      },
    );
    act(() => other.result.current.mutate());
    await vi.waitFor(() => expect(other.result.current.status).toBe('error'));
    expect(other.result.current.failureCount).toBe(1);
  });

  it("leaves the app's other mutations alone: one that succeeds, succeeds", async () => {
    const tab = openTab();
    const other = renderHook(() => useMutation({ mutationFn: async () => 'renamed' }), {
      wrapper: ({ children }) => (
        <QueryClientProvider client={tab.queryClient}>{children}</QueryClientProvider>
      ),
    });
    act(() => other.result.current.mutate());
    await vi.waitFor(() => expect(other.result.current.status).toBe('success'));
    expect(other.result.current.data).toBe('renamed');
    expect(listed(tab.queue)).toEqual([]);
  });

  it("lists only the queue's own changes: other mutations and malformed ones are not", async () => {
    noteApi();
    const tab = openTab();
    goOffline();
    const other = renderHook(
      () => ({
        plain: useMutation({
          mutationKey: ['note', 'rename'],
          mutationFn: async (_v: { id: string; accountId: null; rowId: string }) => null,
        }),
        malformed: useMutation({
          mutationKey: ['offline', 'note'],
          mutationFn: async (_v: { id: number; accountId: null; rowId: string }) => null,
        }),
      }),
      {
        wrapper: ({ children }) => (
          <QueryClientProvider client={tab.queryClient}>{children}</QueryClientProvider>
        ),
      },
    );
    act(() => {
      other.result.current.plain.mutate({ id: 'x', accountId: null, rowId: 'x' });
      other.result.current.malformed.mutate({ id: 1, accountId: null, rowId: 'y' });
    });
    tab.edit({ id: 'n1', status: 'banned' });
    await vi.waitFor(() => expect(listed(tab.queue)).toEqual([{ rowId: 'n1', state: 'waiting' }]));
    expect(
      tab.queryClient
        .getMutationCache()
        .getAll()
        .filter((m) => m.state.isPaused),
    ).toHaveLength(3);
  });
});
