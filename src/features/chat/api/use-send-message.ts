// Sending a chat message: it shows at once as pending (from the outbox), is confirmed by the
// server (then it joins the conversation's messages) or turns failed with Retry.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ChatAttachment } from '@/lib/api-contract/chat';
import { useOutboxStore, type OutboxMessage } from '../outbox-store';
import { chatQueries, postMessage } from './chat';

export function useSendMessage(owner: string) {
  const queryClient = useQueryClient();
  const { add, setStatus, remove } = useOutboxStore.getState();

  const deliver = useCallback(
    async (message: OutboxMessage) => {
      setStatus(message.id, 'pending');
      try {
        const saved = await postMessage(message.conversationId, { id: message.id, body: message.body, attachments: message.attachments });
        queryClient.setQueryData(chatQueries.conversation(message.conversationId).queryKey, (c) =>
          c && !c.messages.some((m) => m.id === saved.id) ? { ...c, messages: [...c.messages, saved], updatedAt: saved.createdAt } : c,
        );
        remove(message.id);
        void queryClient.invalidateQueries({ queryKey: chatQueries.conversations().queryKey });
      } catch {
        setStatus(message.id, 'failed');
      }
    },
    [queryClient, remove, setStatus],
  );

  const send = useCallback(
    (conversationId: string, body: string, attachments: ChatAttachment[]) => {
      const message: OutboxMessage = {
        id: crypto.randomUUID(),
        conversationId,
        body,
        attachments,
        createdAt: new Date().toISOString(),
        status: 'pending',
        owner,
      };
      add(message);
      void deliver(message);
    },
    [add, deliver, owner],
  );

  return { send, retry: deliver, discard: remove };
}
