import { createFileRoute } from '@tanstack/react-router';
import { postQueries } from '@/features/posts/api/posts';
import { PostEditPage } from '@/features/posts/post-edit-page';
import { routeTitle } from '@/lib/i18n/route-title';
import { loadRecord } from '@/lib/record-route';
import { postRecord, PostRecordError } from '@/features/posts/post-record';

export const Route = createFileRoute('/dashboard/post/$slug/edit')({
  codeSplitGroupings: [['loader'], ['component'], ['errorComponent']],
  loader: ({ context, params, route }) =>
    loadRecord(context.queryClient.ensureQueryData(postQueries.detail(params.slug)), postRecord, route.id),
  head: () => ({ meta: [{ title: routeTitle('dashboard.post.edit') }] }),
  component: PostEditPage,
  errorComponent: PostRecordError,
});
