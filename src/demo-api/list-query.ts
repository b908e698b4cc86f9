// Server-side paging, sorting, filtering and search for every list endpoint of the demo API, in the
// shape of src/lib/api-contract/list.ts. Handlers describe their fields; this module does the rest.
import type { ListResponse } from '@/lib/api-contract/list';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

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
  facet?: { param: string; value: (item: T) => string };
  defaultPageSize?: number;
}

export interface ParsedListQuery {
  page: number;
  pageSize: number;
  sort?: string;
  order: 'asc' | 'desc';
  q: string;
  params: URLSearchParams;
}

function toInt(value: string | null, fallback: number): number {
  const n = Number(value);
  return value !== null && Number.isInteger(n) ? n : fallback;
}

export function parseListQuery(request: Request | URL, defaultPageSize = DEFAULT_PAGE_SIZE): ParsedListQuery {
  const url = request instanceof URL ? request : new URL(request.url);
  const params = url.searchParams;
  const order = params.get('order') === 'desc' ? 'desc' : 'asc';
  return {
    page: Math.max(1, toInt(params.get('page'), 1)),
    pageSize: Math.min(MAX_PAGE_SIZE, Math.max(1, toInt(params.get('pageSize'), defaultPageSize))),
    sort: params.get('sort') ?? undefined,
    order: params.has('order') ? order : 'asc',
    q: (params.get('q') ?? '').trim(),
    params,
  };
}

/** Lower-cases and strips accents, so "cafe" finds "Café". */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export function matchesSearch(haystack: string, q: string): boolean {
  if (!q) return true;
  const text = normalize(haystack);
  return normalize(q)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

function compare(a: Sortable, b: Sortable): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return a ? 1 : -1;
  return String(a).localeCompare(String(b), 'en', { sensitivity: 'base', numeric: true });
}

function filterValues(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '' && v !== 'all');
}

/** Filters, searches, sorts and pages `items` according to the request's query parameters. */
export function listQuery<T>(request: Request | URL, items: readonly T[], options: ListOptions<T> = {}): ListResponse<T> {
  const query = parseListQuery(request, options.defaultPageSize);
  const activeFilters = Object.entries(options.filters ?? {})
    .map(([name, predicate]) => ({ name, predicate, values: filterValues(query.params, name) }))
    .filter((f) => f.values.length > 0);

  const passes = (item: T, skip?: string) =>
    (!options.search || matchesSearch(options.search(item), query.q)) &&
    activeFilters.every((f) => f.name === skip || f.values.some((v) => f.predicate(item, v)));

  let counts: Record<string, number> | undefined;
  if (options.facet) {
    const { param, value } = options.facet;
    counts = { all: 0 };
    for (const item of items) {
      if (!passes(item, param)) continue;
      counts.all = (counts.all ?? 0) + 1;
      const key = value(item);
      counts[key] = (counts[key] ?? 0) + 1;
    }
  }

  const filtered = items.filter((item) => passes(item));
  const sorters = options.sorters ?? {};
  const sortKey = query.sort && sorters[query.sort] ? query.sort : options.defaultSort?.sort;
  const order = query.sort && sorters[query.sort] ? query.order : (options.defaultSort?.order ?? 'asc');
  const sorter = sortKey ? sorters[sortKey] : undefined;
  if (sorter) {
    const sign = order === 'desc' ? -1 : 1;
    filtered.sort((a, b) => sign * compare(sorter(a), sorter(b)));
  }

  const start = (query.page - 1) * query.pageSize;
  return {
    items: filtered.slice(start, start + query.pageSize),
    total: filtered.length,
    page: query.page,
    pageSize: query.pageSize,
    ...(counts ? { counts } : {}),
  };
}
