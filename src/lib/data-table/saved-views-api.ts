// The saved views' requests and query factory (docs/api/views.md). Views are server data: they
// live in the query cache, keyed ['view', 'list', table].
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  viewPaths,
  type ViewInput,
  type ViewListResponse,
  type ViewPatch,
  type ViewResponse,
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
