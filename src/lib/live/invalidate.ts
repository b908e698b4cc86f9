// What a live event refreshes (docs/server.md#live-updates): the queries under the group's key
// root (the query factories: `[group]` → `[group, 'list', query]`, `[group, 'detail', id]`), but
// not the details of the group's other records. Active queries refetch at once, inactive ones are
// marked stale and refetch when next shown (TanStack Query's invalidateQueries); a list on screen
// keeps its rows in place until the reader asks for the new ones (./held-lists.ts).
import type { Query, QueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '@/lib/api-contract/live';
import { isHeld, refreshHeld } from './held-lists';

/** Key roots of the groups whose queries do not start with the group's name. */
const ROOTS: Record<string, readonly string[]> = {
  notification: ['shell', 'notifications'],
};

/** Key segments that name one record: the next segment is its id (chat's `['chat', 'conversation', id]`). */
const RECORD_SEGMENTS = new Set(['detail', 'conversation']);

export function keyRootOf(group: string): readonly string[] {
  return ROOTS[group] ?? [group];
}

/** Whether a query under the root holds one record other than `id` (`id` '' names no record). */
export function isOtherRecord(queryKey: readonly unknown[], rootLength: number, id: string): boolean {
  if (!id) return false;
  const segment = queryKey[rootLength];
  return typeof segment === 'string' && RECORD_SEGMENTS.has(segment) && queryKey.length > rootLength + 1 && queryKey[rootLength + 1] !== id;
}

export async function invalidateForEvent(queryClient: QueryClient, event: LiveEvent | 'reset'): Promise<void> {
  // A list on screen is refreshed without moving its rows under the reader (./held-lists.ts).
  const root = event === 'reset' ? [] : keyRootOf(event.group);
  const touched = (query: Query) => event === 'reset' || !isOtherRecord(query.queryKey, root.length, event.id);
  const held = queryClient
    .getQueryCache()
    .findAll({ queryKey: root })
    .filter((query) => touched(query) && isHeld(queryClient, query));
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: root, predicate: (query) => touched(query) && !held.includes(query) }),
    ...held.map((query) => refreshHeld(queryClient, query)),
  ]);
}
