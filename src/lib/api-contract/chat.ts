// Chat (docs/product-rules.md#api-calls: /api/chat): contacts, conversations and their messages. A
// conversation is its participants' only (another account's is a 404); the signed-in account takes
// part in every conversation it can see, and its own messages carry its account id.
export type ChatPresence = 'online' | 'away' | 'busy' | 'offline';

export interface ChatParticipant {
  id: string;
  name: string;
  email: string;
  /** Job title, e.g. "Head of Data, Northwind Retail". */
  role: string;
  presence: ChatPresence;
  lastActivity: string;
}

export interface ChatAttachment {
  name: string;
  /** Bytes. */
  size: number;
  mimeType: string;
  /** The content as a `data:` URL (images are shown from it). */
  dataUrl: string;
}

/** Per-file limit of chat attachments (bytes). */
export const CHAT_FILE_LIMIT = 5 * 1024 * 1024;

export interface ChatMessage {
  id: string;
  senderId: string;
  /** May be empty when the message carries attachments. */
  body: string;
  attachments?: ChatAttachment[];
  createdAt: string;
}

/**
 * How far another participant has read a conversation: every message created at or before `at` is
 * read by them. From their read marker (the last message they had when they opened it), or, for a
 * participant without one (a seed contact, an account that never opened it), their own last
 * message (someone who wrote has read what came before).
 */
export interface ChatSeen {
  participantId: string;
  /** The `createdAt` of the last message they have read. */
  at: string;
}

export interface Conversation {
  id: string;
  type: 'one-to-one' | 'group';
  /** Group conversations have a name. */
  name: string | null;
  /** Everyone in it, the signed-in account included. */
  participants: ChatParticipant[];
  /** Oldest first. */
  messages: ChatMessage[];
  unreadCount: number;
  /** Each other participant who has read something, in the order of `participants`; never the signed-in account. */
  seenBy: ChatSeen[];
  updatedAt: string;
}

/**
 * GET /api/chat/contacts (and GET /api/chat?endpoint=contacts): the people a conversation can be
 * started with (`participantIds` of POST /api/chat/conversation takes the ids of both lists).
 */
export interface ChatContactsResponse {
  /** The workspace's address book (the seed's contacts), the same for every account. */
  contacts: ChatParticipant[];
  /**
   * The workspace's other active sign-in accounts, by name (`role` is their role in the app,
   * `presence` `offline`): colleagues who read and answer. Never the signed-in account.
   */
  accounts: ChatParticipant[];
}

/** GET /api/chat/conversations (and GET /api/chat) — newest activity first. */
export interface ConversationsResponse {
  conversations: Conversation[];
}

/** GET /api/chat/conversation?id= */
export interface ConversationResponse {
  conversation: Conversation;
}

/**
 * POST /api/chat/conversation — starts one (or returns the existing one-to-one) with a first message.
 * Its participants are the signed-in account and `participantIds`: contacts and accounts of
 * GET /api/chat/contacts; nobody else reads it.
 */
export interface ConversationCreateInput {
  participantIds: string[];
  message: string;
  name?: string;
}

/**
 * POST /api/chat/conversation/:id/messages — 201 { message }. `id` is chosen by the client so a
 * retried send is stored once (the same id answers 200 with the stored message).
 */
export interface ChatMessageInput {
  id?: string;
  body: string;
  attachments?: ChatAttachment[];
}

export interface ChatMessageResponse {
  message: ChatMessage;
}

export const chatPaths = {
  root: '/api/chat',
  contacts: '/api/chat/contacts',
  conversations: '/api/chat/conversations',
  conversation: '/api/chat/conversation',
  messages: (id: string) => `/api/chat/conversation/${id}/messages`,
  /** POST: marks every message as read; the others' `seenBy` follows (a `chat` change to the conversation's audience). */
  read: (id: string) => `/api/chat/conversation/${id}/read`,
} as const;
