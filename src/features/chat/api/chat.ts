// Fetchers, the query factory (['chat'] → ['chat', 'conversations'], ['chat', 'conversation', id],
// ['chat', 'contacts']) and the mutations of the chat screen.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  chatPaths,
  type ChatContactsResponse,
  type ChatMessageInput,
  type ChatMessageResponse,
  type ConversationCreateInput,
  type ConversationResponse,
  type ConversationsResponse,
} from '@/lib/api-contract/chat';
import { http } from '@/lib/http/client';

export const fetchConversations = (signal?: AbortSignal) =>
  http.get<ConversationsResponse>(chatPaths.conversations, { signal }).then((r) => r.conversations);

export const fetchConversation = (id: string, signal?: AbortSignal) =>
  http.get<ConversationResponse>(chatPaths.conversation, { query: { id }, signal }).then((r) => r.conversation);

export const postMessage = (conversationId: string, input: ChatMessageInput) =>
  http.post<ChatMessageResponse>(chatPaths.messages(conversationId), input).then((r) => r.message);

export const chatQueries = {
  all: () => ['chat'] as const,
  conversations: () =>
    queryOptions({
      queryKey: [...chatQueries.all(), 'conversations'] as const,
      queryFn: ({ signal }) => fetchConversations(signal),
    }),
  conversation: (id: string) =>
    queryOptions({
      queryKey: [...chatQueries.all(), 'conversation', id] as const,
      queryFn: ({ signal }) => fetchConversation(id, signal),
    }),
  /** Whom a conversation can be started with: the workspace's other accounts and the contacts. */
  contacts: () =>
    queryOptions({
      queryKey: [...chatQueries.all(), 'contacts'] as const,
      queryFn: ({ signal }) => http.get<ChatContactsResponse>(chatPaths.contacts, { signal }),
      staleTime: 5 * 60_000,
    }),
};

export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConversationCreateInput) =>
      http.post<ConversationResponse>(chatPaths.conversation, input).then((r) => r.conversation),
    onSuccess: (conversation) => {
      queryClient.setQueryData(chatQueries.conversation(conversation.id).queryKey, conversation);
      return queryClient.invalidateQueries({ queryKey: chatQueries.conversations().queryKey });
    },
  });
}

/** Marks a conversation read; the list's unread count follows. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.post<ConversationResponse>(chatPaths.read(id)).then((r) => r.conversation),
    onSuccess: (conversation) => {
      queryClient.setQueryData(chatQueries.conversations().queryKey, (list) =>
        list?.map((c) => (c.id === conversation.id ? { ...c, unreadCount: 0 } : c)),
      );
    },
  });
}
