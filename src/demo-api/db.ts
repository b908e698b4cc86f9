// The demo API's storage: named collections of records, cached in memory and written through to
// IndexedDB (when the runtime has it), so edits survive a reload. Seeded on first use.
import { openDB, type IDBPDatabase } from 'idb';
import { currentSeed } from '@/lib/seed/dates';

export interface DemoRecord {
  id: string;
}

interface StoredRow {
  c: string;
  id: string;
  v: unknown;
}

const DB_NAME = 'corvane-demo-api';
const STORE = 'records';
const META = '__meta';

type Seeder = () => DemoRecord[] | Promise<DemoRecord[]>;
const seeders = new Map<string, Seeder>();
/** Brings a record stored by an older version of the app up to the current shape, on load. */
const upgraders = new Map<string, (record: DemoRecord) => DemoRecord | Promise<DemoRecord>>();
const cache = new Map<string, Map<string, DemoRecord>>();
const loading = new Map<string, Promise<Map<string, DemoRecord>>>();
let dbPromise: Promise<IDBPDatabase | null> | null = null;
/** Collections written (and committed to IndexedDB) since the last `takeWritten` (live.ts). */
const written = new Set<string>();

function database(): Promise<IDBPDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  dbPromise ??= openDB(DB_NAME, 1, {
    upgrade(db) {
      const store = db.createObjectStore(STORE, { keyPath: ['c', 'id'] });
      store.createIndex('by-collection', 'c');
    },
  }).catch(() => null);
  return dbPromise;
}

async function persist(collection: string, records: DemoRecord[], replace: boolean) {
  const db = await database();
  if (!db) return;
  const tx = db.transaction(STORE, 'readwrite');
  if (replace) {
    const keys = await tx.store.index('by-collection').getAllKeys(collection);
    await Promise.all(keys.map((key) => tx.store.delete(key)));
    await tx.store.put({ c: META, id: collection, v: true } satisfies StoredRow);
  }
  await Promise.all(records.map((r) => tx.store.put({ c: collection, id: r.id, v: r } satisfies StoredRow)));
  await tx.done;
  written.add(collection);
}

async function remove(collection: string, ids: string[]) {
  const db = await database();
  if (!db) return;
  const tx = db.transaction(STORE, 'readwrite');
  await Promise.all(ids.map((id) => tx.store.delete([collection, id])));
  await tx.done;
  written.add(collection);
}

/**
 * The collections written since the last call, each committed to IndexedDB already: another tab
 * that forgets them (`forgetCollections`) reads the new records (docs/server.md#live-updates).
 */
export function takeWritten(): string[] {
  const names = [...written];
  written.clear();
  return names;
}

/**
 * Drops this tab's memory copy of the collections (all but accounts and the token secret for
 * '*'), so the next read loads them from IndexedDB, where another tab wrote.
 */
export function forgetCollections(names: readonly string[]) {
  const all = names.includes('*');
  for (const name of [...cache.keys()]) {
    if (all ? !['accounts', 'secrets'].includes(name) : names.includes(name)) cache.delete(name);
  }
}

async function load(name: string): Promise<Map<string, DemoRecord>> {
  const hit = cache.get(name);
  if (hit) return hit;
  let pending = loading.get(name);
  if (!pending) {
    pending = (async () => {
      const db = await database();
      const map = new Map<string, DemoRecord>();
      const seeded = db ? await db.get(STORE, [META, name]) : undefined;
      if (db && seeded) {
        const rows = (await db.getAllFromIndex(STORE, 'by-collection', name)) as StoredRow[];
        const upgrade = upgraders.get(name) ?? ((record: DemoRecord) => record);
        for (const row of rows) {
          const record = upgrade(row.v as DemoRecord);
          map.set(row.id, record instanceof Promise ? await record : record);
        }
      } else {
        // Dates follow the seeding day, so the demo always has data up to today.
        const seed = currentSeed((await seeders.get(name)?.()) ?? []);
        for (const r of seed) map.set(r.id, r);
        await persist(name, seed, true);
      }
      cache.set(name, map);
      loading.delete(name);
      return map;
    })();
    loading.set(name, pending);
  }
  return pending;
}

/**
 * The records a collection holds now (in this tab's memory, or stored in IndexedDB), without
 * loading or seeding it: none when it was never seeded. For a collection that takes over a field
 * an older release stored in another one (src/demo-api/product-store.ts).
 */
export async function storedRecords<T extends DemoRecord>(name: string): Promise<T[]> {
  const hit = cache.get(name);
  if (hit) return [...hit.values()] as T[];
  const db = await database();
  if (!db || !(await db.get(STORE, [META, name]))) return [];
  return ((await db.getAllFromIndex(STORE, 'by-collection', name)) as StoredRow[]).map((row) => row.v as T);
}

