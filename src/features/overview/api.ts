// The overview's data (figures, charts, recent orders).
import { queryOptions } from '@tanstack/react-query';
import type { OverviewResponse } from '@/lib/api-contract/overview';
import { overviewPaths } from '@/lib/api-contract/overview';
import { staleTimes } from '@/lib/api/stale-times';
import { http } from '@/lib/http/client';

export const overviewQueries = {
  all: () => ['overview'] as const,
  app: () =>
    queryOptions({
      queryKey: [...overviewQueries.all(), 'app'] as const,
      queryFn: ({ signal }) => http.get<OverviewResponse>(overviewPaths.app, { signal }),
      staleTime: staleTimes.overview,
    }),
};
