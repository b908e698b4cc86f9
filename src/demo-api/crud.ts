// The standard endpoints of a dashboard resource group, so every group behaves the same:
//   GET    /api/<group>/list            paged, sorted, filtered, searched (list-query.ts)
//   GET    /api/<group>/details?id=     { [key]: record }  (404 when unknown)
//   POST   /api/<group>                 create, 201 { [key]: record }
//   PATCH  /api/<group>/:id             update any subset of the create fields, 200 { [key]: record }
//   DELETE /api/<group>/:id             204
//   POST   /api/<group>/bulk-delete     { ids } → { deleted }
// Every call needs a valid bearer token (401); payloads are validated (400 with fieldErrors; 409
// with fieldErrors when the record clashes with another, e.g. a taken email). docs/api/crud-groups.md
// This file imports no zod: the ids' schema loads with the first bulk delete, and a group may give
// its payload schema as `loadSchema`, so its reads fetch no zod either (docs/performance.md#demo-api).
import { HttpResponse, http, type RequestHandler } from 'msw';
import type { z } from 'zod';
import { EDIT_CONFLICT_MESSAGE, EXPECTED_VERSION_INVALID, readExpectedVersion, type EditConflictBody } from '@/lib/api-contract/edit-conflict';
import type { Account } from './accounts';
import { requireAccount } from './accounts';
import type { Collection, DemoRecord } from './db';
import { listQuery, type ListOptions } from './list-query';
import { API, conflict, fieldErrors, forbidden, latency, notFound } from './respond';
import { validate, validateBody } from './validate';

export interface CrudConfig<T extends DemoRecord, S extends z.ZodObject, L extends DemoRecord = T> {
  group: string;
  /** The property the details/create/update responses put the record under (`invoice`). */
  key: string;
  collection: Collection<T>;
  /**
   * What the list reads and answers when it is less than the whole record (the product list leaves
   * out the copy only a product's own screens show): its own collection and presentation. Default:
   * the records, as `present` answers them.
   */
  listed?: { collection: Collection<L>; present: (records: L[]) => Promise<L[]> };
  list: ListOptions<L>;
  /** Finds a record for `details` (defaults to the id; posts also accept a slug). */
  lookup?: (records: T[], id: string) => T | undefined;
  /** The create payload's schema (an update takes any subset of it); or `loadSchema`, imported on the first write. */
  schema?: S;
  loadSchema?: () => Promise<S>;
  create?: (input: z.infer<S>, context: { account: Account; records: T[] }) => T;
  update?: (existing: T, input: Partial<z.infer<S>>, context: { account: Account; records: T[] }) => T;
  /** Extra checks that need the other records (unique names...); return field errors or null. */
  check?: (input: Partial<z.infer<S>>, records: T[], existing?: T) => Record<string, string> | null;
  /**
   * Checks that make the request clash with another record (a taken email): answered 409 with
   * the message and field errors, where `check` answers 400.
   */
  conflict?: (
    input: Partial<z.infer<S>>,
    records: T[],
    existing?: T,
  ) => { message: string; fieldErrors: Record<string, string> } | null;
  /** Run before the standard routes, so they can claim paths such as /api/<group>/latest. */
  extra?: RequestHandler[];
  /** Awaited before a list or details read (users re-seed 10,000 records when asked to). */
  beforeRead?: () => Promise<void>;
  /** Told every record after a create, update or delete (the product group mirrors itself for the public pages). */
  afterWrite?: (records: T[]) => void | Promise<void>;
  /**
   * How records are answered (list items, details, create and update): figures computed from other
   * collections (the product group's subscribers, revenue and rating). Default: as stored.
   */
  present?: (records: T[]) => Promise<T[]>;
  /** The 404 message of an unknown id (default "No <group> with id …" / "Not found"). */
  notFoundMessage?: string;
  /**
   * Records that are not every account's (the file group's, docs/api/files.md#who-may-do-what):
   * `readable` is what the account may read, as list and details answer it (anything else is a 404);
   * `mayChange` whether it may update or delete one of those (403 otherwise). A bulk delete is
   * refused whole (404, 403) when one of its ids is either. Default: every record is every account's.
   */
  access?: {
    readable: (records: T[], account: Account) => T[] | Promise<T[]>;
    mayChange: (record: T, account: Account) => boolean;
    /** The 404 of a bulk delete naming a record the account cannot read. */
    someGone: string;
  };
  /**
   * Whether an update may carry `expectedUpdatedAt` and is refused with 409 and the stored record
   * when it is stale (docs/api/crud-groups.md#edit-conflicts): the groups with an edit form.
   */
  versioned?: boolean;
}

/** Memoises a schema built on first use; a failed import (offline) is tried again next time. */
function once<T>(build: () => Promise<T>): () => Promise<T> {
  let built: Promise<T> | null = null;
  return () =>
    (built ??= build().catch((cause: unknown) => {
      built = null;
      throw cause;
    }));
}

const idsSchema = once(async () => (await import('@/lib/api-contract/ids-input')).idsSchema);

