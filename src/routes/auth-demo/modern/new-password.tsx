import { createFileRoute } from '@tanstack/react-router';
import { AuthDemoPage } from '@/features/auth/auth-demo-page';
import { emailSearchSchema } from '@/features/auth/schemas';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/auth-demo/modern/new-password')({
  validateSearch: emailSearchSchema,
  head: () => ({ meta: [{ title: routeTitle('demo.modern.new-password') }] }),
  component: () => <AuthDemoPage variant="modern" screen="new-password" />,
});
