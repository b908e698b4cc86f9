// The demo API's storage: named collections of records, cached in memory and written through to
// IndexedDB (when the runtime has it), so edits survive a reload. Seeded on first use; the seeded
// records follow the calendar (`moveWithCalendar`, docs/api/overview.md#dates-in-the-demo-data).
import { openDB, type IDBPDatabase } from 'idb';
import { currentSeed, seedShiftDays, shiftDates } from '@/lib/seed/dates';

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

/**
 * A stored collection's META row (`v`): `shift`, the `seedShiftDays` its seeded records are laid
 * out for; `touched`, the ids of the records the visitor wrote or deleted since it was seeded,
 * which keep their dates. An older release stored `true` (seeding day unknown).
 */
export interface CollectionMeta {
  shift: number;
  touched: string[];
}

function metaOf(value: unknown): CollectionMeta | null {
  if (!value || typeof value !== 'object') return null;
  const { shift, touched } = value as Partial<CollectionMeta>;
  if (typeof shift !== 'number' || !Number.isInteger(shift)) return null;
  return { shift, touched: Array.isArray(touched) ? touched.filter((id): id is string => typeof id === 'string') : [] };
}

/**
 * The seeded records of a stored collection brought to the day the data is read: `today` is
 * `seedShiftDays(now)`. When the collection's records are laid out for an earlier day, every record
 * the visitor has not touched is moved forward by the difference (`shiftDates`), and the META says
 * `today`. Never backwards (a clock set back moves nothing); a META stored by an older release
 * (`true`, or anything unreadable) is taken as laid out for today; a collection with `fixedDates`
 * (security data: a password change, an expiry) never moves. `moved`: the records to write back;
 * `changed`: whether the META must be written (with them, in one transaction).
 */
export function moveWithCalendar<T extends DemoRecord>(
  records: readonly T[],
  stored: unknown,
  today: number,
  fixedDates = false,
): { moved: T[]; meta: CollectionMeta; changed: boolean } {
  const meta = metaOf(stored);
  if (!meta) return { moved: [], meta: { shift: today, touched: [] }, changed: true };
  const days = today - meta.shift;
  if (fixedDates || days <= 0) return { moved: [], meta, changed: false };
  const touched = new Set(meta.touched);
  const moved = records.filter((r) => !touched.has(r.id)).map((r) => shiftDates(r, days));
  return { moved, meta: { shift: today, touched: meta.touched }, changed: true };
}

type Seeder = () => DemoRecord[] | Promise<DemoRecord[]>;
const seeders = new Map<string, Seeder>();
/** Brings a record stored by an older version of the app up to the current shape, on load. */
const upgraders = new Map<string, (record: DemoRecord) => DemoRecord | Promise<DemoRecord>>();
/** Collections whose dates never move (`fixedDates`). */
const fixed = new Set<string>();
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

/** Seeds, or replaces, a collection: its records are laid out for `shift` (`seedShiftDays`), none touched. */
async function persistAll(collection: string, records: DemoRecord[], shift: number) {
  const meta: CollectionMeta = { shift, touched: [] };
  const db = await database();
  if (!db) return;
  const tx = db.transaction(STORE, 'readwrite');
  const keys = await tx.store.index('by-collection').getAllKeys(collection);
  await Promise.all(keys.map((key) => tx.store.delete(key)));
  await tx.store.put({ c: META, id: collection, v: meta } satisfies StoredRow);
  await Promise.all(records.map((r) => tx.store.put({ c: collection, id: r.id, v: r } satisfies StoredRow)));
  await tx.done;
  written.add(collection);
}

/**
 * A visitor's write: the records put (or the ids deleted), and their ids added to the META's
 * `touched` in the same transaction, so they keep their dates. The META is read in that
 * transaction, not kept in memory: another tab may have moved the collection since this one
 * loaded it, and its `shift` must stay the one the stored records are laid out for.
 */
async function write(collection: string, records: DemoRecord[], deleted: string[]) {
  const ids = [...records.map((r) => r.id), ...deleted];
  const db = await database();
  if (!db) return;
  const tx = db.transaction(STORE, 'readwrite');
  const row = (await tx.store.get([META, collection])) as StoredRow | undefined;
  // No META: the collection was reset meanwhile (another tab), and is seeded again on its next load.
  if (row && ids.length) {
    const meta = touch(metaOf(row.v) ?? { shift: seedShiftDays(Date.now()), touched: [] }, ids);
    await tx.store.put({ c: META, id: collection, v: meta } satisfies StoredRow);
  }
  await Promise.all([
    ...records.map((r) => tx.store.put({ c: collection, id: r.id, v: r } satisfies StoredRow)),
    ...deleted.map((id) => tx.store.delete([collection, id])),
  ]);
  await tx.done;
  written.add(collection);
}

