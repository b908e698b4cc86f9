// A list being read does not jump under the reader (docs/server.md#live-updates): when a change made
// elsewhere would add, remove or reorder the rows of a list on screen, its fresh page is held and
// the list offers "N new — show", as a mail client does; a change that only edits rows in place
// (same rows, same order) is shown at once. A list screen marks its query as held while it is on
// screen (`useHeldList`, through useResourceList); `invalidateForEvent` (./invalidate.ts) asks this
// module to refresh such a query instead of refetching it into the cache.
import { hashKey, type Query, type QueryClient, type QueryFunctionContext, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';

interface ListPage {
  items: readonly { id: string }[];
  /** The records in the whole view (docs/api/README.md#lists), when the list says. */
  total?: number;
}

interface HeldPage {
  data: ListPage;
  /** Records new since the page on screen (newRecords). */
  added: number;
}

interface HeldLists {
  /** Query hashes of the lists on screen, with how many screens show each. */
  readers: Map<string, number>;
  held: Map<string, HeldPage>;
  listeners: Set<() => void>;
  /** The latest refresh of each query: an older answer that arrives later is dropped. */
  latest: Map<string, number>;
}

const registries = new WeakMap<QueryClient, HeldLists>();
let refreshes = 0;

function registryOf(queryClient: QueryClient): HeldLists {
  let registry = registries.get(queryClient);
  if (!registry) {
    registry = { readers: new Map(), held: new Map(), listeners: new Set(), latest: new Map() };
    registries.set(queryClient, registry);
  }
  return registry;
}

function isListPage(data: unknown): data is ListPage {
  return (
    typeof data === 'object' &&
    data !== null &&
    Array.isArray((data as ListPage).items) &&
    (data as ListPage).items.every((item) => typeof item === 'object' && item !== null && typeof item.id === 'string')
  );
}

/** The same rows in the same order: the fresh page can replace the one on screen without a jump. */
export function sameRows(a: ListPage, b: ListPage): boolean {
  return a.items.length === b.items.length && a.items.every((item, i) => item.id === b.items[i]!.id);
}

/**
 * How many records are new since `current`: the growth of the view's total when the list gives
 * one (a record created on page 1 also pushes one to page 2; a deletion pulls one up, and is no new
 * record), else the rows of `next` that `current` does not have. 0: records went away or moved.
 */
export function newRecords(current: ListPage, next: ListPage): number {
  if (typeof current.total === 'number' && typeof next.total === 'number') return Math.max(0, next.total - current.total);
  const ids = new Set(current.items.map((item) => item.id));
  return next.items.filter((item) => !ids.has(item.id)).length;
}

/** Whether a list screen is reading this query now. */
export function isHeld(queryClient: QueryClient, query: Query): boolean {
  return (registries.get(queryClient)?.readers.get(query.queryHash) ?? 0) > 0;
}

function notify(registry: HeldLists) {
  registry.listeners.forEach((listener) => listener());
}

/**
 * Fetches a held list's page again without putting it on screen: the same rows in the same order
 * replace the cached page at once (values edited in place); other rows wait until the reader asks.
 */
export async function refreshHeld(queryClient: QueryClient, query: Query): Promise<void> {
  const registry = registryOf(queryClient);
  const queryFn = query.options.queryFn;
  const current = query.state.data;
  if (typeof queryFn !== 'function' || !isListPage(current)) {
    await queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
    return;
  }
  const mine = ++refreshes;
  registry.latest.set(query.queryHash, mine);
  let fresh: unknown;
  try {
    fresh = await queryFn({
      client: queryClient,
      queryKey: query.queryKey,
      signal: new AbortController().signal,
      meta: query.meta,
    } as QueryFunctionContext<QueryKey, never>);
  } catch {
    // Not reachable now: the page on screen stays; marked stale, it is fetched again when next shown.
    await queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true, refetchType: 'none' });
    return;
  }
  if (registry.latest.get(query.queryHash) !== mine || !isListPage(fresh)) return;
  const shown = query.state.data;
  if (!isListPage(shown) || sameRows(shown, fresh) || !isHeld(queryClient, query)) {
    registry.held.delete(query.queryHash);
    queryClient.setQueryData(query.queryKey, fresh);
  } else {
    registry.held.set(query.queryHash, { data: fresh, added: newRecords(shown, fresh) });
  }
  notify(registry);
}

export interface HeldListState {
  /** Whether a fresh page waits to be shown. */
  waiting: boolean;
  /** How many records are new since the page on screen (0: records went away or moved). */
  added: number;
  /** Puts the fresh page on screen. */
  show: () => void;
}

/**
 * Marks the list query `queryKey` as read on screen while the calling component is mounted, and
 * tells whether a fresh page of it waits. `current` is the page on screen: a held page that became
 * the same rows (the reader's own change, refetched meanwhile) no longer waits.
 */
export function useHeldList(queryClient: QueryClient, queryKey: QueryKey, current: unknown): HeldListState {
  const registry = registryOf(queryClient);
  const hash = hashKey(queryKey);
  useEffect(() => {
    registry.readers.set(hash, (registry.readers.get(hash) ?? 0) + 1);
    return () => {
      const left = (registry.readers.get(hash) ?? 1) - 1;
      if (left > 0) registry.readers.set(hash, left);
      else {
        registry.readers.delete(hash);
        registry.held.delete(hash);
      }
    };
  }, [registry, hash]);
  const held = useSyncExternalStore(
    useCallback(
      (listener: () => void) => {
        registry.listeners.add(listener);
        return () => registry.listeners.delete(listener);
      },
      [registry],
    ),
    () => registry.held.get(hash),
  );
  const show = useCallback(() => {
    const page = registry.held.get(hash);
    if (!page) return;
    registry.held.delete(hash);
    queryClient.setQueryData(queryKey, page.data);
    notify(registry);
    // queryKey is rebuilt on every render; its hash names it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [registry, hash, queryClient]);
  const waiting = Boolean(held && isListPage(current) && !sameRows(current, held.data));
  return { waiting, added: waiting ? held!.added : 0, show };
}
