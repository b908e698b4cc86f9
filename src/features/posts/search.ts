// The posts list's URL search params on the list kit (docs/list-kit.md): status tab, sort, search
// text and paging, defaults stripped from the URL. Route files validate with this before any page
// code loads, so it stays small: plain checks and the contract's constants.
import { defineListSearch } from '@/lib/data-table/list-search';
import { oneOf } from '@/lib/search-params';
import { postStatuses, type PostListQuery, type PostSearchQuery } from '@/lib/api-contract/post';

export const postTabs = ['all', ...postStatuses] as const;
export type PostTab = (typeof postTabs)[number];

export const postList = defineListSearch({
  sortFields: ['publishedAt', 'views'],
  defaultSort: 'publishedAt',
  defaultOrder: 'desc',
  pageSizes: [6, 12, 24],
  defaultPageSize: 12,
  filters: { status: oneOf(postTabs, 'all') },
});

export type PostListSearch = ReturnType<typeof postList.validateSearch>;

/** The three orders the sort menu offers, each a sort field and direction of the URL. */
export const postSortOptions = {
  latest: { sort: 'publishedAt', order: 'desc' },
  popular: { sort: 'views', order: 'desc' },
  oldest: { sort: 'publishedAt', order: 'asc' },
} as const satisfies Record<string, Pick<PostListSearch, 'sort' | 'order'>>;
export type PostSortOption = keyof typeof postSortOptions;

export function sortOptionOf(search: Pick<PostListSearch, 'sort' | 'order'>): PostSortOption {
  if (search.sort === 'views') return 'popular';
  return search.order === 'asc' ? 'oldest' : 'latest';
}

/**
 * The request of a view: the list without search text, the search endpoint with it (every status
 * tab searches its own posts).
 */
export type PostViewQuery =
  { kind: 'list'; query: PostListQuery } | { kind: 'search'; query: PostSearchQuery };

export function toPostQuery(search: PostListSearch): PostViewQuery {
  const { page, pageSize, sort, order, status } = search;
  const q = search.q.trim();
  if (q) return { kind: 'search', query: { q, status, page, pageSize, sort, order } };
  return {
    kind: 'list',
    query: { page, pageSize, sort, order, status: status === 'all' ? undefined : status },
  };
}
