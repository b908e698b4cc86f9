import { createFileRoute } from '@tanstack/react-router';
import { postQueries } from '@/features/posts/api/posts';
import { PostDetailsPage } from '@/features/posts/post-details-page';
import { postHead } from '@/features/posts/post-head';
import { PostNotFound } from '@/features/posts/post-not-found';
import { withinTimeLimit } from '@/lib/loader-time-limit';
import { withSlowLoad } from '@/lib/ui/slow-load-message';

// The slug or the id: docs/product-rules.md#list-sections (posts also open by slug).
export const Route = createFileRoute('/dashboard/post/$slug/')({
  codeSplitGroupings: [['loader'], ['component'], ['errorComponent']],
  loader: ({ context, params }) =>
    withinTimeLimit(context.queryClient.ensureQueryData(postQueries.detail(params.slug))),
  head: ({ loaderData }) => postHead(loaderData),
  component: PostDetailsPage,
  errorComponent: withSlowLoad(PostNotFound),
});
