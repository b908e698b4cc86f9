// Fetchers and the query factory of posts, built by the one resource helper
// (src/lib/api/resource-queries.ts: ['post', 'list', query], ['post', 'detail', id or slug]), plus
// what only posts have: the search (kept under the lists' key, so a write refreshes it too), the
// latest posts and comments.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { resourceQueries } from '@/lib/api/resource-queries';
import { http } from '@/lib/http/client';
import {
  postPaths,
  type Post,
  type PostInput,
  type PostLatestResponse,
  type PostListQuery,
  type PostListResponse,
  type PostSearchQuery,
  type PostSearchResponse,
} from '@/lib/api-contract/post';
import type { PostViewQuery } from '../search';

const resource = resourceQueries<{
  record: Post;
  input: PostInput;
  query: PostListQuery;
  list: PostListResponse;
}>({ group: 'post', paths: postPaths });

export const {
  create: createPost,
  update: updatePost,
  remove: deletePost,
  detail: fetchPost,
} = resource.fetchers;

export const searchPosts = (query: PostSearchQuery, signal?: AbortSignal) =>
  http.get<PostSearchResponse>(postPaths.search, { query: { ...query }, signal });

export const addPostComment = async (id: string, message: string) =>
  (await http.post<{ post: Post }>(postPaths.comments(id), { message })).post;

/** A page of cards: the list's or the search's answer, in the list's shape. */
async function fetchView(view: PostViewQuery, signal?: AbortSignal): Promise<PostListResponse> {
  if (view.kind === 'list') return resource.fetchers.list(view.query, signal);
  const { results, total, page, pageSize, counts } = await searchPosts(view.query, signal);
  return { items: results, total, page, pageSize, counts };
}

export const postQueries = {
  ...resource.queries,
  /** The cards of a view; under ['post', 'list'] so saving a post refreshes every view. */
  view: (view: PostViewQuery) =>
    queryOptions({
      queryKey: [...resource.queries.lists(), view] as const,
      queryFn: ({ signal }) => fetchView(view, signal),
      placeholderData: keepPreviousData,
    }),
  latests: () => [...resource.queries.all(), 'latest'] as const,
  latest: (id: string) =>
    queryOptions({
      queryKey: [...postQueries.latests(), id] as const,
      queryFn: async ({ signal }) =>
        (await http.get<PostLatestResponse>(postPaths.latest, { query: { id }, signal }))
          .latestPosts,
    }),
};
