import { createFileRoute } from '@tanstack/react-router';
import { postQueries } from '@/features/posts/api/posts';
import { PostDetailsPage } from '@/features/posts/post-details-page';
import { PostNotFound } from '@/features/posts/post-not-found';
import { routeTitle } from '@/lib/i18n/route-title';

// The slug or the id: docs/product-rules.md#list-sections (posts also open by slug).
export const Route = createFileRoute('/dashboard/post/$slug/')({
  codeSplitGroupings: [['loader'], ['component'], ['errorComponent']],
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(postQueries.detail(params.slug)),
  head: () => ({ meta: [{ title: routeTitle('dashboard.post.detail') }] }),
  component: PostDetailsPage,
  errorComponent: PostNotFound,
});
