// Who may read and change the file group's items (docs/api/files.md#who-may-do-what), in the SQL
// that reads them: the contract's `fileAccessOf` (src/lib/api-contract/file.ts), which the demo API
// applies in memory. Every route of server/routes/files.ts, and the file overview, reads and writes
// through these; none writes its own owner filter.
//   read:   the workspace's items (no stored bytes: folders, the seed's records) and one's own or
//           shared uploads; anyone else's upload does not exist for the account (404);
//   change: the owner and the `edit` shares; a `view` share reads only (403).
import { and, eq, inArray, isNotNull, isNull, or, sql, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { AccountRow } from '../context';
import type { Db } from '../db/client';
import { files } from '../db/schema';
import type { LiveAudience } from '../live/bus';

export type FileRow = InferSelectModel<typeof files>;
type Actor = Pick<AccountRow, 'email'>;

const emailOf = (actor: Actor) => actor.email.toLowerCase();

/** Readable, the trash aside. */
function mayRead(actor: Actor): SQL {
  const email = emailOf(actor);
  return or(isNull(files.storageKey), sql`lower(${files.ownerEmail}) = ${email}`, sql`${files.sharedEmails} @> array[${email}]::text[]`)!;
}

/** The owner, or an `edit` share (the shares' emails compared as the read check compares them). */
function mayChange(actor: Actor): SQL {
  const email = emailOf(actor);
  return sql`(coalesce(lower(${files.ownerEmail}) = ${email}, false) or exists (
    select 1 from jsonb_array_elements(${files.sharedWith}) share
    where lower(share->>'email') = ${email} and share->>'permission' = 'edit'))`;
}

/** Rows the account may read: not in the trash, and the workspace's or its own or shared uploads. */
export function readableBy(actor: Actor): SQL {
  return and(isNull(files.trashedIn), mayRead(actor))!;
}

/** Rows the account may change (not in the trash): the condition of every write's statement. */
export function changeableBy(actor: Actor): SQL {
  return and(readableBy(actor), mayChange(actor))!;
}

/** The rows the account may read, as a table to select from (folder sizes over what it can see). */
export function readableRows(actor: Actor): SQL {
  return sql`(select * from ${files} where ${readableBy(actor)})`;
}

export async function readableFile(db: Db, actor: Actor, id: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(and(eq(files.id, id), readableBy(actor))).limit(1);
  return row;
}

/** Why a write is refused: 404 when an item cannot be read (or is not there), 403 when it can only be read. */
export type FileRefusal = 404 | 403;

/**
 * The items `ids` names, every one of which the account may change, or the refusal of the whole
 * request: a bulk call changes all its items or none. `inTrash`: the items must be in the trash
 * (a restore), else out of it.
 */
export async function changeableFiles(
  db: Db,
  actor: Actor,
  ids: readonly string[],
  { inTrash = false }: { inTrash?: boolean } = {},
): Promise<{ rows: FileRow[] } | { refused: FileRefusal }> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return { rows: [] };
  const found = await db
    .select({ file: files, change: sql<boolean>`${mayChange(actor)}` })
    .from(files)
    .where(and(inArray(files.id, wanted), inTrash ? isNotNull(files.trashedIn) : isNull(files.trashedIn), mayRead(actor)));
  if (found.length !== wanted.length) return { refused: 404 };
  if (found.some((f) => !f.change)) return { refused: 403 };
  return { rows: found.map((f) => f.file) };
}

export async function changeableFile(db: Db, actor: Actor, id: string) {
  const got = await changeableFiles(db, actor, [id]);
  return 'refused' in got ? got : { row: got.rows[0]! };
}

// ---- Live events (docs/server.md#live-updates) -------------------------------------------------

const audienceColumns = { id: files.id, storageKey: files.storageKey, ownerEmail: files.ownerEmail, sharedEmails: files.sharedEmails };
export type FileReaders = { id: string; storageKey: string | null; ownerEmail: string | null; sharedEmails: string[] };

/** Who reads each item now (in the trash or not), for the audience of its change. */
export async function readersOf(db: Db, ids: readonly string[]): Promise<FileReaders[]> {
  return ids.length ? db.select(audienceColumns).from(files).where(inArray(files.id, ids.slice(0, 1000))) : [];
}

/**
 * Who hears an item's change, as the reads decide: everyone for the workspace's items (null), else
 * the owner and the shares, before the write and after it (a share added or taken away is heard by
 * that person).
 */
export function fileAudience(before: FileReaders, after?: FileReaders): LiveAudience | null {
  if (!before.storageKey || (after && !after.storageKey)) return null;
  const emails = [before.ownerEmail, ...before.sharedEmails, after?.ownerEmail, ...(after?.sharedEmails ?? [])];
  return { emails: [...new Set(emails.filter((e): e is string => Boolean(e)).map((e) => e.toLowerCase()))] };
}
