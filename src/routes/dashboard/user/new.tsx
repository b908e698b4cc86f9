import { createFileRoute } from '@tanstack/react-router';
import { UserCreatePage } from '@/features/users/user-create-page';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/dashboard/user/new')({
  head: () => ({ meta: [{ title: routeTitle('dashboard.user.new') }] }),
  component: UserCreatePage,
});
