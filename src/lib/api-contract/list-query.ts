// How every list endpoint reads its query (./list.ts), on both backends: the demo API
// (src/demo-api/list-query.ts pages, sorts, filters and searches in memory) and the API server
// (server/http/list.ts does it in SQL). Page and page size, sort and order, the search text and
// its normalisation (case- and accent-insensitive, every word must match), and a filter's values
// (repeated or comma-separated, `all` = no filter, values outside a closed set ignored).

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export interface ParsedListQuery {
  page: number;
  pageSize: number;
  sort?: string;
  order: 'asc' | 'desc';
  q: string;
  /** Whether the request named an order (without one, the default sort's order applies). */
  orderGiven: boolean;
  params: URLSearchParams;
}

function toInt(value: string | null, fallback: number): number {
  const n = Number(value);
  return value !== null && Number.isInteger(n) ? n : fallback;
}

export function parseListQuery(
  request: Request | URL,
  defaultPageSize = DEFAULT_PAGE_SIZE,
): ParsedListQuery {
  const url = request instanceof URL ? request : new URL(request.url);
  const params = url.searchParams;
  const order = params.get('order') === 'desc' ? 'desc' : 'asc';
  return {
    page: Math.max(1, toInt(params.get('page'), 1)),
    pageSize: Math.min(MAX_PAGE_SIZE, Math.max(1, toInt(params.get('pageSize'), defaultPageSize))),
    sort: params.get('sort') ?? undefined,
    order: params.has('order') ? order : 'asc',
    q: (params.get('q') ?? '').trim(),
    orderGiven: params.get('order') === 'asc' || params.get('order') === 'desc',
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

/** Whether every word of `q` is in `haystack`, both normalised. */
export function matchesSearch(haystack: string, q: string): boolean {
  if (!q) return true;
  const text = normalize(haystack);
  return normalize(q)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

/**
 * The values a filter parameter asks for: repeated or comma-separated, blanks and `all` (no
 * filter) dropped, and with `allowed`, any value outside it ignored (a stale link shows everything).
 */
export function filterValues(
  params: URLSearchParams,
  name: string,
  allowed?: readonly string[],
): string[] {
  return params
    .getAll(name)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '' && v !== 'all' && (!allowed || allowed.includes(v)));
}
