// The saved views' requests and query factory (docs/api/views.md). Views are server data: they
// live in the query cache, keyed ['view', 'list', table].
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  viewPaths,
  type ViewInput,
  type ViewListResponse,
  type ViewPatch,
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

/** The table's saved views, and the one the list shows now (its URL state is that view's), if any. */
export function useActiveView<S extends object>(table: string, search: S, defaults: S) {
  const views = useQuery(viewQueries.list(table));
  const current = JSON.stringify(viewSearchOf(search, defaults));
  const active = views.data?.items.find((view) => JSON.stringify(view.search) === current);
  return { views, active };
}
