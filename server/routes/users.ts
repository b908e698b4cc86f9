// The user group (docs/api/user.md) on PostgreSQL: list (search, role and status filters, status
// counts, sort and paging in SQL), details, create, update, delete, bulk delete and avatars.
// Validation mirrors the demo API's (src/demo-api/handlers/user.ts) field by field; the contract
// suite (server/contract) checks that both answer alike. Like the demo API, every signed-in
// account may manage users (the demo enforces no role on this group).
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql, type InferSelectModel } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { Hono, type Context } from 'hono';
import { normalize } from '@/lib/api-contract/list-query';
import { nextVersion } from '@/lib/api-contract/edit-conflict';
import { idsSchema } from '@/lib/api-contract/ids-input';
import { avatarRules, userRoles, userStatuses, type User, type UserInput } from '@/lib/api-contract/user';
import { userInput } from '@/lib/api-contract/user-input';
import type { AppEnv, ServerDeps } from '../context';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { runList, type SqlListSpec } from '../http/list';
import { conflict, expectedVersion, fieldErrors, notFound, readJson, staleRecord } from '../http/respond';
import { validate, validateBody } from '../http/validate';

type UserRow = InferSelectModel<typeof users>;

export const userSearchText = (u: Pick<User, 'name' | 'email' | 'company' | 'phoneNumber'>) =>
  normalize(`${u.name} ${u.email} ${u.company} ${u.phoneNumber}`);

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phoneCountry: row.phoneCountry,
    phoneNumber: row.phoneNumber,
    country: row.country,
    state: row.state,
    city: row.city,
    address: row.address,
    zipCode: row.zipCode,
    company: row.company,
    role: row.role as User['role'],
    status: row.status as User['status'],
    isVerified: row.isVerified,
    avatarUrl: row.avatarUrl,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const text = (column: PgColumn) => sql`lower(${column}) collate "C"`;
const listSpec: SqlListSpec = {
  search: users.searchText,
  seq: users.seq,
  sorters: {
    name: text(users.name),
    email: text(users.email),
    company: text(users.company),
    role: users.role,
    status: users.status,
    createdAt: users.createdAt,
  },
  defaultSort: { sort: 'createdAt', order: 'desc' },
  filters: { status: (v) => eq(users.status, v), role: (v) => eq(users.role, v) },
  allowed: { status: userStatuses, role: userRoles },
  facet: { param: 'status', column: users.status, keys: userStatuses, filterIsColumn: true },
  clampPage: true,
};

const NOT_FOUND = 'This user does not exist or was deleted.';
const EMAIL_TAKEN = { message: 'A user with this email address already exists.', fieldErrors: { email: 'This email address is already in use.' } };