export function crudHandlers<T extends DemoRecord, S extends z.ZodObject, L extends DemoRecord = T>(
  config: CrudConfig<T, S, L>,
): RequestHandler[] {
  const { group, key, collection } = config;
  const base = `${API}/${group}`;
  const lookup = config.lookup ?? ((records: T[], id: string) => records.find((r) => r.id === id));
  const missing = (id: string) => notFound(config.notFoundMessage ?? `No ${group} with id “${id}”.`);
  const present = config.present ?? ((records: T[]) => Promise.resolve(records));
  const presentOne = async (record: T) => (await present([record]))[0]!;
  // Without `listed`, L is T (its default): the list answers the whole records.
  const listed = config.listed ?? ({ collection, present } as unknown as NonNullable<typeof config.listed>);
  const { access } = config;
  /** What the account may read of `records` (all of them without `access`). */
  const readableOf = async (records: T[], account: Account) => (access ? access.readable(records, account) : records);
  const clashOf = (input: Partial<z.infer<S>>, records: T[], existing?: T): Response | null => {
    const invalid = config.check?.(input, records, existing);
    if (invalid) return fieldErrors(invalid);
    const taken = config.conflict?.(input, records, existing);
    return taken ? conflict(taken.message, taken.fieldErrors) : null;
  };
  const handlers: RequestHandler[] = [
    ...(config.extra ?? []),
    http.get(`${base}/list`, async ({ request }) => {
      await latency();
      const account = await requireAccount(request);
      await config.beforeRead?.();
      // With `access`, L is T (a group with private records lists them whole).
      const records = access ? ((await readableOf(await collection.all(), account)) as unknown as L[]) : await listed.collection.all();
      return HttpResponse.json(listQuery(request, await listed.present(records), config.list));
    }),
    http.get(`${base}/details`, async ({ request }) => {
      await latency();
      const account = await requireAccount(request);
      await config.beforeRead?.();
      const id = new URL(request.url).searchParams.get('id') ?? '';
      const record = lookup(await readableOf(await collection.all(), account), id);
      return record ? HttpResponse.json({ [key]: await presentOne(record) }) : missing(id);
    }),
    http.post(`${base}/bulk-delete`, async ({ request }) => {
      await latency();
      const account = await requireAccount(request);
      const parsed = await validateBody(request, await idsSchema());
      if (!parsed.ok) return parsed.response;
      if (access) {
        const readable = new Map((await readableOf(await collection.all(), account)).map((r) => [r.id, r]));
        const named = parsed.data.ids.map((id) => readable.get(id));
        if (named.some((r) => !r)) return notFound(access.someGone);
        if (named.some((r) => !access.mayChange(r!, account))) return forbidden();
      }
      const deleted = await collection.deleteMany(parsed.data.ids);
      await config.afterWrite?.(await collection.all());
      return HttpResponse.json({ deleted });
    }),
    http.delete(`${base}/:id`, async ({ request, params }) => {
      await latency();
      const account = await requireAccount(request);
      if (access) {
        const record = (await readableOf(await collection.all(), account)).find((r) => r.id === String(params.id));
        if (!record) return missing(String(params.id));
        if (!access.mayChange(record, account)) return forbidden();
      }
      const deleted = await collection.delete(String(params.id));
      if (deleted) await config.afterWrite?.(await collection.all());
      return deleted ? new HttpResponse(null, { status: 204 }) : missing(String(params.id));
    }),
  ];

  const { create, update } = config;
  const given = config.schema;
  const schema = given ? () => Promise.resolve(given) : config.loadSchema && once(config.loadSchema);
  if (schema && create) {
    handlers.push(
      http.post(base, async ({ request }) => {
        await latency();
        const account = await requireAccount(request);
        const parsed = await validateBody(request, await schema());
        if (!parsed.ok) return parsed.response;
        const records = await collection.all();
        const clash = clashOf(parsed.data, records);
        if (clash) return clash;
        const record = await collection.put(create(parsed.data, { account, records }));
        await config.afterWrite?.(await collection.all());
        return HttpResponse.json({ [key]: await presentOne(record) }, { status: 201 });
      }),
    );
  }
  if (schema && update) {
    const partial = once(async () => (await schema()).partial());
    const patch = async ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
      await latency();
      const account = await requireAccount(request);
      const records = await collection.all();
      const existing = (await readableOf(records, account)).find((r) => r.id === String(params.id));
      if (!existing) return missing(String(params.id));
      if (access && !access.mayChange(existing, account)) return forbidden();
      const body = await request.json().catch(() => null);
      if (config.versioned) {
        const expected = readExpectedVersion(body);
        if (expected === null) return fieldErrors({ expectedUpdatedAt: EXPECTED_VERSION_INVALID });
        if (expected !== undefined && expected !== Date.parse((existing as { updatedAt?: string }).updatedAt ?? '')) {
          const stale: EditConflictBody<T> = { message: EDIT_CONFLICT_MESSAGE, current: await presentOne(existing) };
          return HttpResponse.json(stale, { status: 409 });
        }
      }
      const parsed = validate(await partial(), body ?? {});
      if (!parsed.ok) return parsed.response;
      const input = parsed.data as Partial<z.infer<S>>;
      const clash = clashOf(input, records, existing);
      if (clash) return clash;
      const record = await collection.put(update(existing, input, { account, records }));
      await config.afterWrite?.(await collection.all());
      return HttpResponse.json({ [key]: await presentOne(record) });
    };
    handlers.push(http.patch(`${base}/:id`, patch), http.put(`${base}/:id`, patch));
  }
  return handlers;
}
