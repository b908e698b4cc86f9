// The file group (docs/api/crud-groups.md#file, docs/api/files.md) on PostgreSQL: list (search,
// parent, kind facet, favourites, dates, sort and paging in SQL), details, usage, folders, rename
// and move, delete, chunked uploads whose bytes go to FILE_STORAGE_DIR (one file per upload, its
// metadata in `files`), the bytes back as an attachment, move, star, trash and restore.
// The payloads' rules are the demo API's own (src/lib/api-contract/file-input.ts); the other
// messages mirror it (src/demo-api/handlers/file.ts, file-manager-routes.ts); the contract suite
// checks both answer alike.
//
// Who reads and changes what is server/access/files.ts (docs/api/files.md#who-may-do-what): an
// upload is read by its owner and its shares, and does not exist for anyone else (404, left out of
// lists and usage); the workspace's items (folders, the seed's records) are read by everyone; only
// the owner and `edit` shares change an item (403 for the others who read it). A bulk call changes
// all its items or none.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { appendFile, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { normalize } from '@/lib/api-contract/list-query';
import { fileIdsSchema, fileMoveSchema, fileSchema, fileStarSchema, uploadStartSchema } from '@/lib/api-contract/file-input';
import { idsSchema as bulkIdsSchema } from '@/lib/api-contract/ids-input';
import {
  fileKinds,
  fileNameErrors,
  MAX_UPLOAD_BYTES,
  uploadKindOf,
  type FileItem,
  type FileKind,
  type FileShare,
  type FileUsageResponse,
} from '@/lib/api-contract/file';
import { apiMessages } from '@/lib/api-contract/errors';
import {
  changeableBy,
  changeableFile,
  changeableFiles,
  fileAudience,
  readableBy,
  readableFile,
  readableRows,
  readersOf,
  type FileRefusal,
  type FileRow,
} from '../access/files';
import type { AccountRow, AppEnv, ServerDeps } from '../context';
import type { Db } from '../db/client';
import { fileUploads, files } from '../db/schema';
import { contentTypeOf, matchesType, SNIFF_BYTES } from '../files/sniff';
import { runList, type SqlListSpec } from '../http/list';
import { fieldErrors, notFound, readJson } from '../http/respond';
import { validate, validateBody } from '../http/validate';

/** Bytes per chunk (docs/api/files.md#uploads), as the demo's UPLOAD_CHUNK_BYTES. */
export const UPLOAD_CHUNK_BYTES = 512 * 1024;
/** A chunk's body larger than this is refused before it is read (413). */
const CHUNK_BODY_LIMIT = 1024 * 1024;
const QUOTA = 50 * 1024 ** 3;
const UPLOAD_GONE = 'This upload was cancelled or has expired.';

export const fileSearchText = (f: { name: string; tags: string[] }) => normalize([f.name, ...f.tags].join(' '));
const sharedEmailsOf = (shares: FileShare[]) => shares.map((s) => s.email.toLowerCase());

function toFile(row: FileRow, folderSize?: number): FileItem {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as FileKind,
    size: row.kind === 'folder' ? (folderSize ?? 0) : row.size,
    parentId: row.parentId,
    isFavorite: row.isFavorite,
    tags: row.tags,
    sharedWith: row.sharedWith,
    createdAt: row.createdAt.toISOString(),
    modifiedAt: row.modifiedAt.toISOString(),
    ...(row.ownerEmail ? { owner: { name: row.ownerName ?? '', email: row.ownerEmail } } : {}),
    ...(row.contentType ? { contentType: row.contentType } : {}),
  };
}

/** Folder sizes: what each folder holds at any depth that the account may read, in one recursive query. */
async function folderSizes(db: Db, ids: string[], account: AccountRow): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const result = await db.execute<{ root: string; size: string | number | null }>(sql`
    with recursive tree(root, id, kind, size) as (
      select f.id, f.id, f.kind, f.size from ${files} f where f.id in ${ids}
      union all
      select t.root, c.id, c.kind, c.size from ${readableRows(account)} c join tree t on c.parent_id = t.id
    )
    select root, sum(size) filter (where kind <> 'folder' and id <> root) as size from tree group by root`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { root: string; size: string | number | null }[];
  return new Map(rows.map((r) => [r.root, Number(r.size ?? 0)]));
}

