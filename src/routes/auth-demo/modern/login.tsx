import { createFileRoute } from '@tanstack/react-router';
import { AuthDemoPage } from '@/features/auth/auth-demo-page';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/auth-demo/modern/login')({
  head: () => ({ meta: [{ title: routeTitle('demo.modern.login') }] }),
  component: () => <AuthDemoPage variant="modern" screen="login" />,
});
