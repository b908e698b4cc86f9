import { createFileRoute } from '@tanstack/react-router';
import { AmplifyPage } from '@/features/auth/amplify-page';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/auth/amplify/register')({
  head: () => ({ meta: [{ title: routeTitle('amplify.register') }] }),
  component: () => <AmplifyPage screen="register" />,
});
