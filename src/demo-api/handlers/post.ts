// Posts: the insights blog (list, details by id or slug, latest, search, CRUD, comments).
// docs/api/crud-groups.md#post
import { HttpResponse, http } from 'msw';
import { nextVersion } from '@/lib/api-contract/edit-conflict';
import type { Post } from '@/lib/api-contract/post';
import { requireAccount } from '../accounts';
import { crudHandlers } from '../crud';
import { defineCollection } from '../db';
import { listQuery, type ListOptions } from '../list-query';
import { API, fieldErrors, latency, notFound } from '../respond';
import { readingMinutes, seedPosts, slugify } from '@/lib/seed/post';
import { validateBody } from '../validate';

// The payloads' schemas (zod) load with the first write (docs/performance.md#demo-api).
const schemas = () => import('@/lib/api-contract/post-input');

// 'posts-v2': the records gained a cover, meta fields, the comments switch and HTML content; a
// browser that stored the first shape seeds the new one instead of reading records without them.
export const posts = defineCollection<Post>('posts-v2', seedPosts);

const search = (p: Post) => [p.title, p.description, p.author.name, ...p.tags].join(' ');
const byNewest = (a: Post, b: Post) => (b.publishedAt ?? b.createdAt).localeCompare(a.publishedAt ?? a.createdAt);

const listOptions: ListOptions<Post> = {
  search,
  filters: { status: (p, v) => p.status === v, tag: (p, v) => p.tags.includes(v) },
  sorters: {
    publishedAt: (p) => p.publishedAt ?? p.createdAt,
    createdAt: (p) => p.createdAt,
    title: (p) => p.title,
    views: (p) => p.views,
  },
  defaultSort: { sort: 'publishedAt', order: 'desc' },
  facet: { param: 'status', value: (p) => p.status, keys: ['published', 'draft'] },
};

const extra = [
  http.get(`${API}/post/latest`, async ({ request }) => {
    await latency();
    await requireAccount(request);
    const id = new URL(request.url).searchParams.get('id');
    const latestPosts = (await posts.all())
      .filter((p) => p.status === 'published' && p.id !== id && p.slug !== id)
      .sort(byNewest)
      .slice(0, 5);
    return HttpResponse.json({ latestPosts });
  }),
  // The list's query on the search: published posts unless `status` says otherwise (`all`, `draft`).
  http.get(`${API}/post/search`, async ({ request }) => {
    await latency();
    await requireAccount(request);
    const url = new URL(request.url);
    const q = (url.searchParams.get('q') ?? '').trim();
    if (!url.searchParams.has('status')) url.searchParams.set('status', 'published');
    if (!q) return HttpResponse.json({ results: [], total: 0, page: 1, pageSize: 10, counts: { all: 0, published: 0, draft: 0 } });
    const { items, total, page, pageSize, counts } = listQuery(url, await posts.all(), listOptions);
    return HttpResponse.json({ results: items, total, page, pageSize, counts });
  }),
  http.post(`${API}/post/:id/comments`, async ({ request, params }) => {
    await latency();
    const account = await requireAccount(request);
    const post = await posts.get(String(params.id));
    if (!post) return notFound();
    if (!post.allowComments) return fieldErrors({ message: 'Comments are closed on this post.' }, 'Comments are closed on this post.');
    const parsed = await validateBody(request, (await schemas()).postCommentSchema);
    if (!parsed.ok) return parsed.response;
    const comment = { id: crypto.randomUUID(), name: account.displayName, message: parsed.data.message, createdAt: new Date().toISOString() };
    const updated = await posts.put({ ...post, comments: [...post.comments, comment] });
    return HttpResponse.json({ post: updated }, { status: 201 });
  }),
];

export const handlers = crudHandlers({
  group: 'post',
  key: 'post',
  collection: posts,
  extra,
  versioned: true,
  lookup: (records, id) => records.find((p) => p.id === id || p.slug === id),
  list: listOptions,
  loadSchema: async () => (await schemas()).postSchema,
  check: (input, records, existing) => {
    const slug = input.slug ?? (input.title && !existing ? slugify(input.title) : undefined);
    return slug && records.some((r) => r.slug === slug && r.id !== existing?.id)
      ? { [input.slug ? 'slug' : 'title']: 'Another post already uses this address; change the title or slug.' }
      : null;
  },
  create: (input, { account }) => {
    const now = new Date().toISOString();
    return {
      id: crypto.randomUUID(),
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
  },
  update: (existing, input) => {
    const now = nextVersion(existing.updatedAt).toISOString();
    const next = { ...existing, ...input, updatedAt: now };
    next.readingMinutes = readingMinutes(next.content);
    if (next.status === 'published' && !existing.publishedAt) next.publishedAt = now;
    return next;
  },
});
