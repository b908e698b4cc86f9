import { createFileRoute } from '@tanstack/react-router';
import { AuthDemoPage } from '@/features/auth/auth-demo-page';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/auth-demo/classic/register')({
  head: () => ({ meta: [{ title: routeTitle('demo.classic.register') }] }),
  component: () => <AuthDemoPage variant="classic" screen="register" />,
});
