// Files: the file manager (folders, documents, uploaded bytes, trash), and storage usage for the
// overview. The standard CRUD routes come from crud.ts; the file manager's own (uploads, content,
// move, star, trash, restore) are below, documented in docs/api/files.md. Who may read and change
// an item is the contract's `fileAccessOf` (file-store.ts), as on the server.
import { HttpResponse, http } from 'msw';
import type { FileItem, FileKind, FileUsageResponse } from '@/lib/api-contract/file';
import { fileKinds, fileNameErrors } from '@/lib/api-contract/file';
import { requireAccount } from '../accounts';
import { crudHandlers } from '../crud';
import { fileContents, files, mayChange, readableBy } from '../file-store';
import { API, latency } from '../respond';
import { fileManagerHandlers, parentProblem } from '../file-manager-routes';

export { files };

const QUOTA = 50 * 1024 ** 3;

/** A folder's size is what it holds, recursively. */
function withFolderSizes(all: FileItem[]): FileItem[] {
  const sizeOf = (id: string): number =>
    all.filter((f) => f.parentId === id).reduce((sum, f) => sum + (f.kind === 'folder' ? sizeOf(f.id) : f.size), 0);
  return all.map((f) => (f.kind === 'folder' ? { ...f, size: sizeOf(f.id) } : f));
}

const withBytes = {
  ...files,
  // A permanent delete takes the stored bytes with it.
  delete: async (id: string) => {
    await fileContents.delete(id);
    return files.delete(id);
  },
  deleteMany: async (ids: string[]) => {
    await fileContents.deleteMany(ids);
    return files.deleteMany(ids);
  },
};

const usage = http.get(`${API}/file/usage`, async ({ request }) => {
  await latency();
  const account = await requireAccount(request);
  const all = readableBy(await files.all(), account).filter((f) => f.kind !== 'folder');
  const kinds = fileKinds.filter((k): k is Exclude<FileKind, 'folder'> => k !== 'folder');
  const byKind = kinds.map((kind) => {
    const of = all.filter((f) => f.kind === kind);
    return { kind, files: of.length, size: of.reduce((s, f) => s + f.size, 0) };
  });
  return HttpResponse.json({ quota: QUOTA, used: byKind.reduce((s, k) => s + k.size, 0), byKind } satisfies FileUsageResponse);
});

export const handlers = crudHandlers({
  group: 'file',
  key: 'file',
  collection: withBytes,
  // A folder's size is what it holds that the account may read.
  access: {
    readable: (records, account) => withFolderSizes(readableBy(records, account)),
    mayChange,
    someGone: 'Some of these items no longer exist.',
  },
  extra: [usage, ...fileManagerHandlers],
  list: {
    search: (f) => [f.name, ...f.tags].join(' '),
    filters: {
      parentId: (f, v) => (v === 'root' ? f.parentId === null : f.parentId === v),
      kind: (f, v) => f.kind === v,
      favorite: (f, v) => f.isFavorite === (v === 'true'),
      startDate: (f, v) => f.modifiedAt.slice(0, 10) >= v.slice(0, 10),
      endDate: (f, v) => f.modifiedAt.slice(0, 10) <= v.slice(0, 10),
    },
    sorters: {
      // Folders first, then by name.
      default: (f) => `${f.kind === 'folder' ? 0 : 1}${f.name.toLowerCase()}`,
      name: (f) => f.name,
      size: (f) => f.size,
      modifiedAt: (f) => f.modifiedAt,
      kind: (f) => f.kind,
    },
    defaultSort: { sort: 'default', order: 'asc' },
    facet: { param: 'kind', value: (f) => f.kind },
    defaultPageSize: 20,
  },
  loadSchema: async () => (await import('@/lib/api-contract/file-input')).fileSchema,
  check: (input, records, existing): Record<string, string> | null => {
    const parentId = input.parentId === undefined ? existing?.parentId : input.parentId;
    const problem = parentProblem(records, parentId ?? null, existing);
    if (problem) return { parentId: problem };
    const name = input.name ?? existing?.name;
    if (name && records.some((r) => r.id !== existing?.id && r.parentId === (parentId ?? null) && r.name.toLowerCase() === name.toLowerCase()))
      return { name: fileNameErrors.taken };
    return null;
  },
  create: (input, { account }) => {
    const now = new Date().toISOString();
    return {
      id: crypto.randomUUID(),
      name: input.name,
      kind: input.kind,
      size: input.kind === 'folder' ? 0 : input.size,
      parentId: input.parentId,
      isFavorite: input.isFavorite ?? false,
      tags: input.tags ?? [],
      sharedWith: input.sharedWith ?? [],
      createdAt: now,
      modifiedAt: now,
      owner: { name: account.displayName, email: account.email },
    };
  },
  update: (existing, input) => {
    const { kind: _kind, size: _size, ...rest } = input;
    return { ...existing, ...rest, modifiedAt: new Date().toISOString() };
  },
});
