// The overview's data (figures, charts, recent orders) and the permission page's role switch.
import { queryOptions, useMutation } from '@tanstack/react-query';
import type { OverviewResponse } from '@/lib/api-contract/overview';
import { overviewPaths } from '@/lib/api-contract/overview';
import type { RoleInput, RoleResponse } from '@/lib/api-contract/permission';
import { permissionPaths } from '@/lib/api-contract/permission';
import { http } from '@/lib/http/client';

export const overviewQueries = {
  all: () => ['overview'] as const,
  app: () =>
    queryOptions({
      queryKey: [...overviewQueries.all(), 'app'] as const,
      queryFn: ({ signal }) => http.get<OverviewResponse>(overviewPaths.app, { signal }),
    }),
};

/**
 * Switches the demo account's role; the caller refreshes the session's user afterwards. The role
 * gates screens, not data, so no cached answer changes.
 */
export function useSwitchRole() {
  return useMutation({
    mutationFn: (input: RoleInput) => http.post<RoleResponse>(permissionPaths.role, input),
  });
}
