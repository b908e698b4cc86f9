// What the screens read of the offline queue: the pending changes, the ones of one row, the
// connection state, and rows with their waiting changes applied (docs/product-rules.md#offline).
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { offlineQueueOf, type PendingChange } from './offline-queue';

export function usePendingChanges(): readonly PendingChange[] {
  const queue = offlineQueueOf(useQueryClient());
  return useSyncExternalStore(queue.subscribe, queue.snapshot, queue.snapshot);
}

/** A section's pending changes by row id (the last one of a row wins). */
export function usePendingRows(group: string): ReadonlyMap<string, PendingChange> {
  const changes = usePendingChanges();
  return useMemo(() => {
    const rows = new Map<string, PendingChange>();
    for (const pending of changes) if (pending.change.group === group) rows.set(pending.change.rowId, pending);
    return rows;
  }, [changes, group]);
}

/**
 * The rows as the user left them: a waiting change's fields applied, a waiting delete hidden.
 * (A change made in this visit is already in the cache when optimistic; after a reload only here.)
 */
export function withPendingChanges<R extends { id: string }>(
  rows: readonly R[] | undefined,
  group: string,
  changes: readonly PendingChange[],
): R[] | undefined {
  if (!rows) return undefined;
  const waiting = changes.filter((p) => p.state === 'waiting' && p.change.group === group);
  if (!waiting.length) return rows as R[];
  return rows
    .filter((row) => !waiting.some((p) => p.change.rowId === row.id && p.change.removes))
    .map((row) =>
      waiting.reduce((acc, p) => (p.change.rowId === row.id && p.change.patch ? { ...acc, ...p.change.patch } : acc), row),
    );
}

const subscribeOnline = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/** Whether the browser says it has a connection (TanStack Query's online manager). */
export function useIsOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}

/** The pending change of one row (the last one made), if any. */
export function usePendingChange(group: string, rowId: string): PendingChange | undefined {
  const queue = offlineQueueOf(useQueryClient());
  const select = () => {
    const changes = queue.snapshot();
    for (let i = changes.length - 1; i >= 0; i -= 1) {
      const pending = changes[i]!;
      if (pending.change.group === group && pending.change.rowId === rowId) return pending;
    }
    return undefined;
  };
  return useSyncExternalStore(queue.subscribe, select, select);
}
