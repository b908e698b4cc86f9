// The saved views' requests and query factory (docs/api/views.md). Views are server data: they
// live in the query cache, keyed ['view', 'list', table].
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  viewPaths,
  type ViewInput,
  type ViewListResponse,
  type ViewPatch,
  type SavedView,
  type ViewResponse,
  type ViewSearch,
} from '@/lib/api-contract/view';
import { http } from '@/lib/http/client';

export const viewQueries = {
  all: () => ['view'] as const,
  list: (table: string) =>
    queryOptions({
      queryKey: [...viewQueries.all(), 'list', table] as const,
      queryFn: ({ signal }) =>
        http.get<ViewListResponse>(viewPaths.list, { query: { table }, signal }),
      staleTime: 60_000,
    }),
};

export function useViewMutations(table: string) {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    queryClient.invalidateQueries({ queryKey: viewQueries.list(table).queryKey });
  return {
    create: useMutation({
      mutationFn: (input: Omit<ViewInput, 'table'>) =>
        http.post<ViewResponse>(viewPaths.create, { ...input, table }),
      onSuccess,
    }),
    rename: useMutation({
      mutationFn: ({ id, ...patch }: ViewPatch & { id: string }) =>
        http.patch<ViewResponse>(viewPaths.one(id), patch),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) => http.delete<void>(viewPaths.one(id)),
      onSuccess,
    }),
  };
}

/** The view's part of the URL state: what differs from the defaults, page left out. */
export function viewSearchOf<S extends object>(search: S, defaults: S): ViewSearch {
  return Object.fromEntries(
    Object.entries(search).filter(
      ([key, value]) =>
        key !== 'page' &&
        JSON.stringify(value) !== JSON.stringify((defaults as Record<string, unknown>)[key]),
    ),
  );
}

/** JSON with every object's keys in one order: the same params in another order read the same. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, part: unknown) =>
    part && typeof part === 'object' && !Array.isArray(part)
      ? Object.fromEntries(Object.entries(part).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : part,
  );
}

/**
 * The saved view the list shows now (its URL state is that view's), if any. The URL's params may
 * come in another order than when the view was saved (applying a view navigates to it, and the
 * router orders them its own way).
 */
export function activeViewOf<S extends object>(views: readonly SavedView[], search: S, defaults: S) {
  const current = canonicalJson(viewSearchOf(search, defaults));
  return views.find((view) => canonicalJson(view.search) === current);
}

/** The table's saved views, and the one the list shows now, if any. */
export function useActiveView<S extends object>(table: string, search: S, defaults: S) {
  const views = useQuery(viewQueries.list(table));
  const active = views.data ? activeViewOf(views.data.items, search, defaults) : undefined;
  return { views, active };
}
