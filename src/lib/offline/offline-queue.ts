// The queue of changes that wait for the connection (docs/product-rules.md#offline), on top of
// TanStack Query's own machinery: mutations keyed `['offline', group]` pause while the browser is
// offline (networkMode 'online'), are kept in IndexedDB while they wait, come back after a reload
// as paused mutations (`hydrate`) whose function is the mutation default of `['offline']`, and are
// resumed when the connection returns (the QueryClient's own reconnect handling). A change the
// server refuses after it had to wait stays listed with the server's reason until the user
// retries or discards it. A tab closed with changes waiting gets the browser's leave warning.
import { hydrate, type Mutation, type QueryClient } from '@tanstack/react-query';
import { isJsonObject, request } from '@/lib/http/client';
import { HttpError } from '@/lib/http/http-error';
import { isConnectionError, OFFLINE_KEY_ROOT, offlineMutationKey, type OfflineChange } from './offline-change';
import type { OfflineStorage, RejectedChange, StoredQueue } from './offline-storage';

export interface PendingChange {
  change: OfflineChange;
  /** waiting: not yet on the server; rejected: the server refused it after it had waited. */
  state: 'waiting' | 'rejected';
  reason?: string;
  status?: number;
}

export interface OfflineQueueOptions {
  storage?: OfflineStorage;
  /** The signed-in account's id (null when nobody is): a change is sent only by its account. */
  accountId?: () => string | null;
  /** Calls `listener` whenever the signed-in account may have changed; returns the unsubscribe. */
  onAccountChange?: (listener: () => void) => () => void;
}

export interface OfflineQueue {
  /** Resolves once the changes kept from an earlier visit are back in the query client. */
  restored: () => Promise<void>;
  /** Gives the queue its storage and session (once, at start-up), and restores what was kept. */
  configure: (options: OfflineQueueOptions) => Promise<void>;
  /** The signed-in account's changes, oldest first. */
  snapshot: () => readonly PendingChange[];
  subscribe: (listener: () => void) => () => void;
  /** Sends a change now (the function of live mutations; throws if it was discarded meanwhile). */
  send: (change: OfflineChange) => Promise<unknown>;
  /** Sends a refused change again. */
  retry: (changeId: string) => void;
  /** Forgets a change (waiting or refused) and refreshes what it had changed on screen. */
  discard: (changeId: string) => void;
  scope: () => { id: string };
  accountId: () => string | null;
  dispose: () => void;
}

class DiscardedChange extends Error {
  constructor() {
    super('The change was discarded.');
  }
}

/** Options every offline mutation shares, live or restored. */
export const offlineMutationOptions = {
  networkMode: 'online',
  // No answer at all (the network dropped while the browser still says online): keep trying,
  // less and less often; an answer, even an error, is final.
  retry: (_count: number, error: unknown) => isConnectionError(error) && !(error instanceof DiscardedChange),
  retryDelay: (count: number) => Math.min(1000 * 2 ** Math.max(0, count - 1), 10_000),
} as const;

const scopeFor = (accountId: string | null) => ({ id: `offline:${accountId ?? 'guest'}` });

function changeOf(mutation: Mutation<unknown, Error, unknown, unknown>): OfflineChange | null {
  if (mutation.options.mutationKey?.[0] !== OFFLINE_KEY_ROOT) return null;
  const change = mutation.state.variables as OfflineChange | undefined;
  return change && typeof change.id === 'string' ? change : null;
}

function reasonOf(error: unknown): { reason: string; status: number } {
  if (error instanceof HttpError) return { reason: error.message, status: error.status };
  return { reason: error instanceof Error ? error.message : String(error), status: 0 };
}

