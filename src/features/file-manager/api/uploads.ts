// Uploads: each file is checked here first (type, 50 MB), then sent in chunks (docs/api/files.md),
// so its progress bar shows the bytes the server has confirmed, not an estimate. The list of
// uploads is screen state (a small zustand store), so it survives moving between folders. A name
// the server refuses (docs/api/files.md#uploads) is shown with the server's reason on the entry's
// name field, where it can be corrected and the same file sent again.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { create } from 'zustand';
import {
  filePaths,
  MAX_UPLOAD_BYTES,
  uploadKindOf,
  type FileDetailsResponse,
  type UploadChunkResponse,
  type UploadStartResponse,
} from '@/lib/api-contract/file';
import { http } from '@/lib/http/client';
import { isHttpError } from '@/lib/http/http-error';
import { refreshAfterChange } from './files';

export type UploadStatus = 'uploading' | 'done' | 'error' | 'cancelled';
export type UploadProblem = 'tooLarge' | 'type' | 'name' | 'server';

export interface UploadEntry {
  key: string;
  name: string;
  size: number;
  sent: number;
  status: UploadStatus;
  problem?: UploadProblem;
  /** The server's reason, for a 'name' or 'server' problem. */
  message?: string;
  fileId?: string;
}

interface UploadState {
  entries: UploadEntry[];
  patch: (key: string, change: Partial<UploadEntry>) => void;
  add: (entries: UploadEntry[]) => void;
  clearFinished: () => void;
}

/** The file and folder of an upload whose name the server refused, kept to send it again. */
const refusedNames = new Map<string, { file: File; parentId: string | null }>();

export const useUploadStore = create<UploadState>()((set) => ({
  entries: [],
  patch: (key, change) =>
    set((state) => ({ entries: state.entries.map((e) => (e.key === key ? { ...e, ...change } : e)) })),
  add: (entries) => set((state) => ({ entries: [...entries, ...state.entries] })),
  clearFinished: () =>
    set((state) => {
      for (const e of state.entries) if (e.status !== 'uploading') refusedNames.delete(e.key);
      return { entries: state.entries.filter((e) => e.status === 'uploading') };
    }),
}));

const controllers = new Map<string, AbortController>();
let counter = 0;

/** What is wrong with a file before any byte is sent, or null. */
export function checkUpload(file: Pick<File, 'name' | 'size'>): UploadProblem | null {
  if (!uploadKindOf(file.name)) return 'type';
  if (file.size > MAX_UPLOAD_BYTES) return 'tooLarge';
  return null;
}

async function send(file: File, key: string, parentId: string | null, queryClient: QueryClient) {
  const { patch } = useUploadStore.getState();
  const controller = new AbortController();
  controllers.set(key, controller);
  const { signal } = controller;
  let uploadId: string | null = null;
  try {
    const started = await http.post<UploadStartResponse>(
      filePaths.uploads,
      { name: file.name, size: file.size, type: file.type, parentId },
      { signal },
    );
    uploadId = started.uploadId;
    for (let offset = 0; offset < file.size; offset += started.chunkSize) {
      const body = new Uint8Array(await file.slice(offset, offset + started.chunkSize).arrayBuffer());
      const { received } = await http.put<UploadChunkResponse>(filePaths.upload(uploadId), body, {
        query: { offset },
        signal,
      });
      patch(key, { sent: received });
    }
    const { file: created } = await http.post<FileDetailsResponse>(filePaths.uploadComplete(uploadId), undefined, { signal });
    // "Uploaded" shows once the lists on screen have been fetched again and hold the new file.
    await refreshAfterChange(queryClient, [created]);
    patch(key, { status: 'done', sent: file.size, fileId: created.id });
  } catch (error) {
    if (signal.aborted) {
      patch(key, { status: 'cancelled' });
      // Tell the server to drop what it has; nothing to do if it never started.
      if (uploadId) await http.delete(filePaths.upload(uploadId)).catch(() => undefined);
    } else if (isHttpError(error) && error.fieldErrors.name) {
      refusedNames.set(key, { file, parentId });
      patch(key, { status: 'error', problem: 'name', message: error.fieldErrors.name });
    } else {
      // A refused field other than the name (size, folder) says why, not "correct the fields".
      const fields = isHttpError(error) ? Object.values(error.fieldErrors) : [];
      patch(key, { status: 'error', problem: 'server', message: fields[0] ?? (error as Error).message });
    }
  } finally {
    controllers.delete(key);
  }
}

export function useUploads() {
  const queryClient = useQueryClient();
  return {
    /** Starts every acceptable file at once; refused ones are listed with the reason. */
    upload(files: File[], parentId: string | null) {
      const entries = files.map((file): UploadEntry => {
        counter += 1;
        const problem = checkUpload(file) ?? undefined;
        return {
          key: `upload-${counter}`,
          name: file.name,
          size: file.size,
          sent: 0,
          status: problem ? 'error' : 'uploading',
          problem,
        };
      });
      useUploadStore.getState().add(entries);
      entries.forEach((entry, i) => {
        if (entry.status === 'uploading') void send(files[i]!, entry.key, parentId, queryClient);
      });
    },
    cancel(key: string) {
      controllers.get(key)?.abort();
    },
    /**
     * Sends a file whose name the server refused again under `name`; the app's own checks first
     * (a name whose type is not accepted is refused on the field without a request).
     */
    rename(key: string, name: string): UploadProblem | null {
      const refused = refusedNames.get(key);
      if (!refused) return null;
      const renamed = new File([refused.file], name.trim(), { type: refused.file.type, lastModified: refused.file.lastModified });
      const problem = checkUpload(renamed);
      if (problem) return problem;
      refusedNames.delete(key);
      useUploadStore.getState().patch(key, { name: renamed.name, status: 'uploading', problem: undefined, message: undefined, sent: 0 });
      void send(renamed, key, refused.parentId, queryClient);
      return null;
    },
  };
}
