// Files: the file manager's folders and documents (metadata only; the demo keeps no file bytes).
import type { ListQuery, ListResponse } from './list';

export const fileKinds = ['folder', 'pdf', 'spreadsheet', 'document', 'presentation', 'image', 'archive', 'data'] as const;
export type FileKind = (typeof fileKinds)[number];

export interface FileShare {
  name: string;
  email: string;
  permission: 'view' | 'edit';
}

export interface FileItem {
  id: string;
  name: string;
  kind: FileKind;
  /** Bytes; a folder's size is the sum of what it holds. */
  size: number;
  /** The folder it sits in; null at the root. */
  parentId: string | null;
  isFavorite: boolean;
  tags: string[];
  sharedWith: FileShare[];
  createdAt: string;
  modifiedAt: string;
}

/** POST /api/file: a new folder (`kind: 'folder'`, size 0) or an uploaded file's metadata. */
export interface FileCreateInput {
  name: string;
  kind: FileKind;
  size: number;
  parentId: string | null;
  tags?: string[];
}

/** PATCH /api/file/:id: rename, move, favourite, tag, share. */
export interface FileUpdateInput {
  name?: string;
  parentId?: string | null;
  isFavorite?: boolean;
  tags?: string[];
  sharedWith?: FileShare[];
}

export interface FileListQuery extends ListQuery {
  sort?: 'name' | 'size' | 'modifiedAt' | 'kind';
  /** Folder to list; omit for every file, `root` for the top level. */
  parentId?: string;
  kind?: FileKind | FileKind[];
  favorite?: 'true';
  /** Modified within the range (YYYY-MM-DD, inclusive). */
  startDate?: string;
  endDate?: string;
}
/** `counts` per kind plus `all`. Folders first, then by name, by default. */
export type FileListResponse = ListResponse<FileItem>;

export interface FileDetailsResponse {
  file: FileItem;
}

/** GET /api/file/usage — storage per kind, for the file overview. */
export interface FileUsageResponse {
  /** Bytes available in the plan. */
  quota: number;
  used: number;
  byKind: { kind: Exclude<FileKind, 'folder'>; files: number; size: number }[];
}

export const filePaths = {
  list: '/api/file/list',
  details: '/api/file/details',
  usage: '/api/file/usage',
  create: '/api/file',
  item: (id: string) => `/api/file/${id}`,
  bulkDelete: '/api/file/bulk-delete',
} as const;
