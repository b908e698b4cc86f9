// Files: the file manager's folders and documents. Seed entries are metadata only; an uploaded
// file's bytes are kept too (docs/api/files.md).
import type { ListQuery, ListResponse } from './list';

/**
 * The API's words for a refused file or folder name: `fileSchema`'s rules (file-input.ts) and a
 * name already used in the folder. The app shows each in the user's language
 * (src/features/file-manager/file-name-message.ts); the API server and the demo API answer with them.
 */
export const fileNameErrors = {
  empty: 'Enter a name.',
  tooLong: 'Use at most 120 characters.',
  forbidden: 'Names cannot contain \\ / : * ? " < > |',
  taken: 'Something with this name is already in that folder.',
} as const;

export const fileKinds = ['folder', 'pdf', 'spreadsheet', 'document', 'presentation', 'image', 'video', 'archive', 'data'] as const;
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
  /** Who added it; missing on records from before owners were kept. */
  owner?: FileOwner;
  /** MIME type of the stored bytes; only uploaded files have content to preview and download. */
  contentType?: string;
}

export interface FileOwner {
  name: string;
  email: string;
}

/**
 * What an account may do with an item (docs/api/files.md#who-may-do-what). `change` (rename, move,
 * star, tag, share, trash, restore, delete) is for its owner and its `edit` shares; `read` for a
 * `view` share, and for everyone when the item is the workspace's (a folder, a record without stored
 * bytes); `none` for anyone else's upload, which does not exist for them (404, left out of lists).
 * Readable but not `change`: 403. The demo API applies this function; the API server keeps the same
 * rule in the SQL of server/access/files.ts; the contract suite holds both to it.
 */
export type FileAccess = 'none' | 'read' | 'change';

export function fileAccessOf(item: Pick<FileItem, 'owner' | 'sharedWith' | 'contentType'>, email: string): FileAccess {
  const me = email.toLowerCase();
  if (item.owner?.email.toLowerCase() === me) return 'change';
  const shares = item.sharedWith.filter((s) => s.email.toLowerCase() === me);
  if (shares.some((s) => s.permission === 'edit')) return 'change';
  return shares.length || !item.contentType ? 'read' : 'none';
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
  /** GET: the bytes of an uploaded file. */
  content: (id: string) => `/api/file/${id}/content`,
  uploads: '/api/file/uploads',
  upload: (uploadId: string) => `/api/file/uploads/${uploadId}`,
  uploadComplete: (uploadId: string) => `/api/file/uploads/${uploadId}/complete`,
  move: '/api/file/move',
  star: '/api/file/star',
  trash: '/api/file/trash',
  restore: '/api/file/restore',
} as const;

// ---- Uploads (docs/api/files.md): start, send the bytes in chunks, complete (or cancel). --------

/** The largest file the demo accepts. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/** Accepted extensions and the kind each becomes; anything else is refused. */
export const uploadKinds: Record<string, Exclude<FileKind, 'folder'>> = {
  pdf: 'pdf',
  doc: 'document',
  docx: 'document',
  odt: 'document',
  rtf: 'document',
  txt: 'document',
  md: 'document',
  xls: 'spreadsheet',
  xlsx: 'spreadsheet',
  ods: 'spreadsheet',
  ppt: 'presentation',
  pptx: 'presentation',
  odp: 'presentation',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  webp: 'image',
  svg: 'image',
  mp4: 'video',
  m4v: 'video',
  mov: 'video',
  webm: 'video',
  zip: 'archive',
  gz: 'archive',
  tar: 'archive',
  '7z': 'archive',
  csv: 'data',
  tsv: 'data',
  json: 'data',
  jsonl: 'data',
  parquet: 'data',
  avro: 'data',
  xml: 'data',
};

/** The extension of a file name, lower-case, without the dot ('' when it has none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The kind an upload becomes, or null when its type is refused. */
export function uploadKindOf(name: string): Exclude<FileKind, 'folder'> | null {
  return uploadKinds[extensionOf(name)] ?? null;
}

/** POST /api/file/uploads */
export interface UploadStartInput {
  name: string;
  size: number;
  /** The browser's MIME type for the file ('' when it does not know). */
  type: string;
  parentId: string | null;
}
/** 201: where to send the bytes, in chunks of at most `chunkSize`. */
export interface UploadStartResponse {
  uploadId: string;
  chunkSize: number;
}
/** PUT /api/file/uploads/:uploadId?offset= with the chunk's bytes as body → the bytes received so far. */
export interface UploadChunkResponse {
  received: number;
}

/** POST /api/file/move: several items into one folder (null: the top level). */
export interface FileMoveInput {
  ids: string[];
  parentId: string | null;
}
/** POST /api/file/star */
export interface FileStarInput {
  ids: string[];
  starred: boolean;
}
/** Answer of move and star: the changed records. */
export interface FileItemsResponse {
  items: FileItem[];
}
/** POST /api/file/trash and /api/file/restore take `{ ids }` and answer the count. */
export interface FileTrashResponse {
  count: number;
}
