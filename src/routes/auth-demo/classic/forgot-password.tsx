import { createFileRoute } from '@tanstack/react-router';
import { AuthDemoPage } from '@/features/auth/auth-demo-page';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/auth-demo/classic/forgot-password')({
  head: () => ({ meta: [{ title: routeTitle('demo.classic.forgot-password') }] }),
  component: () => <AuthDemoPage variant="classic" screen="forgot-password" />,
});
