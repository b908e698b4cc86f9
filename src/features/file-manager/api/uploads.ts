// Uploads: each file is checked here first (type, 50 MB), then sent in chunks (docs/api/files.md),
// so its progress bar shows the bytes the server has confirmed, not an estimate. The list of
// uploads is screen state (a small zustand store), so it survives moving between folders.
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
import { refreshAfterChange } from './files';

export type UploadStatus = 'uploading' | 'done' | 'error' | 'cancelled';
export type UploadProblem = 'tooLarge' | 'type' | 'server';

export interface UploadEntry {
  key: string;
  name: string;
  size: number;
  sent: number;
  status: UploadStatus;
  problem?: UploadProblem;
  /** The server's message, for a 'server' problem. */
  message?: string;
  fileId?: string;
}

interface UploadState {
  entries: UploadEntry[];
  patch: (key: string, change: Partial<UploadEntry>) => void;
  add: (entries: UploadEntry[]) => void;
  clearFinished: () => void;
}

export const useUploadStore = create<UploadState>()((set) => ({
  entries: [],
  patch: (key, change) =>
    set((state) => ({ entries: state.entries.map((e) => (e.key === key ? { ...e, ...change } : e)) })),
  add: (entries) => set((state) => ({ entries: [...entries, ...state.entries] })),
  clearFinished: () => set((state) => ({ entries: state.entries.filter((e) => e.status === 'uploading') })),
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
    } else {
      patch(key, { status: 'error', problem: 'server', message: (error as Error).message });
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
  };
}
