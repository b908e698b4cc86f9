// Messages not yet confirmed by the server, kept in localStorage so none is lost: a message whose
// request failed (or was cut short by a reload) stays, marked failed, until it is sent by Retry
// or deleted. Each carries the id the server will store it under, so a retry is never a duplicate.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { safeStateStorage } from '@/lib/storage/safe-storage';
import type { ChatAttachment } from '@/lib/api-contract/chat';

export interface OutboxMessage {
  id: string;
  conversationId: string;
  body: string;
  attachments: ChatAttachment[];
  createdAt: string;
  status: 'pending' | 'failed';
  /** The account that wrote it. */
  owner: string;
}

interface OutboxState {
  messages: OutboxMessage[];
  add: (message: OutboxMessage) => void;
  setStatus: (id: string, status: OutboxMessage['status']) => void;
  remove: (id: string) => void;
}

// A full storage (large images) must not break sending: the message then lives for this page only,
// and the user is told once (docs/product-rules.md#storage).
const safeStorage = safeStateStorage('local');

export const useOutboxStore = create<OutboxState>()(
  persist(
    (set) => ({
      messages: [],
      add: (message) => set((s) => ({ messages: [...s.messages, message] })),
      setStatus: (id, status) =>
        set((s) => ({ messages: s.messages.map((m) => (m.id === id ? { ...m, status } : m)) })),
      remove: (id) => set((s) => ({ messages: s.messages.filter((m) => m.id !== id) })),
    }),
    {
      name: 'corvane.chat.outbox',
      storage: createJSONStorage(() => safeStorage),
      // A message still pending when the page went away was never confirmed: it is offered for Retry.
      merge: (persisted, current) => ({
        ...current,
        messages: ((persisted as Partial<OutboxState> | undefined)?.messages ?? []).map((m) => ({
          ...m,
          status: 'failed' as const,
        })),
      }),
    },
  ),
);