async function present(db: Db, rows: FileRow[], account: AccountRow): Promise<FileItem[]> {
  const sizes = await folderSizes(
    db,
    rows.filter((r) => r.kind === 'folder').map((r) => r.id),
    account,
  );
  return rows.map((r) => toFile(r, sizes.get(r.id)));
}

const nameKey = (column: typeof files.name) => sql`lower(${column}) collate "C"`;
/** The list of what `account` may read. */
const listSpecOf = (account: AccountRow): SqlListSpec => ({
  base: readableBy(account),
  search: files.searchText,
  seq: files.seq,
  sorters: {
    default: sql`(case when ${files.kind} = 'folder' then '0' else '1' end) || lower(${files.name}) collate "C"`,
    name: nameKey(files.name),
    // A folder sorts by what it holds that the account may read (its answered size), at any depth.
    size: sql`case when ${files.kind} = 'folder' then (
      with recursive tree(id, kind, size) as (
        select c.id, c.kind, c.size from ${readableRows(account)} c where c.parent_id = ${files.id}
        union all
        select c.id, c.kind, c.size from ${readableRows(account)} c join tree t on c.parent_id = t.id
      )
      select coalesce(sum(size) filter (where kind <> 'folder'), 0) from tree
    ) else ${files.size} end`,
    modifiedAt: files.modifiedAt,
    kind: files.kind,
  },
  defaultSort: { sort: 'default', order: 'asc' },
  filters: {
    parentId: (v) => (v === 'root' ? isNull(files.parentId) : eq(files.parentId, v)),
    kind: (v) => eq(files.kind, v),
    favorite: (v) => eq(files.isFavorite, v === 'true'),
    startDate: (v) => sql`to_char(${files.modifiedAt} at time zone 'UTC', 'YYYY-MM-DD') >= ${v.slice(0, 10)}`,
    endDate: (v) => sql`to_char(${files.modifiedAt} at time zone 'UTC', 'YYYY-MM-DD') <= ${v.slice(0, 10)}`,
  },
  allowed: { kind: fileKinds },
  facet: { param: 'kind', column: files.kind, keys: fileKinds },
  defaultPageSize: 20,
});

