import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { postQueries } from '@/features/posts/api/posts';
import { PostListPage } from '@/features/posts/post-list-page';
import { postList, toPostQuery } from '@/features/posts/search';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/dashboard/post/')({
  // The loader is split out too (the plugin's default keeps it in the main bundle): the query code
  // loads with the screen, not on the first page.
  codeSplitGroupings: [['loader'], ['component']],
  validateSearch: postList.validateSearch,
  // Defaults stay out of the URL: /dashboard/post is the default view.
  search: { middlewares: [stripSearchParams(postList.defaults)] },
  loaderDeps: ({ search }) => toPostQuery(search),
  // Not awaited: a new tab, order or page keeps the current cards until the next ones arrive.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(postQueries.view(deps));
  },
  head: () => ({ meta: [{ title: routeTitle('dashboard.post.list') }] }),
  component: PostListPage,
});
