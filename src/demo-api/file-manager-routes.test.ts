// The file manager's endpoints (docs/api/files.md): chunked uploads kept byte for byte and listed
// at once, the limits, move, trash then restore of a whole folder tree, and the owner's rights: a
// colleague's item the demo account reads but may not change (403), in bulk calls too. (Shares
// between accounts: server/contract/suite-sharing.ts.)
import { beforeEach, describe, expect, it } from 'vitest';
import {
  filePaths,
  type FileDetailsResponse,
  type FileItemsResponse,
  type FileListResponse,
  type FileTrashResponse,
  type FileUsageResponse,
  type UploadStartResponse,
} from '@/lib/api-contract/file';
import { apiMessages } from '@/lib/api-contract/errors';
import { http } from '@/lib/http/client';
import type { HttpError } from '@/lib/http/http-error';
import { signInAsDemo } from '../../tests/auth';

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    return error as HttpError;
  }
  throw new Error('expected the request to fail');
}

const list = (query: Record<string, string>) =>
  http.get<FileListResponse>(filePaths.list, { query: { pageSize: 100, ...query } });
const byName = async (name: string) => (await list({ q: name })).items.find((f) => f.name === name)!;
const namesIn = async (parentId: string) => (await list({ parentId })).items.map((f) => f.name).sort();

describe('file manager endpoints', () => {
  beforeEach(async () => {
    await signInAsDemo();
  });

  it('keeps an upload sent in chunks byte for byte; the list and the usage count it at once', async () => {
    const bytes = new Uint8Array(1300 * 1024).map((_, i) => (i * 13 + 5) % 256);
    const before = await http.get<FileUsageResponse>(filePaths.usage);
    const { uploadId, chunkSize } = await http.post<UploadStartResponse>(filePaths.uploads, {
      name: 'Grid Watch sample.csv',
      size: bytes.length,
      type: 'text/csv',
      parentId: null,
    });
    // Out of order: refused, so the bytes cannot be scrambled.
    expect((await failure(http.put(filePaths.upload(uploadId), bytes.slice(0, 10), { query: { offset: 10 } }))).status).toBe(400);
    for (let offset = 0; offset < bytes.length; offset += chunkSize)
      await http.put(filePaths.upload(uploadId), bytes.slice(offset, offset + chunkSize), { query: { offset } });
    const { file } = await http.post<FileDetailsResponse>(filePaths.uploadComplete(uploadId));

    expect(file).toMatchObject({ name: 'Grid Watch sample.csv', kind: 'data', parentId: null, size: bytes.length });
    expect((await list({ parentId: 'root' })).items.map((f) => f.id)).toContain(file.id);
    const back = new Uint8Array(await (await http.blob(filePaths.content(file.id))).arrayBuffer());
    // Compared as one buffer: an element-by-element toEqual of a megabyte takes seconds.
    expect(Buffer.from(back).equals(Buffer.from(bytes))).toBe(true);
    const after = await http.get<FileUsageResponse>(filePaths.usage);
    expect(after.used - before.used).toBe(bytes.length);
  });

  it('refuses a file over 50 MB and a type it does not take, before any byte', async () => {
    const big = await failure(http.post(filePaths.uploads, { name: 'Big.parquet', size: 51 * 1024 * 1024, type: '', parentId: null }));
    expect(big.fieldErrors.size).toBe('Files can be up to 50 MB.');
    const exe = await failure(http.post(filePaths.uploads, { name: 'setup.exe', size: 10, type: '', parentId: null }));
    expect(exe.fieldErrors.name).toBe('This type of file is not accepted.');
  });

  it('moves a folder with its contents, never into itself, and restores a trashed tree whole', async () => {
    const finance = await byName('Finance');
    const training = await byName('Training material');
    const financeFiles = await namesIn(finance.id);

    await http.post<FileItemsResponse>(filePaths.move, { ids: [finance.id], parentId: training.id });
    expect((await namesIn(training.id)).includes('Finance')).toBe(true);
    expect(await namesIn(finance.id)).toEqual(financeFiles);
    const loop = await failure(http.post(filePaths.move, { ids: [training.id], parentId: finance.id }));
    expect(loop.fieldErrors.parentId).toBe('A folder cannot go inside itself.');

    const trashed = await http.post<FileTrashResponse>(filePaths.trash, { ids: [training.id] });
    expect(trashed.count).toBe(1);
    expect((await list({ q: 'Budget 2027' })).total).toBe(0);
    expect((await list({ parentId: 'root' })).items.map((f) => f.name)).not.toContain('Training material');

    await http.post<FileTrashResponse>(filePaths.restore, { ids: [training.id] });
    expect((await list({ parentId: 'root' })).items.map((f) => f.name)).toContain('Training material');
    expect(await namesIn(finance.id)).toEqual(financeFiles);
    expect((await byName('Finance')).parentId).toBe(training.id);
  });

  it('reads a colleague’s item of the workspace but refuses to change it (403), a bulk call whole', async () => {
    // The seed's "Company overview 2026.pptx" is Julien Moreau's, shared with nobody.
    const theirs = await byName('Company overview 2026.pptx');
    expect(theirs.owner?.email).not.toBe('demo@corvane.example');
    const mine = await byName('Security policy.pdf');
    const refusals = [
      http.patch(filePaths.item(theirs.id), { name: 'Mine now.pptx' }),
      http.delete(filePaths.item(theirs.id)),
      http.post(filePaths.star, { ids: [mine.id, theirs.id], starred: !mine.isFavorite }),
      http.post(filePaths.move, { ids: [mine.id, theirs.id], parentId: (await byName('Finance')).id }),
      http.post(filePaths.trash, { ids: [mine.id, theirs.id] }),
      http.post(filePaths.bulkDelete, { ids: [mine.id, theirs.id] }),
    ];
    for (const refused of refusals) {
      const error = await failure(refused);
      expect([error.status, error.message]).toEqual([403, apiMessages.forbidden]);
    }
    expect(await byName('Company overview 2026.pptx')).toEqual(theirs);
    expect(await byName('Security policy.pdf')).toEqual(mine);
  });
});
