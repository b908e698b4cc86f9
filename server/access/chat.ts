// Who takes part in a conversation (docs/api/apps.md#chat): its participants, `participant_ids`
// (the accounts in it and the seed's contacts), chosen when it is started. Only they list, read,
// post to and mark read a conversation, and hear its changes and its typing; for anyone else it does
// not exist (404). Every chat route, and the typing presence (server/routes/presence.ts), reads
// conversations through these; none writes its own participant filter.
import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { ChatParticipant } from '@/lib/api-contract/chat';
import type { AccountRow } from '../context';
import type { Db } from '../db/client';
import { accounts, chatContacts, chatConversations } from '../db/schema';
import type { LiveAudience } from '../live/bus';

export type ConversationRow = typeof chatConversations.$inferSelect;
type Actor = Pick<AccountRow, 'id'>;

/** The conversations the account takes part in. */
export function participantOf(actor: Actor): SQL {
  return sql`${chatConversations.participantIds} @> array[${actor.id}]::text[]`;
}

export function conversationsOf(db: Db, actor: Actor): Promise<ConversationRow[]> {
  return db.select().from(chatConversations).where(participantOf(actor));
}

export async function conversationOf(db: Db, actor: Actor, id: string): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.id, id), participantOf(actor)))
    .limit(1);
  return row;
}

/** The account's one-to-one with `otherId` (a contact or an account), when there is one. */
export async function oneToOneOf(db: Db, actor: Actor, otherId: string): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(
      and(
        eq(chatConversations.type, 'one-to-one'),
        participantOf(actor),
        sql`${chatConversations.participantIds} @> array[${otherId}]::text[]`,
        sql`cardinality(${chatConversations.participantIds}) = 2`,
      ),
    )
    .limit(1);
  return row;
}

/** Those who hear a conversation's change or typing: the accounts among its participants. */
export async function chatAudience(db: Db, conversation: Pick<ConversationRow, 'participantIds'>): Promise<LiveAudience> {
  const ids = conversation.participantIds.length
    ? await db.select({ id: accounts.id }).from(accounts).where(inArray(accounts.id, conversation.participantIds))
    : [];
  return { accounts: ids.map((a) => a.id) };
}

// ---- The people a conversation can be started with ------------------------------------------------

/** An account in a conversation: the signed-in one `online` now; the others `offline`, as they joined. */
export const accountAsParticipant = (account: AccountRow, presence: ChatParticipant['presence']): ChatParticipant => ({
  id: account.id,
  name: account.displayName,
  email: account.email,
  role: account.role,
  presence,
  lastActivity: (presence === 'online' ? new Date() : account.createdAt).toISOString(),
});

/** The seed's contacts, the workspace's address book. */
export async function chatContactsList(db: Db): Promise<ChatParticipant[]> {
  return (await db.select().from(chatContacts).orderBy(asc(chatContacts.seq))).map((c) => c.data as unknown as ChatParticipant);
}

/** The workspace's other active accounts, by name: the colleagues who can read and answer. */
export async function colleaguesOf(db: Db, actor: Actor): Promise<ChatParticipant[]> {
  const rows = await db
    .select()
    .from(accounts)
    .where(and(ne(accounts.id, actor.id), eq(accounts.active, true)))
    .orderBy(asc(sql`lower(${accounts.displayName})`), asc(accounts.id));
  return rows.map((a) => accountAsParticipant(a, 'offline'));
}
