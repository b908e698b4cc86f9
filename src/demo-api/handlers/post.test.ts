// The posts group beyond the shared CRUD shape (docs/api/crud-groups.md#post): the editor's fields
// validated with field errors, slug uniqueness, the dashboard's search with status, paging and
// counts, and comments refused on a post that closed them.
import { describe, expect, it } from 'vitest';
import type { Post, PostSearchResponse } from '@/lib/api-contract/post';
import { request } from '@/lib/http/client';
import type { HttpError } from '@/lib/http/http-error';
import { seedPosts } from '@/lib/seed/post';
import { signInAsDemo } from '../../../tests/auth';

const seed = (await seedPosts());

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    return error as HttpError;
  }
  throw new Error('expected the request to fail');
}

const valid = {
  title: 'Streaming analytics for small teams',
  description: 'When real-time pays for itself, and when a daily batch is enough.',
  content: '<p>Most teams do not need streaming. Here is how to tell whether yours does.</p>',
  tags: ['engineering'],
  metaKeywords: [],
  status: 'draft',
};

describe('posts API', () => {
  it('validates the editor fields and refuses a title whose address is taken', async () => {
    await signInAsDemo();
    const bad = await failure(
      request('POST', '/api/post', {
        body: {
          ...valid,
          content: '<p>  </p><p>short</p>',
          metaTitle: 'x'.repeat(71),
          coverUrl: 'javascript:alert(1)',
        },
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.fieldErrors).toMatchObject({
      content: 'Write the article (at least 20 characters).',
      metaTitle: 'Use at most 70 characters.',
      coverUrl: 'Use a JPEG, PNG or WebP image.',
    });
    const taken = await failure(
      request('POST', '/api/post', { body: { ...valid, title: seed[1]!.title } }),
    );
    expect(taken.status).toBe(400);
    expect(taken.fieldErrors.title).toMatch(/already uses this address/);

    const { post } = await request<{ post: Post }>('POST', '/api/post', {
      body: { ...valid, allowComments: false },
    });
    expect(post).toMatchObject({
      slug: 'streaming-analytics-for-small-teams',
      coverUrl: null,
      metaTitle: '',
      allowComments: false,
    });
  });

  it('searches published posts by default, and any status with paging and counts when asked', async () => {
    await signInAsDemo();
    const draft = seed.find((p) => p.status === 'draft')!;
    const word = draft.title.split(' ')[0]!;
    const plain = await request<PostSearchResponse>('GET', '/api/post/search', {
      query: { q: draft.title },
    });
    expect(plain.results.map((p) => p.id)).not.toContain(draft.id);
    const drafts = await request<PostSearchResponse>('GET', '/api/post/search', {
      query: { q: word, status: 'draft', page: 1, pageSize: 6 },
    });
    expect(drafts.results.map((p) => p.id)).toContain(draft.id);
    expect(drafts.results.every((p) => p.status === 'draft')).toBe(true);
    expect(drafts.counts.draft).toBe(drafts.total);
    expect(drafts.counts.all).toBeGreaterThanOrEqual(drafts.total);
  });

  it('refuses a comment on a post with comments closed', async () => {
    await signInAsDemo();
    const closed = seed.find((p) => !p.allowComments)!;
    const error = await failure(
      request('POST', `/api/post/${closed.id}/comments`, { body: { message: 'Great read' } }),
    );
    expect(error.status).toBe(400);
    expect(error.fieldErrors.message).toBe('Comments are closed on this post.');
  });
});
