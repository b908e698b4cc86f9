import { createFileRoute } from '@tanstack/react-router';
import { PostCreatePage } from '@/features/posts/post-create-page';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/dashboard/post/new')({
  head: () => ({ meta: [{ title: routeTitle('dashboard.post.new') }] }),
  component: PostCreatePage,
});
