import { createFileRoute } from '@tanstack/react-router';
import { postQueries } from '@/features/posts/api/posts';
import { PostEditPage } from '@/features/posts/post-edit-page';
import { PostNotFound } from '@/features/posts/post-not-found';
import { routeTitle } from '@/lib/i18n/route-title';
import { withSlowLoad } from '@/lib/ui/slow-load-message';
import { withinTimeLimit } from '@/lib/loader-time-limit';

export const Route = createFileRoute('/dashboard/post/$slug/edit')({
  codeSplitGroupings: [['loader'], ['component'], ['errorComponent']],
  loader: ({ context, params }) =>
    withinTimeLimit(context.queryClient.ensureQueryData(postQueries.detail(params.slug))),
  head: () => ({ meta: [{ title: routeTitle('dashboard.post.edit') }] }),
  component: PostEditPage,
  errorComponent: withSlowLoad(PostNotFound),
});
