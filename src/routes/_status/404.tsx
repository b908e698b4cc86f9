import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '@/features/status-pages/not-found-page';
import { loadPageText, pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/_status/404')({
  loader: () => loadPageText(['pages']),
  head: () => pageHead('notFound', 'pages:meta.notFound'),
  component: NotFoundPage,
});
