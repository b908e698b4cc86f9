// A list's URL search state, built once per section: page, page size, sort, order, search text,
// the dense toggle and the section's own filters. Plain checks (src/lib/search-params.ts), because
// a route's validateSearch ships in the first load; a bad value falls back to its default, and the
// defaults are what the route strips from the URL (`stripSearchParams(list.defaults)`).
import {
  oneOf,
  searchParams,
  stringParam,
  type CheckedSearch,
  type ParamCheck,
} from '@/lib/search-params';

export const defaultPageSizes = [5, 10, 25, 50] as const;
export type SortOrder = 'asc' | 'desc';

/** The part of the URL state every list has. */
export interface BaseListSearch<S extends string = string> {
  page: number;
  pageSize: number;
  sort: S;
  order: SortOrder;
  q: string;
  dense: boolean;
}

type Checks = Record<string, ParamCheck<unknown>>;

export interface ListSearchConfig<S extends string, F extends Checks> {
  /** Fields the API can sort by. */
  sortFields: readonly S[];
  defaultSort: NoInfer<S>;
  defaultOrder?: SortOrder;
  pageSizes?: readonly number[];
  defaultPageSize?: number;
  /** The section's filters: a check each; what a check gives for `undefined` is its default. */
  filters?: F;
  /** Longest search text kept (longer falls back to ''). */
  maxQueryLength?: number;
}

export type ListSearch<S extends string, F extends Checks> = BaseListSearch<S> & CheckedSearch<F>;

/** A page number: a positive safe integer, else 1. */
export const pageParam: ParamCheck<number> = (value) =>
  Number.isSafeInteger(value) && (value as number) >= 1 ? (value as number) : 1;

/** A boolean, else `fallback`. */
export const booleanParam =
  (fallback: boolean): ParamCheck<boolean> =>
  (value) =>
    typeof value === 'boolean' ? value : fallback;

/** An array whose every item is one of `values`, else []. */
export const arrayOfParam =
  <const V extends readonly unknown[]>(values: V): ParamCheck<V[number][]> =>
  (value) =>
    Array.isArray(value) && value.every((item) => values.includes(item))
      ? [...(value as V[number][])]
      : [];

/**
 * The list's validateSearch, its defaults (to strip from the URL and to reset filters to) and the
 * names of its filters (to tell whether any is on).
 */
export function defineListSearch<const S extends string, F extends Checks = Record<never, never>>(
  config: ListSearchConfig<S, F>,
) {
  const pageSizes = config.pageSizes ?? defaultPageSizes;
  const defaultPageSize = config.defaultPageSize ?? 10;
  const filters = (config.filters ?? {}) as F;
  const checks = {
    page: pageParam,
    pageSize: oneOf(pageSizes, defaultPageSize) as ParamCheck<number>,
    sort: oneOf(config.sortFields, config.defaultSort) as ParamCheck<S>,
    order: oneOf(['asc', 'desc'] as const, config.defaultOrder ?? 'asc'),
    q: stringParam(config.maxQueryLength ?? 100, ''),
    dense: booleanParam(false),
    ...filters,
  };
  const validateSearch = searchParams(checks);
  const defaults = Object.fromEntries(
    Object.entries(checks).map(([key, check]) => [key, check(undefined)]),
  ) as ReturnType<typeof validateSearch>;
  const filterKeys = Object.keys(filters) as (keyof CheckedSearch<F> & string)[];
  return { validateSearch, defaults, filterKeys, pageSizes, sortFields: config.sortFields };
}

/** Whether the search text or any filter differs from its default (the empty state offers a reset). */
export function hasActiveFilters<T extends BaseListSearch>(
  search: T,
  defaults: T,
  filterKeys: readonly (keyof T & string)[],
): boolean {
  if (search.q.trim() !== '') return true;
  return filterKeys.some((key) => JSON.stringify(search[key]) !== JSON.stringify(defaults[key]));
}

/** The filters a toolbar's "Filters" sheet holds: a key, or keys that count as one (a date range). */
export type FilterGroups<T> = readonly ((keyof T & string) | readonly (keyof T & string)[])[];

/**
 * The sheet's state: how many of `groups` are on (differ from their defaults) and the patch that
 * clears them, leaving the search text, the status tab and the rest of the view alone.
 */
export function sheetFilters<T>(search: T, defaults: T, groups: FilterGroups<T>) {
  const keys = groups.flatMap((group) => (typeof group === 'string' ? [group] : [...group]));
  const on = (key: keyof T & string) => JSON.stringify(search[key]) !== JSON.stringify(defaults[key]);
  const active = groups.filter((group) => (typeof group === 'string' ? on(group) : group.some(on))).length;
  const clear = Object.fromEntries(keys.map((key) => [key, defaults[key]])) as Partial<T>;
  return { active, clear };
}
