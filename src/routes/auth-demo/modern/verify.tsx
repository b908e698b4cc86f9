import { createFileRoute } from '@tanstack/react-router';
import { AuthDemoPage } from '@/features/auth/auth-demo-page';
import { validateEmailSearch } from '@/features/auth/search';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/auth-demo/modern/verify')({
  validateSearch: validateEmailSearch,
  head: () => ({ meta: [{ title: routeTitle('demo.modern.verify') }] }),
  component: () => <AuthDemoPage variant="modern" screen="verify" />,
});
