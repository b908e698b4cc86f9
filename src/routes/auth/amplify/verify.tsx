import { createFileRoute } from '@tanstack/react-router';
import { AmplifyPage } from '@/features/auth/amplify-page';
import { validateEmailSearch } from '@/features/auth/search';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/auth/amplify/verify')({
  validateSearch: validateEmailSearch,
  head: () => ({ meta: [{ title: routeTitle('amplify.verify') }] }),
  component: () => <AmplifyPage screen="verify" />,
});
