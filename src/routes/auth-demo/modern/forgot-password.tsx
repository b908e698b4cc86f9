import { createFileRoute } from '@tanstack/react-router';
import { AuthDemoPage } from '@/features/auth/auth-demo-page';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/auth-demo/modern/forgot-password')({
  head: () => ({ meta: [{ title: routeTitle('demo.modern.forgot-password') }] }),
  component: () => <AuthDemoPage variant="modern" screen="forgot-password" />,
});
