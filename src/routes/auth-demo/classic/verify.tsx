import { createFileRoute } from '@tanstack/react-router';
import { AuthDemoPage } from '@/features/auth/auth-demo-page';
import { validateEmailSearch } from '@/features/auth/search';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/auth-demo/classic/verify')({
  validateSearch: validateEmailSearch,
  head: () => ({ meta: [{ title: routeTitle('demo.classic.verify') }] }),
  component: () => <AuthDemoPage variant="classic" screen="verify" />,
});
