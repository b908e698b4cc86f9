// Where the queue of changes waiting for the connection is kept: IndexedDB (it survives closing
// the tab, and is not capped by localStorage's few megabytes), through `idb`. Without IndexedDB
// (a private mode that blocks it) the queue lives for the visit only.
import { openDB, type IDBPDatabase } from 'idb';
import type { OfflineChange } from './offline-change';

export interface RejectedChange {
  change: OfflineChange;
  /** The server's reason, in its words. */
  reason: string;
  status: number;
}

export interface StoredQueue {
  waiting: OfflineChange[];
  rejected: RejectedChange[];
}

export interface OfflineStorage {
  load: () => Promise<StoredQueue | null>;
  save: (queue: StoredQueue) => Promise<void>;
}

const DB_NAME = 'corvane-offline';
const STORE = 'queue';
const KEY = 'changes';

export function idbOfflineStorage(): OfflineStorage {
  let db: Promise<IDBPDatabase | null> | null = null;
  const open = () =>
    (db ??=
      typeof indexedDB === 'undefined'
        ? Promise.resolve(null)
        : openDB(DB_NAME, 1, { upgrade: (d) => void d.createObjectStore(STORE) }).catch((error: unknown) => {
            console.warn('[offline] IndexedDB is not available; pending changes last for this visit only.', error);
            return null;
          }));
  return {
    load: async () => ((await (await open())?.get(STORE, KEY)) as StoredQueue | undefined) ?? null,
    save: async (queue) => {
      try {
        await (await open())?.put(STORE, queue, KEY);
      } catch (error) {
        console.warn('[offline] The pending changes could not be stored.', error);
      }
    },
  };
}

/** For tests: one "device" whose storage outlives the query clients (tabs) that use it. */
export function memoryOfflineStorage(): OfflineStorage & { current: () => StoredQueue | null } {
  let stored: string | null = null;
  return {
    load: () => Promise.resolve(stored ? (JSON.parse(stored) as StoredQueue) : null),
    save: (queue) => {
      stored = JSON.stringify(queue);
      return Promise.resolve();
    },
    current: () => (stored ? (JSON.parse(stored) as StoredQueue) : null),
  };
}
