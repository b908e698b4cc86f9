// The chat collections, apart from the chat group (handlers/chat.ts), so POST /api/presence can
// check a conversation exists without loading the group and its schemas.
import type { ChatParticipant } from '@/lib/api-contract/chat';
import { defineCollection } from './db';
import { seedChat, type StoredConversation } from './seed/chat';

export const contacts = defineCollection<ChatParticipant>('chat-contacts', async () => (await seedChat()).contacts);
/** Exported for tests that act as a contact (a reply of theirs is stored here). */
export const conversations = defineCollection<StoredConversation>('chat-conversations', async () => (await seedChat()).conversations);

/** Whether the conversation exists (POST /api/presence names one for a typing line). */
export const conversationExists = async (id: string) => Boolean(await conversations.get(id));
