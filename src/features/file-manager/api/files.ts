// Fetchers and the query factory of the file manager (['file'] → ['file', 'list', query];
// ['file', 'detail', id]; ['file', 'usage']; ['file', 'folders']).
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http/client';
import {
  filePaths,
  type FileCreateInput,
  type FileDetailsResponse,
  type FileItem,
  type FileItemsResponse,
  type FileListQuery,
  type FileListResponse,
  type FileTrashResponse,
  type FileUpdateInput,
  type FileUsageResponse,
} from '@/lib/api-contract/file';
import type { UserListResponse } from '@/lib/api-contract/user';

export const fetchFiles = (query: FileListQuery, signal?: AbortSignal) =>
  http.get<FileListResponse>(filePaths.list, { query: { ...query }, signal });
export const fetchFile = (id: string, signal?: AbortSignal) =>
  http.get<FileDetailsResponse>(filePaths.details, { query: { id }, signal });
export const fetchUsage = (signal?: AbortSignal) => http.get<FileUsageResponse>(filePaths.usage, { signal });
export const createFolder = (name: string, parentId: string | null) =>
  http.post<FileDetailsResponse>(filePaths.create, { name, kind: 'folder', size: 0, parentId } satisfies FileCreateInput);
export const updateFile = (id: string, input: FileUpdateInput) =>
  http.patch<FileDetailsResponse>(filePaths.item(id), input);
export const moveFiles = (ids: string[], parentId: string | null) =>
  http.post<FileItemsResponse>(filePaths.move, { ids, parentId });
export const starFiles = (ids: string[], starred: boolean) =>
  http.post<FileItemsResponse>(filePaths.star, { ids, starred });
export const trashFiles = (ids: string[]) => http.post<FileTrashResponse>(filePaths.trash, { ids });
export const restoreFiles = (ids: string[]) => http.post<FileTrashResponse>(filePaths.restore, { ids });
export const fetchContent = (id: string, signal?: AbortSignal) => http.blob(filePaths.content(id), { signal });
/** People to share with: the users list searched by name or email. */
export const fetchPeople = (q: string, signal?: AbortSignal) =>
  http.get<UserListResponse>('/api/user/list', { query: { q, pageSize: 6, sort: 'name', order: 'asc' }, signal });

export const fileQueries = {
  all: () => ['file'] as const,
  lists: () => [...fileQueries.all(), 'list'] as const,
  list: (query: FileListQuery) =>
    queryOptions({
      queryKey: [...fileQueries.lists(), query] as const,
      queryFn: ({ signal }) => fetchFiles(query, signal),
      placeholderData: keepPreviousData,
    }),
  /** Every folder, for the breadcrumbs and the move picker. */
  folders: () =>
    queryOptions({
      queryKey: [...fileQueries.lists(), 'folders'] as const,
      queryFn: ({ signal }) => fetchFiles({ kind: 'folder', pageSize: 100, sort: 'name' }, signal),
      select: (list) => list.items,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...fileQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => fetchFile(id, signal),
      select: (data) => data.file,
    }),
  content: (id: string) =>
    queryOptions({
      queryKey: [...fileQueries.all(), 'content', id] as const,
      queryFn: ({ signal }) => fetchContent(id, signal),
      staleTime: Infinity,
    }),
  usage: () =>
    queryOptions({
      queryKey: [...fileQueries.all(), 'usage'] as const,
      queryFn: ({ signal }) => fetchUsage(signal),
    }),
  people: (q: string) =>
    queryOptions({
      queryKey: [...fileQueries.all(), 'people', q] as const,
      queryFn: ({ signal }) => fetchPeople(q, signal),
      placeholderData: keepPreviousData,
    }),
};

/**
 * After a change: the changed records go into their detail queries, then the lists (folders
 * included) and the storage numbers are fetched again. Resolves once they have been, so whatever
 * says "done" afterwards is true of the list on screen.
 */
export async function refreshAfterChange(queryClient: QueryClient, changed: FileItem[] = []) {
  for (const file of changed) queryClient.setQueryData(fileQueries.detail(file.id).queryKey, { file });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: fileQueries.lists() }),
    queryClient.invalidateQueries({ queryKey: fileQueries.usage().queryKey }),
  ]);
}

/** Saves an uploaded file's bytes to the device under its name. */
export async function downloadFile(id: string, name: string) {
  const blob = await fetchContent(id);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken its copy once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
