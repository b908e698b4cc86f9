import { createFileRoute } from '@tanstack/react-router';
import { LaunchPage } from '@/features/status-pages/launch-page';
import { loadPageText, pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/_status/coming-soon')({
  loader: () => loadPageText(['pages']),
  head: () => pageHead('comingSoon', 'pages:meta.comingSoon'),
  component: LaunchPage,
});
