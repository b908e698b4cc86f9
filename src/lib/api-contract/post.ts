// Posts (docs/product-rules.md#api-calls: /api/post/list, /details, /latest, /search): the firm's blog and insights.
import type { ListQuery, ListResponse } from './list';

export const postStatuses = ['published', 'draft'] as const;
export type PostStatus = (typeof postStatuses)[number];

export interface PostAuthor {
  name: string;
  role: string;
}

export interface PostComment {
  id: string;
  name: string;
  message: string;
  createdAt: string;
}

export interface Post {
  id: string;
  /** URL-friendly, unique; details also accept it (`/api/post/details?slug=`). */
  slug: string;
  title: string;
  /** One- or two-sentence summary for lists and meta description. */
  description: string;
  /** HTML in the rich-text editor's formats; sanitised every time it is shown (docs/product-rules.md#rich-text). */
  content: string;
  /** An image URL or data URL (docs/product-rules.md#images); null when the post has none. */
  coverUrl: string | null;
  tags: string[];
  /** For search engines and shared links; empty means the title. */
  metaTitle: string;
  /** Empty means the description. */
  metaDescription: string;
  metaKeywords: string[];
  status: PostStatus;
  /** Whether readers may comment (POST /comments answers 400 when not). */
  allowComments: boolean;
  author: PostAuthor;
  /** Minutes to read, computed from the content. */
  readingMinutes: number;
  views: number;
  shares: number;
  favorites: number;
  comments: PostComment[];
  /** Set when first published. */
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** POST /api/post; PATCH /api/post/:id takes any subset. `slug` is derived from the title when omitted. */
export interface PostInput {
  title: string;
  description: string;
  content: string;
  tags: string[];
  metaKeywords: string[];
  status: PostStatus;
  slug?: string;
  /** Default null. */
  coverUrl?: string | null;
  /** Default ''. */
  metaTitle?: string;
  /** Default ''. */
  metaDescription?: string;
  /** Default true. */
  allowComments?: boolean;
}

export interface PostListQuery extends ListQuery {
  sort?: 'publishedAt' | 'createdAt' | 'title' | 'views';
  status?: PostStatus;
  tag?: string;
}
/** `counts` per status plus `all`. Newest first by default. */
export type PostListResponse = ListResponse<Post>;

export interface PostDetailsResponse {
  post: Post;
}

/** GET /api/post/latest?id= — the five newest published posts other than `id`. */
export interface PostLatestResponse {
  latestPosts: Post[];
}

/**
 * GET /api/post/search?q= — published posts matching title, description, author or tags, newest
 * first, 10 at most. The dashboard also sends `status` (`all`, `published`, `draft`), `page`,
 * `pageSize`, `sort` and `order` as for the list, and reads `total` and `counts` to page and tab.
 */
export interface PostSearchQuery extends Omit<PostListQuery, 'status'> {
  q: string;
  status?: PostStatus | 'all';
}
export interface PostSearchResponse {
  results: Post[];
  total: number;
  page: number;
  pageSize: number;
  /** Matches per status plus `all`. */
  counts: Record<string, number>;
}

/** POST /api/post/:id/comments */
export interface PostCommentInput {
  message: string;
}

export const postPaths = {
  list: '/api/post/list',
  details: '/api/post/details',
  latest: '/api/post/latest',
  search: '/api/post/search',
  create: '/api/post',
  item: (id: string) => `/api/post/${id}`,
  comments: (id: string) => `/api/post/${id}/comments`,
  bulkDelete: '/api/post/bulk-delete',
} as const;
