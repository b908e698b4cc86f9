// The file manager's endpoints beyond the standard CRUD routes (docs/api/files.md): chunked
// uploads whose bytes are kept, the bytes back, bulk move and star, trash and restore. The bytes go
// to those who may read the item; move, star, trash and restore to its owner and `edit` shares,
// all the items of a call or none (file-store.ts `changeableOf`, as server/access/files.ts).
import { HttpResponse, http, type RequestHandler } from 'msw';
import {
  MAX_UPLOAD_BYTES,
  uploadKindOf,
  type FileItem,
  type FileItemsResponse,
  type FileTrashResponse,
  type UploadChunkResponse,
  type UploadStartResponse,
} from '@/lib/api-contract/file';
import { requireAccount } from './accounts';
import {
  changeableOf,
  descendantsOf,
  fileContents,
  files,
  fileTrash,
  freeName,
  pendingUploads,
  readableBy,
  type FileRefusal,
} from './file-store';
import { API, fieldErrors, forbidden, latency, notFound } from './respond';
import { validateBody } from './validate';

const base = `${API}/file`;
/** Bytes per chunk: small enough that a few megabytes show real progress. */
export const UPLOAD_CHUNK_BYTES = 512 * 1024;

/** Why `parentId` cannot hold `moving` (null when it can). */
export function parentProblem(records: FileItem[], parentId: string | null, moving?: FileItem): string | null {
  if (!parentId) return null;
  const parent = records.find((r) => r.id === parentId);
  if (!parent || parent.kind !== 'folder') return 'Choose an existing folder.';
  // A folder cannot move into itself or one of its own sub-folders.
  for (let p: FileItem | undefined = parent; p; p = records.find((r) => r.id === p!.parentId))
    if (moving && p.id === moving.id) return 'A folder cannot go inside itself.';
  return null;
}

const SOME_GONE = 'Some of these items no longer exist.';
/** A refused write: 404 (`gone` says what) for what the account cannot read, 403 for what it can only read. */
const refuse = (refused: FileRefusal, gone: string) => (refused === 403 ? forbidden() : notFound(gone));

// The payloads' schemas (zod) load with the first write (src/lib/api-contract/file-input.ts).
const inputs = () => import('@/lib/api-contract/file-input');

const uploadStart = http.post(`${base}/uploads`, async ({ request }) => {
  await latency();
  await requireAccount(request);
  const parsed = await validateBody(request, (await inputs()).uploadStartSchema);
  if (!parsed.ok) return parsed.response;
  const input = parsed.data;
  if (!uploadKindOf(input.name)) return fieldErrors({ name: 'This type of file is not accepted.' });
  if (input.size > MAX_UPLOAD_BYTES) return fieldErrors({ size: 'Files can be up to 50 MB.' });
  const problem = parentProblem(await files.all(), input.parentId);
  if (problem) return fieldErrors({ parentId: problem });
  const uploadId = crypto.randomUUID();
  pendingUploads.set(uploadId, { ...input, parts: [], received: 0 });
  return HttpResponse.json({ uploadId, chunkSize: UPLOAD_CHUNK_BYTES } satisfies UploadStartResponse, { status: 201 });
});

const uploadChunk = http.put(`${base}/uploads/:uploadId`, async ({ request, params }) => {
  await latency();
  await requireAccount(request);
  const upload = pendingUploads.get(String(params.uploadId));
  if (!upload) return notFound('This upload was cancelled or has expired.');
  const offset = Number(new URL(request.url).searchParams.get('offset'));
  // Chunks arrive in order; a repeated or skipped one is refused so the bytes cannot be scrambled.
  if (offset !== upload.received) return fieldErrors({ offset: `Expected the chunk at byte ${upload.received}.` });
  const bytes = await request.arrayBuffer().catch(() => null);
  if (!bytes || bytes.byteLength === 0) return fieldErrors({ chunk: 'Send the chunk’s bytes as the request body.' });
  const chunk = new Blob([bytes]);
  if (chunk.size > UPLOAD_CHUNK_BYTES || upload.received + chunk.size > upload.size)
    return fieldErrors({ chunk: 'The chunk is larger than announced.' });
  upload.parts.push(chunk);
  upload.received += chunk.size;
  return HttpResponse.json({ received: upload.received } satisfies UploadChunkResponse);
});

const uploadComplete = http.post(`${base}/uploads/:uploadId/complete`, async ({ request, params }) => {
  await latency();
  const account = await requireAccount(request);
  const id = String(params.uploadId);
  const upload = pendingUploads.get(id);
  if (!upload) return notFound('This upload was cancelled or has expired.');
  if (upload.received !== upload.size)
    return fieldErrors({ size: `Received ${upload.received} of ${upload.size} bytes.` });
  pendingUploads.delete(id);
  const records = await files.all();
  // The folder may have gone to the trash meanwhile: the file then lands at the top level.
  const parentId = parentProblem(records, upload.parentId) ? null : upload.parentId;
  const now = new Date().toISOString();
  const contentType = upload.type || 'application/octet-stream';
  const file: FileItem = {
    id: crypto.randomUUID(),
    name: freeName(records, parentId, upload.name),
    kind: uploadKindOf(upload.name)!,
    size: upload.size,
    parentId,
    isFavorite: false,
    tags: [],
    sharedWith: [],
    createdAt: now,
    modifiedAt: now,
    owner: { name: account.displayName, email: account.email },
    contentType,
  };
  await fileContents.put({ id: file.id, type: contentType, bytes: new Blob(upload.parts, { type: contentType }) });
  await files.put(file);
  return HttpResponse.json({ file }, { status: 201 });
});