function touch(meta: CollectionMeta, ids: readonly string[]): CollectionMeta {
  const known = new Set(meta.touched);
  const added = ids.filter((id) => !known.has(id) && known.add(id));
  return added.length ? { shift: meta.shift, touched: [...meta.touched, ...added] } : meta;
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

/**
 * A stored collection's records, moved to today first when they are laid out for an earlier day
 * (`moveWithCalendar`): null when it was never seeded (or was reset meanwhile).
 */
async function readStored(db: IDBPDatabase, name: string, today: number): Promise<DemoRecord[] | null> {
  const row = (await db.get(STORE, [META, name])) as StoredRow | undefined;
  if (!row) return null;
  const rows = (all: StoredRow[]) => all.map((r) => r.v as DemoRecord);
  if (!moveWithCalendar([], row.v, today, fixed.has(name)).changed) {
    return rows(await db.getAllFromIndex(STORE, 'by-collection', name));
  }
  // Moved in one transaction that reads the META again, so two tabs opening on a new day move once.
  const tx = db.transaction(STORE, 'readwrite');
  const again = (await tx.store.get([META, name])) as StoredRow | undefined;
  if (!again) {
    await tx.done;
    return null;
  }
  const current = rows(await tx.store.index('by-collection').getAll(name));
  const { moved, meta, changed } = moveWithCalendar(current, again.v, today, fixed.has(name));
  if (changed) {
    await Promise.all([
      tx.store.put({ c: META, id: name, v: meta } satisfies StoredRow),
      ...moved.map((r) => tx.store.put({ c: name, id: r.id, v: r } satisfies StoredRow)),
    ]);
  }
  await tx.done;
  if (moved.length) written.add(name);
  const byId = new Map(moved.map((r) => [r.id, r]));
  return current.map((r) => byId.get(r.id) ?? r);
}

async function load(name: string): Promise<Map<string, DemoRecord>> {
  const hit = cache.get(name);
  if (hit) return hit;
  let pending = loading.get(name);
  if (!pending) {
    pending = (async () => {
      const db = await database();
      const map = new Map<string, DemoRecord>();
      const now = Date.now();
      const today = seedShiftDays(now);
      const stored = db ? await readStored(db, name, today) : null;
      if (stored) {
        const upgrade = upgraders.get(name) ?? ((record: DemoRecord) => record);
        for (const record of stored) {
          const upgraded = upgrade(record);
          map.set(record.id, upgraded instanceof Promise ? await upgraded : upgraded);
        }
      } else {
        // Dates follow the seeding day, so the demo always has data up to today.
        const seed = currentSeed((await seeders.get(name)?.()) ?? [], now);
        for (const r of seed) map.set(r.id, r);
        await persistAll(name, seed, today);
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

export interface CollectionOptions<T extends DemoRecord> {
  /** Fills fields a record stored before they existed lacks (a browser keeps its data across releases). */
  upgrade?: (record: T) => T | Promise<T>;
  /**
   * The records' dates never follow the calendar (`moveWithCalendar`): security data, whose times
   * mean something (a password change ends older sessions, an expiry ends a link or a code).
   */
  fixedDates?: boolean;
}

export function defineCollection<T extends DemoRecord>(
  name: string,
  seed: () => T[] | Promise<T[]>,
  { upgrade, fixedDates = false }: CollectionOptions<T> = {},
): Collection<T> {
  seeders.set(name, seed as Seeder);
  if (upgrade) upgraders.set(name, (record) => upgrade(record as T));
  if (fixedDates) fixed.add(name);
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
      await write(name, [record], []);
      return record;
    },
    async putMany(records) {
      const map = await load(name);
      for (const r of records) map.set(r.id, r);
      await write(name, records, []);
    },
    async delete(id) {
      const existed = (await load(name)).delete(id);
      await write(name, [], [id]);
      return existed;
    },
    async deleteMany(ids) {
      const map = await load(name);
      const gone = ids.filter((id) => map.delete(id));
      await write(name, [], gone);
      return gone.length;
    },
    async replaceAll(records) {
      const map = new Map<string, DemoRecord>();
      for (const r of records) map.set(r.id, r);
      cache.set(name, map);
      // Reset and the 10,000-user switch lay their records out for today.
      await persistAll(name, records, seedShiftDays(Date.now()));
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
