// Changing a list's view: one patch of the URL state at a time. Anything but a page change goes back
// to page 1; the next page's request starts at the click (the route's loader then finds it in flight).
import { useCallback, useEffect, useRef } from 'react';
import type { BaseListSearch } from './list-search';

export interface UseListSearchOptions<T extends BaseListSearch> {
  search: T;
  /** Writes the URL, e.g. `(search) => navigate({ search, resetScroll: false })`. */
  navigate: (next: T) => void;
  /** Starts the next view's request early, e.g. `queryClient.prefetchQuery(...)`. */
  prefetch?: (next: T) => void;
}

/** A stable `setSearch(patch)`, so memoised tables do not re-render when only the URL changed. */
export function useListSearch<T extends BaseListSearch>({
  search,
  navigate,
  prefetch,
}: UseListSearchOptions<T>): (patch: Partial<T>) => void {
  const latest = useRef({ search, navigate, prefetch });
  useEffect(() => {
    latest.current = { search, navigate, prefetch };
  });
  return useCallback((patch: Partial<T>) => {
    const { search: current, navigate: go, prefetch: early } = latest.current;
    const next: T = { ...current, ...patch, page: patch.page ?? 1 };
    early?.(next);
    go(next);
  }, []);
}
