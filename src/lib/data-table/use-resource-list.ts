// A list screen's state in one hook (docs/list-kit.md#a-list-screen): the list query for the view
// in the URL, `setSearch` (the next view's request starts at the click), sorting, and whether a
// filter is on with the way to clear them all. The screen only says which query and which URL.
import {
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { useHeldList } from '@/lib/live/held-lists';
import { hasActiveFilters, type BaseListSearch, type SortOrder } from './list-search';
import { useListSearch } from './use-list-search';

export interface UseResourceListOptions<
  S extends BaseListSearch,
  R extends { items: unknown[] },
  K extends QueryKey,
> {
  search: S;
  /** Writes the URL, e.g. `(next) => void navigate({ search: next, resetScroll: false })`. */
  navigate: (next: S) => void;
  /** The list's query for a view, e.g. `(s) => jobQueries.list(toJobQuery(s))`. */
  query: (search: S) => UseQueryOptions<R, Error, R, K>;
  /** From `defineListSearch`: the defaults filters go back to, and the filters' names. */
  definition: { defaults: S; filterKeys: readonly (keyof S & string)[] };
  /** Params among the filters that are view settings (a grid or table layout): never cleared. */
  viewKeys?: readonly (keyof S & string)[];
}

export function useResourceList<
  S extends BaseListSearch,
  R extends { items: unknown[] },
  K extends QueryKey,
>({ search, navigate, query, definition, viewKeys = [] }: UseResourceListOptions<S, R, K>) {
  const queryClient = useQueryClient();
  const options = query(search);
  const list = useQuery(options);
  // Changes made elsewhere that would move the rows wait for the reader (src/lib/live/held-lists.ts).
  const liveChanges = useHeldList(queryClient, options.queryKey, list.data);
  const setSearch = useListSearch({
    search,
    navigate,
    prefetch: (next) => void queryClient.prefetchQuery(query(next)),
  });
  const onSort = useCallback(
    (sort: S['sort'], order: SortOrder) => setSearch({ sort, order } as Partial<S>),
    [setSearch],
  );
  const filterKeys = definition.filterKeys.filter((key) => !viewKeys.includes(key));
  const filtered = hasActiveFilters(search, definition.defaults, filterKeys);
  const { defaults } = definition;
  const clearKeys = filterKeys.join(',');
  const clearFilters = useCallback(
    () =>
      setSearch({
        q: '',
        ...Object.fromEntries(
          clearKeys
            .split(',')
            .filter(Boolean)
            .map((key) => [key, defaults[key as keyof S]]),
        ),
      } as Partial<S>),
    [setSearch, clearKeys, defaults],
  );
  /** The DataTable props that follow from the list and its URL state: spread them, add the rest. */
  const tableProps = {
    rows: list.data?.items as R['items'] | undefined,
    sort: search.sort as S['sort'],
    order: search.order,
    onSort,
    dense: search.dense,
    onClearFilters: filtered ? clearFilters : undefined,
    error: list.error,
    onRetry: () => void list.refetch(),
  };
  return { list, setSearch, onSort, filtered, clearFilters, tableProps, liveChanges };
}
