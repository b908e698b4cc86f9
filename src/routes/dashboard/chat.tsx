import { createFileRoute } from '@tanstack/react-router';
import { chatQueries } from '@/features/chat/api/chat';
import { ChatPage } from '@/features/chat/chat-page';
import { validateChatSearch } from '@/features/chat/search';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/dashboard/chat')({
  // The loader is split out too: the query code loads with the screen, not on the first page.
  codeSplitGroupings: [['loader'], ['component']],
  validateSearch: validateChatSearch,
  loaderDeps: ({ search }) => ({ id: search.id }),
  // Not awaited: the panes show their own skeletons.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(chatQueries.conversations());
    if (deps.id) void context.queryClient.prefetchQuery(chatQueries.conversation(deps.id));
  },
  head: () => ({ meta: [{ title: routeTitle('dashboard.chat') }] }),
  component: ChatPage,
});