const uploadCancel = http.delete(`${base}/uploads/:uploadId`, async ({ request, params }) => {
  await requireAccount(request);
  return pendingUploads.delete(String(params.uploadId)) ? new HttpResponse(null, { status: 204 }) : notFound();
});

const content = http.get(`${base}/:id/content`, async ({ request, params }) => {
  await latency();
  const account = await requireAccount(request);
  const id = String(params.id);
  const [file, stored] = await Promise.all([files.get(id), fileContents.get(id)]);
  if (!file || !stored || !readableBy([file], account).length) return notFound('No stored content for this item.');
  return new HttpResponse(await stored.bytes.arrayBuffer(), {
    headers: {
      'Content-Type': stored.type,
      'Content-Length': String(stored.bytes.size),
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    },
  });
});

const move = http.post(`${base}/move`, async ({ request }) => {
  await latency();
  const account = await requireAccount(request);
  const parsed = await validateBody(request, (await inputs()).fileMoveSchema);
  if (!parsed.ok) return parsed.response;
  const { ids, parentId } = parsed.data;
  const records = await files.all();
  const moving = changeableOf(records, account, ids);
  if ('refused' in moving) return refuse(moving.refused, SOME_GONE);
  const now = new Date().toISOString();
  const moved: FileItem[] = [];
  for (const item of moving.items) {
    const problem = parentProblem(records, parentId, item);
    if (problem) return fieldErrors({ parentId: problem });
    const clash = records.some(
      (r) => r.id !== item.id && !ids.includes(r.id) && r.parentId === parentId && r.name.toLowerCase() === item.name.toLowerCase(),
    );
    if (clash) return fieldErrors({ parentId: `“${item.name}” is already in that folder.` });
    moved.push({ ...item, parentId, modifiedAt: item.parentId === parentId ? item.modifiedAt : now });
  }
  await files.putMany(moved);
  return HttpResponse.json({ items: moved } satisfies FileItemsResponse);
});

const star = http.post(`${base}/star`, async ({ request }) => {
  await latency();
  const account = await requireAccount(request);
  const parsed = await validateBody(request, (await inputs()).fileStarSchema);
  if (!parsed.ok) return parsed.response;
  // The star is the item's, seen by everyone who reads it: a change of the item.
  const starring = changeableOf(await files.all(), account, parsed.data.ids);
  if ('refused' in starring) return refuse(starring.refused, SOME_GONE);
  const changed = starring.items.map((item) => ({ ...item, isFavorite: parsed.data.starred }));
  await files.putMany(changed);
  return HttpResponse.json({ items: changed } satisfies FileItemsResponse);
});

const trash = http.post(`${base}/trash`, async ({ request }) => {
  await latency();
  const account = await requireAccount(request);
  const parsed = await validateBody(request, (await inputs()).fileIdsSchema);
  if (!parsed.ok) return parsed.response;
  const records = await files.all();
  const trashing = changeableOf(records, account, parsed.data.ids);
  if ('refused' in trashing) return refuse(trashing.refused, SOME_GONE);
  const now = new Date().toISOString();
  const entries = trashing.items
    // An item inside another trashed folder travels with that folder.
    .filter((item, _, all) => !all.some((other) => descendantsOf(records, other.id).some((d) => d.id === item.id)))
    .map((item) => ({ id: item.id, item, descendants: descendantsOf(records, item.id), trashedAt: now }));
  for (const entry of entries) await fileTrash.put(entry);
  await files.deleteMany(entries.flatMap((e) => [e.id, ...e.descendants.map((d) => d.id)]));
  return HttpResponse.json({ count: entries.length } satisfies FileTrashResponse);
});

const restore = http.post(`${base}/restore`, async ({ request }) => {
  await latency();
  const account = await requireAccount(request);
  const parsed = await validateBody(request, (await inputs()).fileIdsSchema);
  if (!parsed.ok) return parsed.response;
  // Every id in the trash and the account's to change; an item that went with a trashed folder
  // comes back with that folder (when it is named too), so only the folders' entries are restored.
  const trashed = (await fileTrash.all()).flatMap((entry) => [entry.item, ...entry.descendants]);
  const restoring = changeableOf(trashed, account, parsed.data.ids);
  if ('refused' in restoring) return refuse(restoring.refused, 'Some of these items are not in the trash.');
  let count = 0;
  for (const id of new Set(parsed.data.ids)) {
    const entry = await fileTrash.get(id);
    if (!entry) continue;
    const records = await files.all();
    // Back where it was; at the top level if that folder is gone, renamed if the name was reused.
    const parentId = parentProblem(records, entry.item.parentId) ? null : entry.item.parentId;
    const item = { ...entry.item, parentId, name: freeName(records, parentId, entry.item.name) };
    await files.putMany([item, ...entry.descendants]);
    await fileTrash.delete(id);
    count += 1;
  }
  return HttpResponse.json({ count } satisfies FileTrashResponse);
});

export const fileManagerHandlers: RequestHandler[] = [
  uploadStart,
  uploadChunk,
  uploadComplete,
  uploadCancel,
  content,
  move,
  star,
  trash,
  restore,
];
