// Optimistic changes to a group's cached list pages (docs/list-kit.md): applied at once, undone if
// the server refuses. Lists have the shape of src/lib/api-contract/list.ts, with `counts` per status.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ListResponse } from '@/lib/api-contract/list';

type Row = { id: string; status: string };

/** Applies `change` to every cached list page under `listsKey`; returns the function that undoes it. */
export async function changeCachedLists<L extends ListResponse<Row>>(
  queryClient: QueryClient,
  listsKey: QueryKey,
  change: (list: L) => L,
) {
  await queryClient.cancelQueries({ queryKey: listsKey });
  const before = queryClient.getQueriesData<L>({ queryKey: listsKey });
  // Other queries may share the prefix (the user cards' infinite list): only list pages change.
  queryClient.setQueriesData<L>({ queryKey: listsKey }, (list) => (list && 'items' in list ? change(list) : list));
  return () => before.forEach(([key, list]) => queryClient.setQueryData(key, list));
}

/** The page without the rows of `ids`, its total and status counts lowered to match. */
export function withoutRows<L extends ListResponse<Row>>(list: L, ids: ReadonlySet<string>): L {
  const gone = list.items.filter((row) => ids.has(row.id));
  if (!gone.length) return list;
  const counts: Record<string, number> = { ...list.counts, all: (list.counts?.all ?? 0) - gone.length };
  for (const row of gone) counts[row.status] = (counts[row.status] ?? 0) - 1;
  return { ...list, items: list.items.filter((row) => !ids.has(row.id)), total: list.total - gone.length, counts };
}

/** The page with row `id` in `status`, the status counts moved to match. */
export function withRowStatus<L extends ListResponse<Row>>(list: L, id: string, status: string): L {
  const row = list.items.find((r) => r.id === id);
  if (!row || row.status === status) return list;
  const counts = {
    ...list.counts,
    [row.status]: (list.counts?.[row.status] ?? 0) - 1,
    [status]: (list.counts?.[status] ?? 0) + 1,
  };
  return { ...list, items: list.items.map((r) => (r.id === id ? { ...r, status } : r)), counts };
}
