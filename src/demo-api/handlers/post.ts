// Posts: the insights blog (list, details by id or slug, latest, search, CRUD, comments).
import { HttpResponse, http } from 'msw';
import { z } from 'zod';
import type { Post } from '@/lib/api-contract/post';
import { requireAccount } from '../accounts';
import { crudHandlers } from '../crud';
import { defineCollection } from '../db';
import { matchesSearch } from '../list-query';
import { API, latency, notFound } from '../respond';
import { readingMinutes, seedPosts, slugify } from '../seed/post';
import { validateBody } from '../validate';

export const posts = defineCollection<Post>('posts', seedPosts);

const words = z.array(z.string().trim().min(1).max(40)).max(12, 'At most 12.');
const postSchema = z.object({
  title: z.string().trim().min(5, 'Enter a title (at least 5 characters).').max(140, 'Use at most 140 characters.'),
  description: z.string().trim().min(10, 'Write a summary (at least 10 characters).').max(300, 'Use at most 300 characters.'),
  content: z.string().trim().min(20, 'Write the article (at least 20 characters).').max(50_000, 'The article is too long.'),
  tags: words.min(1, 'Add at least one tag.'),
  metaKeywords: words,
  status: z.enum(['published', 'draft'], 'Choose a status.'),
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens.')
    .optional(),
});

const search = (p: Post) => [p.title, p.description, p.author.name, ...p.tags].join(' ');
const byNewest = (a: Post, b: Post) => (b.publishedAt ?? b.createdAt).localeCompare(a.publishedAt ?? a.createdAt);

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
  http.get(`${API}/post/search`, async ({ request }) => {
    await latency();
    await requireAccount(request);
    const q = (new URL(request.url).searchParams.get('q') ?? '').trim();
    const results = q
      ? (await posts.all()).filter((p) => p.status === 'published' && matchesSearch(search(p), q)).sort(byNewest).slice(0, 10)
      : [];
    return HttpResponse.json({ results });
  }),
  http.post(`${API}/post/:id/comments`, async ({ request, params }) => {
    await latency();
    const account = await requireAccount(request);
    const post = await posts.get(String(params.id));
    if (!post) return notFound();
    const parsed = await validateBody(
      request,
      z.object({ message: z.string().trim().min(2, 'Write a comment.').max(2000, 'Use at most 2000 characters.') }),
    );
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
  lookup: (records, id) => records.find((p) => p.id === id || p.slug === id),
  list: {
    search,
    filters: { status: (p, v) => p.status === v, tag: (p, v) => p.tags.includes(v) },
    sorters: {
      publishedAt: (p) => p.publishedAt ?? p.createdAt,
      createdAt: (p) => p.createdAt,
      title: (p) => p.title,
      views: (p) => p.views,
    },
    defaultSort: { sort: 'publishedAt', order: 'desc' },
    facet: { param: 'status', value: (p) => p.status },
  },
  schema: postSchema,
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
      tags: input.tags,
      metaKeywords: input.metaKeywords,
      status: input.status,
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
    const now = new Date().toISOString();
    const next = { ...existing, ...input, updatedAt: now };
    next.readingMinutes = readingMinutes(next.content);
    if (next.status === 'published' && !existing.publishedAt) next.publishedAt = now;
    return next;
  },
});
