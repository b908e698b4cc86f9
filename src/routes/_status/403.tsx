import { createFileRoute } from '@tanstack/react-router';
import { ForbiddenPage } from '@/features/status-pages/forbidden-page';
import { loadPageText, pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/_status/403')({
  loader: () => loadPageText(['pages']),
  head: () => pageHead('forbidden', 'pages:meta.forbidden'),
  component: ForbiddenPage,
});