/** `name`, or `name (2).ext`, `name (3).ext`…: the first one no sibling uses (as the demo's freeName). */
async function freeName(db: Db, parentId: string | null, name: string): Promise<string> {
  const siblings = await db
    .select({ name: files.name })
    .from(files)
    .where(and(isNull(files.trashedIn), parentId ? eq(files.parentId, parentId) : isNull(files.parentId)));
  const taken = new Set(siblings.map((s) => s.name.toLowerCase()));
  if (!taken.has(name.toLowerCase())) return name;
  const dot = name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let n = 2; ; n += 1) {
    const candidate = `${stem} (${n})${ext}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

/** Why `parentId` cannot hold `movingId` (null when it can), as the demo's parentProblem. */
async function parentProblem(db: Db, parentId: string | null, movingId?: string): Promise<string | null> {
  if (!parentId) return null;
  const result = await db.execute<{ id: string; kind: string }>(sql`
    with recursive up(id, parent_id, kind, depth) as (
      select id, parent_id, kind, 0 from ${files} where id = ${parentId} and trashed_in is null
      union all
      select f.id, f.parent_id, f.kind, u.depth + 1 from ${files} f join up u on f.id = u.parent_id where u.depth < 1000
    )
    select id, kind from up order by depth`);
  const chain = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { id: string; kind: string }[];
  if (!chain.length || chain[0]!.kind !== 'folder') return 'Choose an existing folder.';
  if (movingId && chain.some((p) => p.id === movingId)) return 'A folder cannot go inside itself.';
  return null;
}

async function nameTaken(db: Db, parentId: string | null, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        isNull(files.trashedIn),
        parentId ? eq(files.parentId, parentId) : isNull(files.parentId),
        sql`lower(${files.name}) = ${name.toLowerCase()}`,
        exceptId ? sql`${files.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Every id under `ids` (not in the trash), at any depth, the ids included. */
async function treeOf(db: Db, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const result = await db.execute<{ id: string }>(sql`
    with recursive tree(id) as (
      select id from ${files} where id in ${ids} and trashed_in is null
      union
      select c.id from ${files} c join tree t on c.parent_id = t.id where c.trashed_in is null
    )
    select id from tree`);
  return ((Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { id: string }[]).map((r) => r.id);
}

export function fileRoutes(deps: ServerDeps) {
  const db = deps.database.db;
  const storage = deps.config.fileStorageDir;
  const uploadsDir = join(storage, 'uploads');
  const partPath = (uploadId: string) => join(uploadsDir, `${uploadId}.part`);
  const storedPath = (key: string) => join(storage, key);
  const app = new Hono<AppEnv>();
  // Live updates for the other writes (rename, move, star, trash, restore, delete, a new folder):
  // each item's change goes to those who may read it, as the reads decide (`fileAudience`): everyone
  // for the workspace's items (folders, the seed's records), else the owner and those it is shared
  // with, before the write and after it (docs/server.md#live-updates). Uploads publish their own.
  const BULK = new Set(['move', 'star', 'trash', 'restore', 'bulk-delete']);
  app.use('*', async (c, next) => {
    const method = c.req.method;
    const rest = c.req.path.replace(/^.*\/api\/file\/?/, '');
    if (method === 'GET' || rest.startsWith('uploads') || rest.includes('/')) return next();
    const body = rest === '' || BULK.has(rest) ? await readJson(c) : null;
    const ids = rest === '' ? [] : BULK.has(rest) ? (Array.isArray(body?.ids) ? body.ids.filter((id): id is string => typeof id === 'string') : []) : [decodeURIComponent(rest)];
    const before = await readersOf(db, ids);
    await next();
    if (!c.res.ok) return;
    const action = method === 'DELETE' || rest === 'bulk-delete' ? 'deleted' : 'updated';
    if (rest === '' && method === 'POST') {
      const created = (await c.res.clone().json().catch(() => null)) as { file?: { id?: unknown } } | null;
      const id = typeof created?.file?.id === 'string' ? created.file.id : '';
      await deps.live.publish({ group: 'file', id, action: 'created' }); // a folder: the workspace's
      return;
    }
    // Those who could read it before and those who can now (a share added or taken away).
    const after = action === 'updated' ? await readersOf(db, before.map((r) => r.id)) : [];
    for (const row of before) {
      await deps.live.publish({ group: 'file', id: row.id, action, audience: fileAudience(row, after.find((r) => r.id === row.id)) });
    }
  });
  const missing = (c: Context, id: string) => notFound(c, `No file with id “${id}”.`);
  /** A refused write: 404 (`gone` says what) for what the account cannot read, 403 for what it can only read. */
  const refuse = (c: Context, refused: FileRefusal, gone: string) =>
    refused === 403 ? c.json({ message: apiMessages.forbidden }, 403) : notFound(c, gone);
  const SOME_GONE = 'Some of these items no longer exist.';
  const removeStored = async (keys: (string | null)[]) => {
    await Promise.all(keys.filter((k): k is string => Boolean(k)).map((k) => rm(storedPath(k), { force: true })));
  };

  app.get('/list', async (c) => {
    const account = c.get('account');
    const { ids, ...rest } = await runList(db, new URL(c.req.url), listSpecOf(account), files);
    const rows = ids.length ? await db.select().from(files).where(inArray(files.id, ids)) : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    return c.json({ items: await present(db, ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])), account), ...rest });
  });

  app.get('/details', async (c) => {
    const id = c.req.query('id') ?? '';
    const row = await readableFile(db, c.get('account'), id);
    return row ? c.json({ file: (await present(db, [row], c.get('account')))[0] }) : missing(c, id);
  });

  app.get('/usage', async (c) => {
    const rows = await db
      .select({ kind: files.kind, n: sql<number>`count(*)`, size: sql<number>`coalesce(sum(${files.size}), 0)` })
      .from(files)
      .where(and(readableBy(c.get('account')), sql`${files.kind} <> 'folder'`))
      .groupBy(files.kind);
    const byKind = fileKinds
      .filter((k): k is Exclude<FileKind, 'folder'> => k !== 'folder')
      .map((kind) => {
        const row = rows.find((r) => r.kind === kind);
        return { kind, files: Number(row?.n ?? 0), size: Number(row?.size ?? 0) };
      });
    return c.json({ quota: QUOTA, used: byKind.reduce((s, k) => s + k.size, 0), byKind } satisfies FileUsageResponse);
  });

  app.post('/bulk-delete', async (c) => {
    const parsed = await validateBody(c, bulkIdsSchema);
    if (!parsed.ok) return parsed.response;
    const account = c.get('account');
    const allowed = await changeableFiles(db, account, parsed.data.ids);
    if ('refused' in allowed) return refuse(c, allowed.refused, SOME_GONE);
    const deleted = await db
      .delete(files)
      .where(and(inArray(files.id, parsed.data.ids), changeableBy(account)))
      .returning({ key: files.storageKey });
    await removeStored(deleted.map((d) => d.key));
    return c.json({ deleted: deleted.length });
  });

  // ---- Uploads (docs/api/files.md#uploads) ----------------------------------------------------

  app.post('/uploads', async (c) => {
    const parsed = await validateBody(c, uploadStartSchema);
    if (!parsed.ok) return parsed.response;
    const input = parsed.data;
    if (!uploadKindOf(input.name)) return fieldErrors(c, { name: 'This type of file is not accepted.' });
    if (input.size > MAX_UPLOAD_BYTES) return fieldErrors(c, { size: 'Files can be up to 50 MB.' });
    const problem = await parentProblem(db, input.parentId);
    if (problem) return fieldErrors(c, { parentId: problem });
    const id = randomUUID();
    await mkdir(uploadsDir, { recursive: true });
    await appendFile(partPath(id), new Uint8Array(0));
    await db.insert(fileUploads).values({ id, accountId: c.get('account').id, ...input });
    return c.json({ uploadId: id, chunkSize: UPLOAD_CHUNK_BYTES }, 201);
  });

  const upload = async (c: Context<AppEnv>) => {
    const [row] = await db
      .select()
      .from(fileUploads)
      .where(and(eq(fileUploads.id, c.req.param('uploadId') ?? ''), eq(fileUploads.accountId, c.get('account').id)))
      .limit(1);
    return row;
  };

  app.put(
    '/uploads/:uploadId',
    bodyLimit({
      maxSize: CHUNK_BODY_LIMIT,
      onError: (c) => c.json({ message: `A chunk can be at most ${UPLOAD_CHUNK_BYTES / 1024} KB: send the file in chunks of chunkSize bytes.` }, 413),
    }),
    async (c) => {
      const pending = await upload(c);
      if (!pending) return notFound(c, UPLOAD_GONE);
      const offset = Number(c.req.query('offset'));
      if (offset !== pending.received) return fieldErrors(c, { offset: `Expected the chunk at byte ${pending.received}.` });
      const bytes = new Uint8Array(await c.req.arrayBuffer().catch(() => new ArrayBuffer(0)));
      if (bytes.byteLength === 0) return fieldErrors(c, { chunk: 'Send the chunk’s bytes as the request body.' });
      if (bytes.byteLength > UPLOAD_CHUNK_BYTES || pending.received + bytes.byteLength > pending.size)
        return fieldErrors(c, { chunk: 'The chunk is larger than announced.' });
      // Written to disk before the offset moves on: a chunk is acknowledged once it is stored.
      const path = partPath(pending.id);
      const onDisk = (await stat(path).catch(() => null))?.size ?? 0;
      if (onDisk !== pending.received) {
        const handle = await open(path, 'r+');
        await handle.truncate(pending.received);
        await handle.close();
      }
      await appendFile(path, bytes);
      const received = pending.received + bytes.byteLength;
      const [updated] = await db
        .update(fileUploads)
        .set({ received })
        .where(and(eq(fileUploads.id, pending.id), eq(fileUploads.received, pending.received)))
        .returning({ received: fileUploads.received });
      if (!updated) return fieldErrors(c, { offset: 'Another chunk arrived at the same time; send the chunks in order.' });
      return c.json({ received });
    },
  );

  app.post('/uploads/:uploadId/complete', async (c) => {
    const account = c.get('account');
    const pending = await upload(c);
    if (!pending) return notFound(c, UPLOAD_GONE);
    if (pending.received !== pending.size) return fieldErrors(c, { size: `Received ${pending.received} of ${pending.size} bytes.` });
    const path = partPath(pending.id);
    const handle = await open(path, 'r');
    const head = new Uint8Array(SNIFF_BYTES);
    const { bytesRead } = await handle.read(head, 0, SNIFF_BYTES, 0);
    await handle.close();
    if (!matchesType(pending.name, head.subarray(0, bytesRead))) {
      await db.delete(fileUploads).where(eq(fileUploads.id, pending.id));
      await rm(path, { force: true });
      return fieldErrors(c, { name: `The file’s content is not a .${pending.name.split('.').pop()} file.` });
    }
    const parentId = (await parentProblem(db, pending.parentId)) ? null : pending.parentId;
    const id = randomUUID();
    const key = `${id}.bin`;
    await rename(path, storedPath(key));
    const name = await freeName(db, parentId, pending.name);
    const now = new Date();
    const [row] = await db.transaction(async (tx) => {
      await tx.delete(fileUploads).where(eq(fileUploads.id, pending.id));
      return tx
        .insert(files)
        .values({
          id,
          name,
          kind: uploadKindOf(pending.name)!,
          size: pending.size,
          parentId,
          isFavorite: false,
          tags: [],
          sharedWith: [],
          sharedEmails: [],
          ownerName: account.displayName,
          ownerEmail: account.email,
          contentType: pending.type || contentTypeOf(pending.name),
          storageKey: key,
          searchText: fileSearchText({ name, tags: [] }),
          createdAt: now,
          modifiedAt: now,
        })
        .returning();
    });
    // An upload is its owner's until shared (docs/server.md#security): only their tabs hear of it.
    await deps.live.publish({ group: 'file', id, action: 'created', audience: { emails: [account.email] } });
    return c.json({ file: toFile(row!) }, 201);
  });

  app.delete('/uploads/:uploadId', async (c) => {
    const pending = await upload(c);
    if (!pending) return notFound(c, 'Not found');
    await db.delete(fileUploads).where(eq(fileUploads.id, pending.id));
    await rm(partPath(pending.id), { force: true });
    return c.body(null, 204);
  });

  app.get('/:id/content', async (c) => {
    const row = await readableFile(db, c.get('account'), c.req.param('id'));
    if (!row?.storageKey) return notFound(c, 'No stored content for this item.');
    const path = storedPath(row.storageKey);
    const info = await stat(path).catch(() => null);
    if (!info) return notFound(c, 'No stored content for this item.');
    const stream = Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>;
    return c.body(stream, 200, {
      // The extension's type, never the browser's declaration, and never shown inline.
      'Content-Type': contentTypeOf(row.name),
      'Content-Length': String(info.size),
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(row.name)}`,
      'Content-Security-Policy': "sandbox; default-src 'none'",
    });
  });

  // ---- Move, star, trash, restore ---------------------------------------------------------------

  app.post('/move', async (c) => {
    const parsed = await validateBody(c, fileMoveSchema);
    if (!parsed.ok) return parsed.response;
    const account = c.get('account');
    const { ids, parentId } = parsed.data;
    const allowed = await changeableFiles(db, account, ids);
    if ('refused' in allowed) return refuse(c, allowed.refused, SOME_GONE);
    const byId = new Map(allowed.rows.map((r) => [r.id, r]));
    for (const id of ids) {
      const item = byId.get(id)!;
      const problem = await parentProblem(db, parentId, item.id);
      if (problem) return fieldErrors(c, { parentId: problem });
      const [clash] = await db
        .select({ id: files.id })
        .from(files)
        .where(
          and(
            isNull(files.trashedIn),
            parentId ? eq(files.parentId, parentId) : isNull(files.parentId),
            sql`lower(${files.name}) = ${item.name.toLowerCase()}`,
            sql`${files.id} not in ${ids}`,
          ),
        )
        .limit(1);
      if (clash) return fieldErrors(c, { parentId: `“${item.name}” is already in that folder.` });
    }
    // A timestamp parameter inside raw SQL travels as text (postgres.js does not serialise a Date there).
    const now = sql`${new Date().toISOString()}::timestamptz`;
    const moved = await db
      .update(files)
      .set({
        parentId,
        modifiedAt:
          parentId === null
            ? sql`case when ${files.parentId} is null then ${files.modifiedAt} else ${now} end`
            : sql`case when ${files.parentId} = ${parentId} then ${files.modifiedAt} else ${now} end`,
      })
      .where(and(inArray(files.id, ids), changeableBy(account)))
      .returning();
    const order = new Map(ids.map((id, i) => [id, i]));
    moved.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
    return c.json({ items: await present(db, moved, account) });
  });

  app.post('/star', async (c) => {
    const parsed = await validateBody(c, fileStarSchema);
    if (!parsed.ok) return parsed.response;
    const account = c.get('account');
    // The star is the item's, seen by everyone who reads it: a change of the item.
    const allowed = await changeableFiles(db, account, parsed.data.ids);
    if ('refused' in allowed) return refuse(c, allowed.refused, SOME_GONE);
    const changed = await db
      .update(files)
      .set({ isFavorite: parsed.data.starred })
      .where(and(inArray(files.id, parsed.data.ids), changeableBy(account)))
      .returning();
    const order = new Map(parsed.data.ids.map((id, i) => [id, i]));
    changed.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
    return c.json({ items: await present(db, changed, account) });
  });

  app.post('/trash', async (c) => {
    const parsed = await validateBody(c, fileIdsSchema);
    if (!parsed.ok) return parsed.response;
    const allowed = await changeableFiles(db, c.get('account'), parsed.data.ids);
    if ('refused' in allowed) return refuse(c, allowed.refused, SOME_GONE);
    const chosen = allowed.rows.map((r) => r.id);
    // An item inside another trashed folder travels with that folder.
    const under = new Set<string>();
    for (const id of chosen) for (const d of await treeOf(db, [id])) if (d !== id) under.add(d);
    const roots = chosen.filter((id) => !under.has(id));
    const now = new Date();
    await db.transaction(async (tx) => {
      for (const root of roots) {
        const tree = await treeOf(tx as unknown as Db, [root]);
        await tx.update(files).set({ trashedIn: root, trashedAt: now }).where(inArray(files.id, tree));
      }
    });
    return c.json({ count: roots.length });
  });

  app.post('/restore', async (c) => {
    const parsed = await validateBody(c, fileIdsSchema);
    if (!parsed.ok) return parsed.response;
    // Every id in the trash and the account's to change; an item that went with a trashed folder
    // comes back with that folder (when it is named too), so only the folders' entries are restored.
    const allowed = await changeableFiles(db, c.get('account'), parsed.data.ids, { inTrash: true });
    if ('refused' in allowed) return refuse(c, allowed.refused, 'Some of these items are not in the trash.');
    const order = parsed.data.ids;
    const roots = allowed.rows.filter((r) => r.trashedIn === r.id).sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
    let count = 0;
    for (const root of roots) {
      const id = root.id;
      // Back where it was; at the top level if that folder is gone, renamed if the name was reused.
      const parentId = (await parentProblem(db, root.parentId)) ? null : root.parentId;
      const name = await freeName(db, parentId, root.name);
      await db.transaction(async (tx) => {
        await tx.update(files).set({ trashedIn: null, trashedAt: null }).where(eq(files.trashedIn, id));
        await tx
          .update(files)
          .set({ parentId, name, searchText: fileSearchText({ name, tags: root.tags }) })
          .where(eq(files.id, id));
      });
      count += 1;
    }
    return c.json({ count });
  });

  // ---- Create, update, delete (crud-groups.md#file) ---------------------------------------------

  app.post('/', async (c) => {
    const account = c.get('account');
    const parsed = await validateBody(c, fileSchema);
    if (!parsed.ok) return parsed.response;
    const input = parsed.data;
    const problem = await parentProblem(db, input.parentId);
    if (problem) return fieldErrors(c, { parentId: problem });
    if (await nameTaken(db, input.parentId, input.name)) return fieldErrors(c, { name: fileNameErrors.taken });
    const now = new Date();
    const shared = input.sharedWith ?? [];
    const [row] = await db
      .insert(files)
      .values({
        id: randomUUID(),
        name: input.name,
        kind: input.kind,
        size: input.kind === 'folder' ? 0 : input.size,
        parentId: input.parentId,
        isFavorite: input.isFavorite ?? false,
        tags: input.tags ?? [],
        sharedWith: shared,
        sharedEmails: sharedEmailsOf(shared),
        ownerName: account.displayName,
        ownerEmail: account.email,
        searchText: fileSearchText({ name: input.name, tags: input.tags ?? [] }),
        createdAt: now,
        modifiedAt: now,
      })
      .returning();
    return c.json({ file: (await present(db, [row!], account))[0] }, 201);
  });

  const patch = async (c: Context<AppEnv>) => {
    const account = c.get('account');
    const id = c.req.param('id')!;
    const allowed = await changeableFile(db, account, id);
    if ('refused' in allowed) return refuse(c, allowed.refused, `No file with id “${id}”.`);
    const existing = allowed.row;
    const parsed = validate(c, fileSchema.partial(), (await readJson(c)) ?? {});
    if (!parsed.ok) return parsed.response;
    const { kind: _kind, size: _size, ...input } = parsed.data;
    const parentId = input.parentId === undefined ? existing.parentId : input.parentId;
    const problem = await parentProblem(db, parentId, existing.id);
    if (problem) return fieldErrors(c, { parentId: problem });
    const name = input.name ?? existing.name;
    if (await nameTaken(db, parentId, name, existing.id)) return fieldErrors(c, { name: fileNameErrors.taken });
    const tags = input.tags ?? existing.tags;
    const [row] = await db
      .update(files)
      .set({
        ...input,
        ...(input.sharedWith ? { sharedEmails: sharedEmailsOf(input.sharedWith) } : {}),
        searchText: fileSearchText({ name, tags }),
        modifiedAt: new Date(),
      })
      .where(and(eq(files.id, id), changeableBy(account)))
      .returning();
    if (!row) return missing(c, id);
    return c.json({ file: (await present(db, [row], account))[0] });
  };
  app.patch('/:id', patch);
  app.put('/:id', patch);

  app.delete('/:id', async (c) => {
    const id = c.req.param('id');
    const account = c.get('account');
    const allowed = await changeableFile(db, account, id);
    if ('refused' in allowed) return refuse(c, allowed.refused, `No file with id “${id}”.`);
    const deleted = await db
      .delete(files)
      .where(and(eq(files.id, id), changeableBy(account)))
      .returning({ key: files.storageKey });
    if (!deleted.length) return missing(c, id);
    await removeStored(deleted.map((d) => d.key));
    return c.body(null, 204);
  });

  return app;
}

/** The seed's files (metadata only), as rows. */
export function seedFileRows(items: FileItem[]) {
  return items.map((f) => ({
    id: f.id,
    name: f.name,
    kind: f.kind,
    size: f.size,
    parentId: f.parentId,
    isFavorite: f.isFavorite,
    tags: f.tags,
    sharedWith: f.sharedWith,
    sharedEmails: sharedEmailsOf(f.sharedWith),
    ownerName: f.owner?.name ?? null,
    ownerEmail: f.owner?.email ?? null,
    contentType: null,
    storageKey: null,
    searchText: fileSearchText(f),
    createdAt: new Date(f.createdAt),
    modifiedAt: new Date(f.modifiedAt),
  }));
}
