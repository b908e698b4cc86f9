import { createFileRoute } from '@tanstack/react-router';
import { postQueries } from '@/features/posts/api/posts';
import { PostDetailsPage } from '@/features/posts/post-details-page';
import { postHead } from '@/features/posts/post-head';
import { loadRecord } from '@/lib/record-route';
import { postRecord, PostRecordError } from '@/features/posts/post-record';

// The slug or the id: docs/product-rules.md#list-sections (posts also open by slug).
export const Route = createFileRoute('/dashboard/post/$slug/')({
  codeSplitGroupings: [['loader'], ['component'], ['errorComponent']],
  loader: ({ context, params, route }) =>
    loadRecord(context.queryClient.ensureQueryData(postQueries.detail(params.slug)), postRecord, route.id),
  head: ({ loaderData }) => postHead(loaderData),
  component: PostDetailsPage,
  errorComponent: PostRecordError,
});
