// The chat collections, apart from the chat group (handlers/chat.ts), so POST /api/presence can
// check a conversation is the account's without loading the group and its schemas. A conversation
// is its participants' only (docs/api/apps.md#chat), as on the API server (server/access/chat.ts):
// for anyone else it does not exist.
import type { ChatParticipant } from '@/lib/api-contract/chat';
import { defineCollection } from './db';
import { SEED_ACCOUNT_ID as SEED_OWNER } from '@/lib/seed/base';
import { ME, seedChat, type StoredConversation as SeedConversation } from '@/lib/seed/chat';

export interface StoredConversation extends SeedConversation {
  /** Everyone in it: the accounts (its starter first) and the seed's contacts. */
  participantIds: string[];
  /** How many messages each account has read; `readUpTo` stands for an account without a marker. */
  reads: Record<string, number>;
}

/** A seed conversation (or one stored before conversations named their accounts) as the demo account's: the seed's `me`. */
function asOwned(conversation: SeedConversation | StoredConversation): StoredConversation {
  if ('reads' in conversation && conversation.reads) return conversation;
  return {
    ...conversation,
    participantIds: [SEED_OWNER, ...conversation.participantIds.filter((id) => id !== SEED_OWNER)],
    messages: conversation.messages.map((m) => (m.senderId === ME ? { ...m, senderId: SEED_OWNER } : m)),
    reads: {},
  };
}

export const contacts = defineCollection<ChatParticipant>('chat-contacts', async () => (await seedChat()).contacts);
/** Exported for tests that act as a contact (a reply of theirs is stored here). */
export const conversations = defineCollection<StoredConversation>(
  'chat-conversations',
  async () => (await seedChat()).conversations.map(asOwned),
  { upgrade: asOwned },
);

/** The conversation when the account takes part in it. */
export async function conversationOf(accountId: string, id: string): Promise<StoredConversation | undefined> {
  const found = await conversations.get(id);
  return found?.participantIds.includes(accountId) ? found : undefined;
}

/** The conversations the account takes part in. */
export async function conversationsOf(accountId: string): Promise<StoredConversation[]> {
  return (await conversations.all()).filter((c) => c.participantIds.includes(accountId));
}