export interface Collection<T extends DemoRecord> {
  name: string;
  all(): Promise<T[]>;
  get(id: string): Promise<T | undefined>;
  find(predicate: (record: T) => boolean): Promise<T | undefined>;
  put(record: T): Promise<T>;
  putMany(records: T[]): Promise<void>;
  delete(id: string): Promise<boolean>;
  deleteMany(ids: string[]): Promise<number>;
  /** Replaces the whole collection (used by reset and by the 10,000-user switch). */
  replaceAll(records: T[]): Promise<void>;
}

export function defineCollection<T extends DemoRecord>(
  name: string,
  seed: () => T[] | Promise<T[]>,
  /** Fills fields a record stored before they existed lacks (a browser keeps its data across releases). */
  upgrade?: (record: T) => T | Promise<T>,
): Collection<T> {
  seeders.set(name, seed as Seeder);
  if (upgrade) upgraders.set(name, (record) => upgrade(record as T));
  return {
    name,
    async all() {
      return [...(await load(name)).values()] as T[];
    },
    async get(id) {
      return (await load(name)).get(id) as T | undefined;
    },
    async find(predicate) {
      for (const r of (await load(name)).values()) if (predicate(r as T)) return r as T;
      return undefined;
    },
    async put(record) {
      (await load(name)).set(record.id, record);
      await persist(name, [record], false);
      return record;
    },
    async putMany(records) {
      const map = await load(name);
      for (const r of records) map.set(r.id, r);
      await persist(name, records, false);
    },
    async delete(id) {
      const existed = (await load(name)).delete(id);
      await remove(name, [id]);
      return existed;
    },
    async deleteMany(ids) {
      const map = await load(name);
      const gone = ids.filter((id) => map.delete(id));
      await remove(name, gone);
      return gone.length;
    },
    async replaceAll(records) {
      const map = new Map<string, DemoRecord>();
      for (const r of records) map.set(r.id, r);
      cache.set(name, map);
      await persist(name, records, true);
    },
  };
}

/**
 * One kind of record stored as two collections (docs/api/demo-seed.md): the small part the
 * overviews and the first load after sign-in read, and the rest, which only the record's own
 * screens need. Reads join the parts (`join` gets no second part for a record stored whole before
 * the split); writes split them, after `prepare` (mail's HTML is cleaned first).
 */
export function joinedCollection<T extends DemoRecord, A extends DemoRecord, B extends DemoRecord>(
  name: string,
  [first, second]: [Collection<A>, Collection<B>],
  parts: { split: (record: T) => [A, B]; join: (first: A, second: B | undefined) => T; prepare?: (record: T) => T | Promise<T> },
): Collection<T> {
  const { split, join, prepare } = parts;
  const ready = async (records: T[]) => (prepare ? Promise.all(records.map(prepare)) : records);
  async function all() {
    const [firsts, seconds] = await Promise.all([first.all(), second.all()]);
    const secondOf = new Map(seconds.map((b) => [b.id, b]));
    return firsts.map((a) => join(a, secondOf.get(a.id)));
  }
  async function writeAll(records: T[], write: 'putMany' | 'replaceAll') {
    const pairs = (await ready(records)).map(split);
    await Promise.all([first[write](pairs.map(([a]) => a)), second[write](pairs.map(([, b]) => b))]);
  }
  return {
    name,
    all,
    async get(id) {
      const [a, b] = await Promise.all([first.get(id), second.get(id)]);
      return a && join(a, b);
    },
    async find(predicate) {
      return (await all()).find(predicate);
    },
    async put(record) {
      const stored = prepare ? await prepare(record) : record;
      const [a, b] = split(stored);
      await Promise.all([first.put(a), second.put(b)]);
      return stored;
    },
    putMany: (records) => writeAll(records, 'putMany'),
    async delete(id) {
      const [existed] = await Promise.all([first.delete(id), second.delete(id)]);
      return existed;
    },
    async deleteMany(ids) {
      const [count] = await Promise.all([first.deleteMany(ids), second.deleteMany(ids)]);
      return count;
    },
    replaceAll: (records) => writeAll(records, 'replaceAll'),
  };
}

/**
 * Restores collections to their seed ("Reset demo data"). Sign-in accounts and the token secret
 * are kept by default, so the person resetting stays signed in.
 */
export async function resetDemoData(keep: readonly string[] = ['accounts', 'secrets']): Promise<void> {
  for (const name of [...cache.keys()]) if (!keep.includes(name)) cache.delete(name);
  loading.clear();
  const db = await database();
  if (!db) return;
  const tx = db.transaction(STORE, 'readwrite');
  let cursor = await tx.store.openCursor();
  while (cursor) {
    const row = cursor.value as StoredRow;
    if (!keep.includes(row.c === META ? row.id : row.c)) await cursor.delete();
    cursor = await cursor.continue();
  }
  await tx.done;
  written.add('*');
}
