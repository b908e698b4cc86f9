import { createFileRoute } from '@tanstack/react-router';
import { ServerErrorPage } from '@/features/status-pages/server-error-page';
import { loadPageText, pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/_status/500')({
  loader: () => loadPageText(['pages']),
  head: () => pageHead('serverError', 'pages:meta.serverError'),
  component: ServerErrorPage,
});