export function createOfflineQueue(queryClient: QueryClient): OfflineQueue {
  const options: OfflineQueueOptions = {};
  const accountId = () => options.accountId?.() ?? null;
  const entries = new Map<string, PendingChange>();
  // Changes that had to wait at least once: only those are listed, and only their refusal stays.
  const deferred = new Set<string>();
  const discarded = new Set<string>();
  const listeners = new Set<() => void>();
  const accountWaiters = new Set<() => void>();
  let snapshot: readonly PendingChange[] = [];
  let saving = Promise.resolve();
  let restoreDone = true;
  let restored = Promise.resolve();
  let unsubscribeAccount: (() => void) | undefined;

  const mine = (change: OfflineChange) => change.accountId === null || change.accountId === accountId();

  const warnBeforeLeaving = (event: BeforeUnloadEvent) => {
    event.preventDefault();
    // Older browsers show the warning only with a returnValue.
    event.returnValue = '';
  };
  let warning = false;

  const save = () => {
    if (!options.storage || !restoreDone) return;
    const queue: StoredQueue = { waiting: [], rejected: [] };
    for (const entry of entries.values()) {
      if (entry.state === 'waiting') queue.waiting.push(entry.change);
      else queue.rejected.push({ change: entry.change, reason: entry.reason ?? '', status: entry.status ?? 0 });
    }
    const storage = options.storage;
    // One write at a time, in order; a failed write does not stop the later ones.
    saving = saving.then(() => storage.save(queue)).catch((error: unknown) => console.warn('[offline] The pending changes could not be stored.', error));
  };

  const changed = () => {
    snapshot = [...entries.values()].filter((entry) => mine(entry.change));
    const waiting = [...entries.values()].some((entry) => entry.state === 'waiting');
    if (typeof window !== 'undefined' && waiting !== warning) {
      warning = waiting;
      if (waiting) window.addEventListener('beforeunload', warnBeforeLeaving);
      else window.removeEventListener('beforeunload', warnBeforeLeaving);
    }
    save();
    listeners.forEach((listener) => listener());
  };

  const refresh = (change: OfflineChange) =>
    change.invalidates.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey }));

  const send = async (change: OfflineChange) => {
    if (discarded.has(change.id)) throw new DiscardedChange();
    const answer = await request<unknown>(change.method, change.path, change.method === 'DELETE' ? {} : { body: change.body });
    return change.resultKey && isJsonObject(answer) ? answer[change.resultKey] : answer;
  };

  const whenSignedInAs = (change: OfflineChange) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (!mine(change) || (change.accountId !== null && accountId() === null)) return;
        accountWaiters.delete(check);
        resolve();
      };
      accountWaiters.add(check);
      check();
    });

  queryClient.setMutationDefaults([OFFLINE_KEY_ROOT], {
    ...offlineMutationOptions,
    // A change restored after a reload waits for its account's session (the token is per tab).
    mutationFn: async (variables: unknown) => {
      const change = variables as OfflineChange;
      await whenSignedInAs(change);
      return send(change);
    },
  });

  const liveMutationOf = (changeId: string) =>
    queryClient
      .getMutationCache()
      .getAll()
      .find((m) => m.state.status === 'pending' && changeOf(m)?.id === changeId);

  /** Puts waiting changes that are not in the query client (a new tab, or after sign-out cleared it) back, paused. */
  const rehydrate = () => {
    const missing = [...entries.values()].filter(
      (entry) => entry.state === 'waiting' && mine(entry.change) && !liveMutationOf(entry.change.id),
    );
    if (!missing.length) return;
    hydrate(queryClient, {
      queries: [],
      mutations: missing.map(({ change }) => ({
        mutationKey: offlineMutationKey(change.group),
        scope: scopeFor(change.accountId),
        state: {
          context: undefined,
          data: undefined,
          error: null,
          failureCount: 0,
          failureReason: null,
          isPaused: true,
          status: 'pending',
          variables: change,
          submittedAt: change.madeAt,
        },
      })),
    });
    void queryClient.resumePausedMutations();
  };

  const unsubscribeCache = queryClient.getMutationCache().subscribe((event) => {
    // A mutation removed while it waits (sign-out clears the client) stays in the queue, dormant.
    if (event.type !== 'added' && event.type !== 'updated') return;
    const change = changeOf(event.mutation);
    if (!change || discarded.has(change.id)) return;
    const { status, isPaused, failureCount, error } = event.mutation.state;
    if (status === 'pending') {
      if (isPaused || failureCount > 0) deferred.add(change.id);
      if (!deferred.has(change.id) || entries.get(change.id)?.state === 'waiting') return;
      entries.set(change.id, { change, state: 'waiting' });
    } else if (status === 'success') {
      if (!entries.delete(change.id)) return;
      if (deferred.delete(change.id)) refresh(change);
    } else if (status === 'error') {
      if (!deferred.has(change.id)) return;
      entries.set(change.id, { change, state: 'rejected', ...reasonOf(error) });
    } else return;
    changed();
  });

  let lastAccount: string | null = null;
  const accountChanged = () => {
    if (accountId() === lastAccount) return;
    lastAccount = accountId();
    accountWaiters.forEach((check) => check());
    if (restoreDone && lastAccount) rehydrate();
    changed();
  };

  const restore = async () => {
    let stored: StoredQueue | null = null;
    try {
      stored = (await options.storage?.load()) ?? null;
    } catch (error) {
      console.warn('[offline] The pending changes could not be read.', error);
    }
    for (const change of stored?.waiting ?? []) {
      if (entries.has(change.id) || discarded.has(change.id)) continue;
      deferred.add(change.id);
      entries.set(change.id, { change, state: 'waiting' });
    }
    for (const { change, reason, status } of stored?.rejected ?? ([] as RejectedChange[])) {
      if (!entries.has(change.id) && !discarded.has(change.id)) entries.set(change.id, { change, state: 'rejected', reason, status });
    }
    restoreDone = true;
    rehydrate();
    changed();
  };

  return {
    restored: () => restored,
    configure: (next) => {
      Object.assign(options, next);
      unsubscribeAccount?.();
      unsubscribeAccount = options.onAccountChange?.(accountChanged);
      lastAccount = accountId();
      accountWaiters.forEach((check) => check());
      restoreDone = !options.storage;
      restored = restore();
      return restored;
    },
    snapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send,
    retry: (changeId) => {
      const entry = entries.get(changeId);
      if (!entry || entry.state !== 'rejected') return;
      const { change } = entry;
      deferred.add(change.id);
      entries.set(change.id, { change, state: 'waiting' });
      changed();
      void queryClient
        .getMutationCache()
        .build(queryClient, { mutationKey: offlineMutationKey(change.group), scope: scopeFor(change.accountId) })
        .execute(change)
        .catch(() => {});
    },
    discard: (changeId) => {
      const entry = entries.get(changeId);
      if (!entry) return;
      discarded.add(changeId);
      entries.delete(changeId);
      deferred.delete(changeId);
      const live = liveMutationOf(changeId);
      if (live) queryClient.getMutationCache().remove(live);
      refresh(entry.change);
      changed();
    },
    scope: () => scopeFor(accountId()),
    accountId,
    dispose: () => {
      unsubscribeCache();
      unsubscribeAccount?.();
      if (warning && typeof window !== 'undefined') window.removeEventListener('beforeunload', warnBeforeLeaving);
    },
  };
}

const queues = new WeakMap<QueryClient, OfflineQueue>();

/** The one queue of `queryClient`; it keeps nothing across visits until it is configured. */
export function offlineQueueOf(queryClient: QueryClient): OfflineQueue {
  let queue = queues.get(queryClient);
  if (!queue) {
    queue = createOfflineQueue(queryClient);
    queues.set(queryClient, queue);
  }
  return queue;
}

/** Configures the queue of `queryClient` (main.tsx does, with IndexedDB and the session). */
export function setUpOfflineQueue(queryClient: QueryClient, options: OfflineQueueOptions = {}): OfflineQueue {
  const queue = offlineQueueOf(queryClient);
  void queue.configure(options);
  return queue;
}
