// Chat (docs/api/apps.md#chat) on PostgreSQL: the seed's contacts, conversations the whole
// workspace shares, messages as rows, and a read marker per account. Answers and messages mirror
// the demo API's (src/demo-api/handlers/chat.ts). The demo has one person at the keyboard, whose
// seeded messages carry the sender `me`; here `me` is the demo account, and every account that
// writes takes part: it is a participant of every conversation (as the contract says of the
// signed-in account), and the people who wrote in one or opened it (a read marker) are listed in
// it, so two colleagues signed in on two machines see each other's messages under their own names,
// and how far the other has read (`seenBy`, from the read markers).
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { ChatMessage, ChatParticipant, Conversation } from '@/lib/api-contract/chat';
import { chatMessageSchema, newConversationSchema } from '@/lib/api-contract/chat-input';
import type { AccountRow, AppEnv, ServerDeps } from '../context';
import type { Db } from '../db/client';
import { accounts, chatContacts, chatConversations, chatMessages, chatReads } from '../db/schema';
import { notFound } from '../http/respond';
import type { LiveAudience } from '../live/bus';
import { validateBody } from '../http/validate';

/** The account the seed's `me` messages belong to (server/seed.ts). */
export const SEED_ME_ACCOUNT = 'acc-demo';

type ConversationRow = typeof chatConversations.$inferSelect;
type MessageRow = typeof chatMessages.$inferSelect;

const asParticipant = (account: AccountRow, presence: ChatParticipant['presence']): ChatParticipant => ({
  id: account.id,
  name: account.displayName,
  email: account.email,
  role: account.role,
  presence,
  lastActivity: new Date().toISOString(),
});

const toMessage = (m: MessageRow): ChatMessage => ({
  id: m.id,
  senderId: m.senderId,
  body: m.body,
  ...(m.attachments?.length ? { attachments: m.attachments } : {}),
  createdAt: m.createdAt.toISOString(),
});

async function presentAll(db: Db, rows: ConversationRow[], account: AccountRow): Promise<Conversation[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [contacts, messages, reads] = await Promise.all([
    db.select().from(chatContacts).orderBy(asc(chatContacts.seq)),
    db.select().from(chatMessages).where(inArray(chatMessages.conversationId, ids)).orderBy(asc(chatMessages.seq)),
    db.select().from(chatReads).where(inArray(chatReads.conversationId, ids)),
  ]);
  const people = new Map(contacts.map((c) => [c.id, c.data as unknown as ChatParticipant]));
  // Colleagues: the accounts that wrote in a conversation or opened it (a read marker of theirs).
  const colleagueIds = [...new Set([...messages.map((m) => m.senderId), ...reads.map((r) => r.accountId)].filter((id) => id !== account.id && !people.has(id)))];
  const others = colleagueIds.length ? await db.select().from(accounts).where(inArray(accounts.id, colleagueIds)) : [];
  const readCount = new Map(reads.map((r) => [`${r.conversationId} ${r.accountId}`, r.readCount]));
  return rows.map((row) => {
    const own = messages.filter((m) => m.conversationId === row.id);
    const colleagues = others
      .filter((a) => own.some((m) => m.senderId === a.id) || readCount.has(`${row.id} ${a.id}`))
      .map((a) => asParticipant(a, 'offline'));
    const participants = [
      asParticipant(account, 'online'),
      ...row.participantIds.map((id) => people.get(id)).filter((p): p is ChatParticipant => Boolean(p)),
      ...colleagues,
    ];
    const read = readCount.get(`${row.id} ${account.id}`) ?? row.seedReadCount;
    return {
      id: row.id,
      type: row.type,
      name: row.name,
      participants,
      messages: own.map(toMessage),
      unreadCount: own.slice(read).filter((m) => m.senderId !== account.id).length,
      seenBy: participants.slice(1).flatMap((p) => {
        const seen = seenUpTo(own, p.id, readCount.get(`${row.id} ${p.id}`));
        return seen ? [{ participantId: p.id, at: seen.toISOString() }] : [];
      }),
      updatedAt: own.at(-1)?.createdAt.toISOString() ?? new Date(0).toISOString(),
    };
  });
}

/**
 * How far a participant has read a conversation (docs/mail-and-chat.md#read-state): the later of the
 * last message their read marker covers and their own last message (someone who wrote has read what
 * came before, which is all a seed contact or an account that never opened it has to go by).
 */
function seenUpTo(messages: MessageRow[], participantId: string, readCount: number | undefined): Date | null {
  const marked = readCount ? messages[Math.min(readCount, messages.length) - 1]?.createdAt : undefined;
  const wrote = messages.findLast((m) => m.senderId === participantId)?.createdAt;
  if (!marked || !wrote) return marked ?? wrote ?? null;
  return marked > wrote ? marked : wrote;
}

async function markRead(db: Db, conversationId: string, accountId: string) {
  const [row] = await db.select({ n: sql<number>`count(*)` }).from(chatMessages).where(eq(chatMessages.conversationId, conversationId));
  const readCount = Number(row?.n ?? 0);
  await db
    .insert(chatReads)
    .values({ conversationId, accountId, readCount })
    .onConflictDoUpdate({ target: [chatReads.conversationId, chatReads.accountId], set: { readCount } });
}

