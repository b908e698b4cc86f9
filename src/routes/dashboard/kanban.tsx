import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { kanbanQueries } from '@/features/kanban/api/kanban';
import { KanbanPage } from '@/features/kanban/kanban-page';
import { kanbanSearchDefaults, validateKanbanSearch } from '@/features/kanban/search';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/dashboard/kanban')({
  // The loader (and the query code it imports) loads with the screen, not on the first page.
  codeSplitGroupings: [['loader'], ['component']],
  validateSearch: validateKanbanSearch,
  search: { middlewares: [stripSearchParams(kanbanSearchDefaults)] },
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(kanbanQueries.board());
    void context.queryClient.prefetchQuery(kanbanQueries.people());
  },
  head: () => ({ meta: [{ title: routeTitle('dashboard.kanban') }] }),
  component: KanbanPage,
});
