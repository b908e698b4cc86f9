// The file manager's storage beyond the records: the bytes of uploaded files, the trash, and the
// uploads in progress. Bytes and trash are collections like any other (IndexedDB, cleared by
// "Reset demo data"); an upload in progress lives in memory only, as a real server's temp file would.
// And who may read and change an item (the contract's `fileAccessOf`), which every file handler
// goes through, as the server's routes go through server/access/files.ts.
import { fileAccessOf, type FileItem } from '@/lib/api-contract/file';
import { defineCollection } from './db';
import { seedFiles } from '@/lib/seed/file';

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

type Actor = { email: string };

/** The items the account may read: the workspace's, and its own and shared uploads. */
export function readableBy(records: FileItem[], actor: Actor): FileItem[] {
  return records.filter((r) => fileAccessOf(r, actor.email) !== 'none');
}

/** Whether the account may change an item it reads: its owner, or an `edit` share. */
export function mayChange(record: FileItem, actor: Actor): boolean {
  return fileAccessOf(record, actor.email) === 'change';
}

/** Why a write is refused: 404 when an item cannot be read (or is not there), 403 when it can only be read. */
export type FileRefusal = 404 | 403;

/**
 * The items `ids` names (among `records`), every one of which the account may change, or the
 * refusal of the whole request: a bulk call changes all its items or none.
 */
export function changeableOf(records: FileItem[], actor: Actor, ids: readonly string[]): { items: FileItem[] } | { refused: FileRefusal } {
  const readable = new Map(readableBy(records, actor).map((r) => [r.id, r]));
  const items = [...new Set(ids)].map((id) => readable.get(id));
  if (items.some((item) => !item)) return { refused: 404 };
  if (items.some((item) => !mayChange(item!, actor))) return { refused: 403 };
  return { items: items as FileItem[] };
}

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
