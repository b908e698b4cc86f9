import { createFileRoute } from '@tanstack/react-router';
import { AmplifyPage } from '@/features/auth/amplify-page';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/auth/amplify/login')({
  head: () => ({ meta: [{ title: routeTitle('amplify.login') }] }),
  component: () => <AmplifyPage screen="login" />,
});
