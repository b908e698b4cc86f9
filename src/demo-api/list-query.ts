// Server-side paging, sorting, filtering and search for every list endpoint of the demo API, in the
// shape of src/lib/api-contract/list.ts, the query read as both backends read it
// (src/lib/api-contract/list-query.ts). Handlers describe their fields; this module does the rest.
import type { ListResponse } from '@/lib/api-contract/list';
import { filterValues, normalize, parseListQuery } from '@/lib/api-contract/list-query';

type Sortable = string | number | boolean | null | undefined;

export interface ListOptions<T> {
  /** Text the `q` parameter is matched against (case- and accent-insensitive, every word must match). */
  search?: (item: T) => string;
  /** Query parameter → predicate. A parameter given several times (or comma-separated) matches any value. */
  filters?: Record<string, (item: T, value: string) => boolean>;
  /** Sort key → value to compare. Unknown `sort` values fall back to `defaultSort`. */
  sorters?: Record<string, (item: T) => Sortable>;
  defaultSort?: { sort: string; order: 'asc' | 'desc' };
  /**
   * The facet reported in `counts` (for status tabs): counted over the items that pass search and
   * every filter except the facet's own, plus `all`.
   */
  facet?: { param: string; value: (item: T) => string; /** Keys always present in `counts`, 0 when none match. */ keys?: readonly string[] };
  /**
   * Values a filter accepts; any other value of that parameter is ignored (as if absent), so a
   * stale link shows everything instead of an empty list.
   */
  allowed?: Record<string, readonly string[]>;
  defaultPageSize?: number;
  /**
   * Figures over the records counted in `counts.all` (search and filters, not the facet's own
   * filter), answered as `summary` (the invoice list's totals per status).
   */
  summarize?: (items: T[]) => unknown;
  /** A page past the last one answers the last page (and says so in `page`). */
  clampPage?: boolean;
  /**
   * Keep sorted copies between requests while the records are the very same objects (every write
   * replaces the object, so any change empties it). Worth it for big groups (10,000 users), where
   * sorting is the costly step of a list request. The last 16 filtered views are kept too, so a
   * page or page-size change is a slice (docs/performance.md#the-10000-user-list).
   */
  cacheSorts?: boolean;
}

function compare(a: Sortable, b: Sortable): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return a ? 1 : -1;
  return collator.compare(String(a), String(b));
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The normalised search text of each record, kept while the record object lives (writes replace it). */
const searchTexts = new WeakMap<object, string>();

function searchText<T>(item: T, search: (item: T) => string): string {
  if (typeof item !== 'object' || item === null) return normalize(search(item));
  let text = searchTexts.get(item);
  if (text === undefined) {
    text = normalize(search(item));
    searchTexts.set(item, text);
  }
  return text;
}

function matchesWords(text: string, words: string[]): boolean {
  return words.every((word) => text.includes(word));
}

interface View {
  filtered: unknown[];
  summarized: unknown[];
  counts?: Record<string, number>;
}

/**
 * Sorted copies per options object (`cacheSorts`), and the filtered views built from them (the
 * last few, by sort, filters and search), valid while the source holds the same objects.
 */
const sortCaches = new WeakMap<object, { source: readonly unknown[]; sorted: Map<string, unknown[]>; views: Map<string, View> }>();
const MAX_VIEWS = 16;

/** The cache entry of `options` for `items`, emptied when the records changed. */
function cacheFor<T>(items: readonly T[], options: ListOptions<T>) {
  let cache = sortCaches.get(options);
  const fresh = cache && cache.source.length === items.length && cache.source.every((item, i) => item === items[i]);
  if (!cache || !fresh) {
    cache = { source: items, sorted: new Map(), views: new Map() };
    sortCaches.set(options, cache);
  }
  return cache;
}

function sortItems<T>(items: readonly T[], sorter: (item: T) => Sortable, sortKey: string, order: 'asc' | 'desc', options: ListOptions<T>): T[] {
  const sortAsc = () => {
    const keyed = items.map((item, index) => ({ item, key: sorter(item), index }));
    // Ties keep the stored order, so paging is stable.
    keyed.sort((a, b) => compare(a.key, b.key) || a.index - b.index);
    return keyed.map((k) => k.item);
  };
  if (!options.cacheSorts) {
    const ascending = sortAsc();
    return order === 'desc' ? ascending.reverse() : ascending;
  }
  const cache = cacheFor(items, options);
  const hit = cache.sorted.get(`${sortKey}:${order}`) as T[] | undefined;
  if (hit) return hit;
  let ascending = cache.sorted.get(`${sortKey}:asc`) as T[] | undefined;
  if (!ascending) {
    ascending = sortAsc();
    cache.sorted.set(`${sortKey}:asc`, ascending);
  }
  if (order === 'asc') return ascending;
  const descending = [...ascending].reverse();
  cache.sorted.set(`${sortKey}:desc`, descending);
  return descending;
}

