// The file manager's storage beyond the records: the bytes of uploaded files, the trash, and the
// uploads in progress. Bytes and trash are collections like any other (IndexedDB, cleared by
// "Reset demo data"); an upload in progress lives in memory only, as a real server's temp file would.
import type { FileItem } from '@/lib/api-contract/file';
import { defineCollection } from './db';
import { seedFiles } from './seed/file';

export interface StoredContent {
  id: string;
  type: string;
  /** A Blob: the browser keeps it on disk, so a large upload does not sit in memory. */
  bytes: Blob;
}

/** An item sent to the trash with everything it held, so a restore puts the whole tree back. */
export interface TrashEntry {
  id: string;
  item: FileItem;
  descendants: FileItem[];
  trashedAt: string;
}

export const files = defineCollection<FileItem>('files', seedFiles);
export const fileContents = defineCollection<StoredContent>('file-contents', () => []);
export const fileTrash = defineCollection<TrashEntry>('file-trash', () => []);

export interface PendingUpload {
  name: string;
  size: number;
  type: string;
  parentId: string | null;
  parts: Blob[];
  received: number;
}

export const pendingUploads = new Map<string, PendingUpload>();

/** Every record under `id`, at any depth. */
export function descendantsOf(records: FileItem[], id: string): FileItem[] {
  const children = records.filter((r) => r.parentId === id);
  return children.flatMap((child) => [child, ...descendantsOf(records, child.id)]);
}

/** `name`, or `name (2).ext`, `name (3).ext`… : the first one no sibling uses. */
export function freeName(records: FileItem[], parentId: string | null, name: string, exceptId?: string): string {
  const taken = new Set(
    records.filter((r) => r.parentId === parentId && r.id !== exceptId).map((r) => r.name.toLowerCase()),
  );
  if (!taken.has(name.toLowerCase())) return name;
  const dot = name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let n = 2; ; n += 1) {
    const candidate = `${stem} (${n})${ext}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}
