import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { fileQueries } from '@/features/file-manager/api/files';
import { FileManagerPage } from '@/features/file-manager/file-manager-page';
import { fileManagerDefaults, toFileListQuery, validateFileManagerSearch } from '@/features/file-manager/search';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/dashboard/file-manager')({
  // The loader is split out with the screen, so the query code does not ship in the first load.
  codeSplitGroupings: [['loader'], ['component']],
  validateSearch: validateFileManagerSearch,
  // Defaults stay out of the URL: /dashboard/file-manager is the top folder in the grid.
  search: { middlewares: [stripSearchParams(fileManagerDefaults)] },
  loaderDeps: ({ search }) => toFileListQuery(search),
  // Not awaited: a folder change keeps the current items on screen until the next ones arrive.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(fileQueries.list(deps));
  },
  head: () => ({ meta: [{ title: routeTitle('dashboard.file-manager') }] }),
  component: FileManagerPage,
});