/** Filters, searches, sorts and pages `items` according to the request's query parameters. */
export function listQuery<T>(request: Request | URL, items: readonly T[], options: ListOptions<T> = {}): ListResponse<T> & { summary?: unknown } {
  const query = parseListQuery(request, options.defaultPageSize);
  const activeFilters = Object.entries(options.filters ?? {})
    .map(([name, predicate]) => ({ name, predicate, values: filterValues(query.params, name, options.allowed?.[name]) }))
    .filter((f) => f.values.length > 0);
  const words = normalize(query.q).split(/\s+/).filter(Boolean);
  const search = options.search;

  const passes = (item: T, skip?: string) =>
    (!search || !words.length || matchesWords(searchText(item, search), words)) &&
    activeFilters.every((f) => f.name === skip || f.values.some((v) => f.predicate(item, v)));

  // Sort first (a cached sort is then free) and filter the sorted records, keeping their order.
  const sorters = options.sorters ?? {};
  const known = Boolean(query.sort && sorters[query.sort]);
  const sortKey = known ? query.sort : options.defaultSort?.sort;
  const order = known && query.orderGiven ? query.order : (options.defaultSort?.order ?? 'asc');
  const sorter = sortKey ? sorters[sortKey] : undefined;
  const ordered = sorter && sortKey ? sortItems(items, sorter, sortKey, order, options) : items;

  // A page or page-size change of a view already filtered is a slice of it (big groups only).
  const viewKey = options.cacheSorts
    ? JSON.stringify([sortKey, order, words, activeFilters.map((f) => [f.name, f.values])])
    : '';
  const views = options.cacheSorts ? cacheFor(items, options).views : undefined;
  const cached = views?.get(viewKey);
  const view = cached ?? filterView(ordered, options, passes, activeFilters);
  if (views && !cached) {
    if (views.size >= MAX_VIEWS) views.delete(views.keys().next().value!);
    views.set(viewKey, view);
  }
  const filtered = view.filtered as T[];
  const summarized = view.summarized as T[];
  const counts = view.counts;

  const lastPage = Math.max(1, Math.ceil(filtered.length / query.pageSize));
  const page = options.clampPage ? Math.min(query.page, lastPage) : query.page;
  const start = (page - 1) * query.pageSize;
  return {
    items: filtered.slice(start, start + query.pageSize),
    total: filtered.length,
    page,
    pageSize: query.pageSize,
    ...(counts ? { counts: { ...counts } } : {}),
    ...(options.summarize ? { summary: options.summarize(options.facet ? summarized : filtered) } : {}),
  };
}

/** The records of `ordered` that pass, in order, with the facet's counts and the summarized set. */
function filterView<T>(
  ordered: readonly T[],
  options: ListOptions<T>,
  passes: (item: T, skip?: string) => boolean,
  activeFilters: { name: string; predicate: (item: T, value: string) => boolean; values: string[] }[],
): View {
  let counts: Record<string, number> | undefined;
  const facet = options.facet;
  const facetFilter = facet && activeFilters.find((f) => f.name === facet.param);
  const filtered: T[] = [];
  const summarized: T[] = [];
  if (facet) counts = Object.fromEntries(['all', ...(facet.keys ?? [])].map((k) => [k, 0]));
  for (const item of ordered) {
    if (facet && counts) {
      if (!passes(item, facet.param)) continue;
      if (options.summarize) summarized.push(item);
      counts.all = (counts.all ?? 0) + 1;
      const key = facet.value(item);
      counts[key] = (counts[key] ?? 0) + 1;
      if (!facetFilter || facetFilter.values.some((v) => facetFilter.predicate(item, v))) filtered.push(item);
    } else if (passes(item)) {
      filtered.push(item);
    }
  }

  return { filtered, summarized, counts };
}
