// The post group (docs/api/crud-groups.md#post) on PostgreSQL: list, search and latest (search,
// status and tag filters, status counts, sort and paging in SQL), details by id or slug, create,
// update (publishing sets publishedAt the first time), delete, bulk delete and comments (one row
// each in post_comments). The rules of the input are the demo API's own (src/lib/api-contract/post-input.ts); the
// slug and reading time come from the seed's helpers the demo uses too (src/lib/seed/post.ts). As
// in the demo, every signed-in account may manage posts.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, ne, or, sql, type InferSelectModel } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { normalize } from '@/lib/api-contract/list-query';
import { readingMinutes, slugify } from '@/lib/seed/post';
import { nextVersion } from '@/lib/api-contract/edit-conflict';
import { idsSchema } from '@/lib/api-contract/ids-input';
import { postStatuses, type Post, type PostComment } from '@/lib/api-contract/post';
import { postCommentSchema, postSchema } from '@/lib/api-contract/post-input';
import type { AppEnv, ServerDeps } from '../context';
import type { Db } from '../db/client';
import { postComments, posts } from '../db/schema';
import { runList, type SqlListSpec } from '../http/list';
import { expectedVersion, fieldErrors, isUniqueViolation, notFound, readUpdateBody, staleRecord } from '../http/respond';
import { validate, validateBody } from '../http/validate';

type PostRow = InferSelectModel<typeof posts>;

type PostInput = z.infer<typeof postSchema>;

/** What `q` matches (the demo's `search`): title, description, author and tags. */
export const postSearchText = (p: Pick<Post, 'title' | 'description' | 'author' | 'tags'>) =>
  normalize([p.title, p.description, p.author.name, ...p.tags].join(' '));