/**
 * Who may read a conversation's change or presence (a typing line, server/routes/presence.ts): its
 * participants. On this server every account takes part in every conversation of the workspace
 * (docs/server.md#data), so that is every signed-in account; a conversation with a closed list of
 * accounts would name them here.
 */
export const chatAudience = async (_conversationId: string): Promise<LiveAudience | null> => null;

/** Whether the conversation exists. */
export async function conversationExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: chatConversations.id }).from(chatConversations).where(eq(chatConversations.id, id)).limit(1);
  return Boolean(row);
}

export function chatRoutes(deps: ServerDeps) {
  const db = deps.database.db;
  const app = new Hono<AppEnv>();

  const contacts = async () => (await db.select().from(chatContacts).orderBy(asc(chatContacts.seq))).map((c) => c.data as unknown as ChatParticipant);
  const conversations = async (account: AccountRow) => {
    const all = await presentAll(db, await db.select().from(chatConversations), account);
    return all.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  };
  const one = async (account: AccountRow, id: string) => {
    const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id)).limit(1);
    return row ? (await presentAll(db, [row], account))[0] : undefined;
  };

  // The seed's one path: ?endpoint=contacts|conversations|conversation&conversationId=.
  app.get('/', async (c) => {
    const account = c.get('account');
    const endpoint = c.req.query('endpoint') ?? 'conversations';
    if (endpoint === 'contacts') return c.json({ contacts: await contacts() });
    if (endpoint === 'conversation') {
      const found = await one(account, c.req.query('conversationId') ?? '');
      return found ? c.json({ conversation: found }) : notFound(c);
    }
    return c.json({ conversations: await conversations(account) });
  });
  app.get('/contacts', async (c) => c.json({ contacts: await contacts() }));
  app.get('/conversations', async (c) => c.json({ conversations: await conversations(c.get('account')) }));
  app.get('/conversation', async (c) => {
    const found = await one(c.get('account'), c.req.query('id') ?? '');
    return found ? c.json({ conversation: found }) : notFound(c, 'No such conversation.');
  });

  app.post('/conversation', async (c) => {
    const account = c.get('account');
    const people = await contacts();
    const parsed = await validateBody(c, newConversationSchema((id) => people.some((p) => p.id === id)));
    if (!parsed.ok) return parsed.response;
    const ids = [...new Set(parsed.data.participantIds)];
    const [existing] =
      ids.length === 1
        ? await db
            .select()
            .from(chatConversations)
            .where(and(eq(chatConversations.type, 'one-to-one'), sql`${chatConversations.participantIds}[1] = ${ids[0]}`))
            .limit(1)
        : [];
    const id = existing?.id ?? randomUUID();
    await db.transaction(async (tx) => {
      if (!existing) {
        await tx.insert(chatConversations).values({
          id,
          type: ids.length > 1 ? 'group' : 'one-to-one',
          name: ids.length > 1 ? parsed.data.name || null : null,
          participantIds: ids,
          seedReadCount: 0,
        });
      }
      await tx.insert(chatMessages).values({ conversationId: id, id: randomUUID(), senderId: account.id, body: parsed.data.message, createdAt: new Date() });
    });
    await markRead(db, id, account.id);
    await deps.live.publish({ group: 'chat', id, action: existing ? 'updated' : 'created', audience: await chatAudience(id) });
    return c.json({ conversation: await one(account, id) }, existing ? 200 : 201);
  });


  const conversationOr404 = async (c: Context<AppEnv>) => {
    const [row] = await db.select({ id: chatConversations.id }).from(chatConversations).where(eq(chatConversations.id, c.req.param('id') ?? '')).limit(1);
    return row;
  };

  app.post('/conversation/:id/messages', async (c) => {
    const account = c.get('account');
    const found = await conversationOr404(c);
    if (!found) return notFound(c, 'No such conversation.');
    const parsed = await validateBody(c, chatMessageSchema);
    if (!parsed.ok) return parsed.response;
    const { id, body: text, attachments } = parsed.data;
    const values = {
      conversationId: found.id,
      id: id ?? randomUUID(),
      senderId: account.id,
      body: text,
      attachments: attachments?.length ? attachments : null,
      createdAt: new Date(),
    };
    // A retry of a message that did reach the server is answered with the stored one, never added twice.
    const inserted = await db.insert(chatMessages).values(values).onConflictDoNothing().returning();
    if (!inserted.length) {
      const [stored] = await db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.conversationId, found.id), eq(chatMessages.id, values.id)))
        .limit(1);
      return c.json({ message: toMessage(stored!) });
    }
    await markRead(db, found.id, account.id);
    await deps.live.publish({ group: 'chat', id: found.id, action: 'updated', audience: await chatAudience(found.id) });
    return c.json({ message: toMessage(inserted[0]!) }, 201);
  });

  app.post('/conversation/:id/read', async (c) => {
    const account = c.get('account');
    const found = await conversationOr404(c);
    if (!found) return notFound(c, 'No such conversation.');
    await markRead(db, found.id, account.id);
    // The reader's unread count changed, and the others' `seenBy` of it: the conversation's audience.
    await deps.live.publish({ group: 'chat', id: found.id, action: 'updated', audience: await chatAudience(found.id) });
    return c.json({ conversation: await one(account, found.id) });
  });
  return app;
}