async function byIds(db: Db, ids: string[]): Promise<User[]> {
  if (!ids.length) return [];
  const rows = await db.select().from(users).where(inArray(users.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => (byId.has(id) ? [toUser(byId.get(id)!)] : []));
}

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** The uploaded `file` of a multipart body as a data URL, or the field error (as the demo). */
export async function readAvatar(request: Request): Promise<string | { avatarUrl: string }> {
  const form = await request.formData().catch(() => null);
  const file = form?.get('file');
  if (!file || typeof file === 'string') return { avatarUrl: 'Choose an image to upload.' };
  if (!(avatarRules.types as readonly string[]).includes(file.type)) return { avatarUrl: 'Use a PNG, JPEG, WebP or GIF image.' };
  if (file.size > avatarRules.maxBytes) return { avatarUrl: 'The image is larger than 1 MB.' };
  return `data:${file.type};base64,${Buffer.from(await file.arrayBuffer()).toString('base64')}`;
}

export function userRoutes(deps: ServerDeps) {
  const db = deps.database.db;
  const app = new Hono<AppEnv>();

  app.get('/list', async (c) => {
    const { ids, ...rest } = await runList(db, new URL(c.req.url), listSpec, users);
    return c.json({ items: await byIds(db, ids), ...rest });
  });

  app.get('/details', async (c) => {
    const id = c.req.query('id') ?? '';
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row ? c.json({ user: toUser(row) }) : notFound(c, NOT_FOUND);
  });

  app.post('/bulk-delete', async (c) => {
    const parsed = await validateBody(c, idsSchema);
    if (!parsed.ok) return parsed.response;
    const deleted = await db.delete(users).where(inArray(users.id, parsed.data.ids)).returning({ id: users.id });
    await deps.live.publishEach('user', deleted.map((d) => d.id), 'deleted');
    return c.json({ deleted: deleted.length });
  });

  app.post('/', async (c) => {
    const parsed = await validateBody(c, userInput);
    if (!parsed.ok) return parsed.response;
    const input: UserInput = parsed.data;
    const now = new Date();
    try {
      const [row] = await db
        .insert(users)
        .values({ ...input, id: randomUUID(), avatarUrl: null, searchText: userSearchText(input), createdAt: now, updatedAt: now })
        .returning();
      await deps.live.publish({ group: 'user', id: row!.id, action: 'created' });
      return c.json({ user: toUser(row!) }, 201);
    } catch (error) {
      if (isUniqueViolation(error)) return conflict(c, EMAIL_TAKEN.message, EMAIL_TAKEN.fieldErrors);
      throw error;
    }
  });

  const patch = async (c: Context<AppEnv>) => {
    const id = c.req.param('id')!;
    const [existing] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    if (!existing) return notFound(c, NOT_FOUND);
    const body = (await readJson(c)) ?? {};
    const expected = expectedVersion(c, body);
    if (!expected.ok) return expected.response;
    if (expected.at && expected.at.getTime() !== existing.updatedAt.getTime()) return staleRecord(c, toUser(existing));
    const parsed = validate(c, userInput.partial(), body);
    if (!parsed.ok) return parsed.response;
    const next = { ...toUser(existing), ...parsed.data };
    try {
      // With a version, the check and the write are one statement: a write in between is not lost.
      const [row] = await db
        .update(users)
        .set({ ...parsed.data, searchText: userSearchText(next), updatedAt: nextVersion(existing.updatedAt) })
        .where(expected.at ? and(eq(users.id, id), eq(users.updatedAt, expected.at)) : eq(users.id, id))
        .returning();
      if (!row) {
        const [current] = await db.select().from(users).where(eq(users.id, id)).limit(1);
        return current ? staleRecord(c, toUser(current)) : notFound(c, NOT_FOUND);
      }
      await deps.live.publish({ group: 'user', id, action: 'updated' });
      return c.json({ user: toUser(row) });
    } catch (error) {
      if (isUniqueViolation(error)) return conflict(c, EMAIL_TAKEN.message, EMAIL_TAKEN.fieldErrors);
      throw error;
    }
  };
  app.patch('/:id', patch);
  app.put('/:id', patch);

  app.delete('/:id', async (c) => {
    const deleted = await db.delete(users).where(eq(users.id, c.req.param('id'))).returning({ id: users.id });
    await deps.live.publishEach('user', deleted.map((d) => d.id), 'deleted');
    return deleted.length ? c.body(null, 204) : notFound(c, NOT_FOUND);
  });

  app.post('/:id/avatar', async (c) => {
    const id = c.req.param('id');
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
    if (!existing) return notFound(c, NOT_FOUND);
    const avatar = await readAvatar(c.req.raw);
    if (typeof avatar !== 'string') return fieldErrors(c, avatar);
    await db.update(users).set({ avatarUrl: avatar, updatedAt: new Date() }).where(eq(users.id, id));
    await deps.live.publish({ group: 'user', id, action: 'updated' });
    return c.json({ avatarUrl: avatar });
  });

  app.delete('/:id/avatar', async (c) => {
    const updated = await db.update(users).set({ avatarUrl: null, updatedAt: new Date() }).where(eq(users.id, c.req.param('id'))).returning({ id: users.id });
    await deps.live.publishEach('user', updated.map((d) => d.id), 'updated');
    return updated.length ? c.body(null, 204) : notFound(c, NOT_FOUND);
  });

  return app;
}