const newest = sql`coalesce(${posts.publishedAt}, ${posts.createdAt})`;
const listSpec: SqlListSpec = {
  search: posts.searchText,
  seq: posts.seq,
  sorters: {
    publishedAt: newest,
    createdAt: posts.createdAt,
    title: sql`lower(${posts.title}) collate "C"`,
    views: posts.views,
  },
  defaultSort: { sort: 'publishedAt', order: 'desc' },
  filters: {
    status: (v) => eq(posts.status, v),
    tag: (v) => sql`${v} = any(${posts.tags})`,
  },
  facet: { param: 'status', column: posts.status, keys: postStatuses },
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toPost(row: PostRow, comments: PostComment[]): Post {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    content: row.content,
    coverUrl: row.coverUrl,
    tags: row.tags,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    metaKeywords: row.metaKeywords,
    status: row.status as Post['status'],
    allowComments: row.allowComments,
    author: row.author,
    readingMinutes: row.readingMinutes,
    views: row.views,
    shares: row.shares,
    favorites: row.favorites,
    comments,
    publishedAt: iso(row.publishedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The posts of `ids` in that order, each with its comments (two queries for a page). */
async function present(db: Db, ids: string[]): Promise<Post[]> {
  if (!ids.length) return [];
  const [rows, comments] = await Promise.all([
    db.select().from(posts).where(inArray(posts.id, ids)),
    db.select().from(postComments).where(inArray(postComments.postId, ids)).orderBy(asc(postComments.seq)),
  ]);
  const byPost = new Map<string, PostComment[]>();
  for (const c of comments) {
    const list = byPost.get(c.postId) ?? [];
    list.push({ id: c.id, name: c.name, message: c.message, createdAt: c.createdAt.toISOString() });
    byPost.set(c.postId, list);
  }
  const byId = new Map(rows.map((r) => [r.id, toPost(r, byPost.get(r.id) ?? [])]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

/** A post's row from the contract's record (the seed, create and update). */
export function postRow(p: Post) {
  return {
    id: p.id,
    slug: p.slug,
    title: p.title,
    description: p.description,
    content: p.content,
    coverUrl: p.coverUrl,
    tags: p.tags,
    metaTitle: p.metaTitle,
    metaDescription: p.metaDescription,
    metaKeywords: p.metaKeywords,
    status: p.status,
    allowComments: p.allowComments,
    author: p.author,
    readingMinutes: p.readingMinutes,
    views: p.views,
    shares: p.shares,
    favorites: p.favorites,
    publishedAt: p.publishedAt ? new Date(p.publishedAt) : null,
    searchText: postSearchText(p),
    createdAt: new Date(p.createdAt),
    updatedAt: new Date(p.updatedAt),
  };
}

export const postCommentRows = (p: Post) =>
  p.comments.map((c) => ({ postId: p.id, id: c.id, name: c.name, message: c.message, createdAt: new Date(c.createdAt) }));

const SLUG_TAKEN = 'Another post already uses this address; change the title or slug.';
const NOT_FOUND = (id: string) => `No post with id “${id}”.`;
const COMMENTS_CLOSED = 'Comments are closed on this post.';

/** The demo's `check`: the slug given, or the title's on create, must be free. */
async function slugClash(db: Db, input: Partial<PostInput>, existingId?: string): Promise<Record<string, string> | null> {
  const slug = input.slug ?? (input.title && !existingId ? slugify(input.title) : undefined);
  if (!slug) return null;
  const [taken] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(existingId ? and(eq(posts.slug, slug), ne(posts.id, existingId)) : eq(posts.slug, slug))
    .limit(1);
  return taken ? { [input.slug ? 'slug' : 'title']: SLUG_TAKEN } : null;
}



export function postRoutes(deps: ServerDeps) {
  const db = deps.database.db;
  const app = new Hono<AppEnv>();

  app.get('/list', async (c) => {
    const { ids, ...rest } = await runList(db, new URL(c.req.url), listSpec, posts);
    return c.json({ items: await present(db, ids), ...rest });
  });

  app.get('/details', async (c) => {
    const id = c.req.query('id') ?? '';
    const [row] = await db
      .select({ id: posts.id })
      .from(posts)
      .where(or(eq(posts.id, id), eq(posts.slug, id)))
      .orderBy(asc(posts.seq))
      .limit(1);
    const [post] = row ? await present(db, [row.id]) : [];
    return post ? c.json({ post }) : notFound(c, NOT_FOUND(id));
  });

  // The five newest published posts other than `id` (an id or a slug); ties in stored order.
  app.get('/latest', async (c) => {
    const id = c.req.query('id');
    const rows = await db
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.status, 'published'), ...(id === undefined ? [] : [ne(posts.id, id), ne(posts.slug, id)])))
      .orderBy(sql`${newest} desc`, asc(posts.seq))
      .limit(5);
    return c.json({ latestPosts: await present(db, rows.map((r) => r.id)) });
  });

  // The list's query on published posts unless `status` says otherwise; an empty `q` finds nothing.
  app.get('/search', async (c) => {
    const url = new URL(c.req.url);
    const q = (url.searchParams.get('q') ?? '').trim();
    if (!url.searchParams.has('status')) url.searchParams.set('status', 'published');
    if (!q) return c.json({ results: [], total: 0, page: 1, pageSize: 10, counts: { all: 0, published: 0, draft: 0 } });
    const { ids, total, page, pageSize, counts } = await runList(db, url, listSpec, posts);
    return c.json({ results: await present(db, ids), total, page, pageSize, counts });
  });

  app.post('/bulk-delete', async (c) => {
    const parsed = await validateBody(c, idsSchema);
    if (!parsed.ok) return parsed.response;
    const deleted = await db.delete(posts).where(inArray(posts.id, parsed.data.ids)).returning({ id: posts.id });
    await deps.live.publishEach('post', deleted.map((d) => d.id), 'deleted');
    return c.json({ deleted: deleted.length });
  });

  app.post('/:id/comments', async (c) => {
    const id = c.req.param('id');
    const [row] = await db.select({ allowComments: posts.allowComments }).from(posts).where(eq(posts.id, id)).limit(1);
    if (!row) return notFound(c);
    if (!row.allowComments) return fieldErrors(c, { message: COMMENTS_CLOSED }, COMMENTS_CLOSED);
    const parsed = await validateBody(c, postCommentSchema);
    if (!parsed.ok) return parsed.response;
    // As in the demo, a comment leaves the post's updatedAt as it was.
    await db.insert(postComments).values({ postId: id, id: randomUUID(), name: c.get('account').displayName, message: parsed.data.message, createdAt: new Date() });
    await deps.live.publish({ group: 'post', id, action: 'updated' });
    const [post] = await present(db, [id]);
    return c.json({ post }, 201);
  });

  app.post('/', async (c) => {
    const parsed = await validateBody(c, postSchema);
    if (!parsed.ok) return parsed.response;
    const input = parsed.data;
    const clash = await slugClash(db, input);
    if (clash) return fieldErrors(c, clash);
    const account = c.get('account');
    const now = new Date().toISOString();
    const post: Post = {
      id: randomUUID(),
      slug: input.slug ?? slugify(input.title),
      title: input.title,
      description: input.description,
      content: input.content,
      coverUrl: input.coverUrl ?? null,
      tags: input.tags,
      metaTitle: input.metaTitle ?? '',
      metaDescription: input.metaDescription ?? '',
      metaKeywords: input.metaKeywords,
      status: input.status,
      allowComments: input.allowComments ?? true,
      author: { name: account.displayName, role: account.role },
      readingMinutes: readingMinutes(input.content),
      views: 0,
      shares: 0,
      favorites: 0,
      comments: [],
      publishedAt: input.status === 'published' ? now : null,
      createdAt: now,
      updatedAt: now,
    };
    // The unique index on slug settles two creates racing for one address.
    const inserted = await db.insert(posts).values(postRow(post)).onConflictDoNothing().returning({ id: posts.id });
    if (!inserted.length) return fieldErrors(c, { [input.slug ? 'slug' : 'title']: SLUG_TAKEN });
    await deps.live.publish({ group: 'post', id: post.id, action: 'created' });
    return c.json({ post }, 201);
  });

  const patch = async (c: Context<AppEnv>) => {
    const id = c.req.param('id')!;
    const [existing] = await present(db, [id]);
    if (!existing) return notFound(c, NOT_FOUND(id));
    const body = await readUpdateBody(c);
    const expected = expectedVersion(c, body);
    if (!expected.ok) return expected.response;
    if (expected.at && expected.at.getTime() !== Date.parse(existing.updatedAt)) return staleRecord(c, existing);
    const parsed = validate(c, postSchema.partial(), body);
    if (!parsed.ok) return parsed.response;
    const input = parsed.data;
    const clash = await slugClash(db, input, id);
    if (clash) return fieldErrors(c, clash);
    const now = nextVersion(existing.updatedAt).toISOString();
    const next: Post = { ...existing, ...(input as Partial<Post>), updatedAt: now };
    next.readingMinutes = readingMinutes(next.content);
    if (next.status === 'published' && !existing.publishedAt) next.publishedAt = now;
    const { id: _id, createdAt: _c, ...columns } = postRow(next);
    let updated: { id: string }[];
    try {
      // With a version, the check and the write are one statement: a write in between is not lost.
      updated = await db
        .update(posts)
        .set(columns)
        .where(expected.at ? and(eq(posts.id, id), eq(posts.updatedAt, expected.at)) : eq(posts.id, id))
        .returning({ id: posts.id });
    } catch (error) {
      // The unique index on slug: another write took the address since the check.
      if (isUniqueViolation(error)) return fieldErrors(c, { [input.slug ? 'slug' : 'title']: SLUG_TAKEN });
      throw error;
    }
    if (!updated.length) {
      const [current] = await present(db, [id]);
      return current ? staleRecord(c, current) : notFound(c, NOT_FOUND(id));
    }
    await deps.live.publish({ group: 'post', id, action: 'updated' });
    return c.json({ post: next });
  };
  app.patch('/:id', patch);
  app.put('/:id', patch);

  app.delete('/:id', async (c) => {
    const id = c.req.param('id');
    const deleted = await db.delete(posts).where(eq(posts.id, id)).returning({ id: posts.id });
    await deps.live.publishEach('post', deleted.map((d) => d.id), 'deleted');
    return deleted.length ? c.body(null, 204) : notFound(c, NOT_FOUND(id));
  });

  return app;
}
