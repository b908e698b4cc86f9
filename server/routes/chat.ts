// Chat (docs/api/apps.md#chat) on PostgreSQL: the seed's contacts, conversations with their
// participants, messages as rows, and a read marker per account. Answers and messages mirror the
// demo API's (src/demo-api/handlers/chat.ts). A conversation is its participants' only
// (server/access/chat.ts): the accounts and contacts chosen when it was started, its starter
// included; the seed's conversations are the demo account's, whose messages are the seed's `me`.
// Two colleagues in one conversation see each other's messages under their own names, and how far
// the other has read (`seenBy`, from the read markers).
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { SEED_ACCOUNT_ID } from '@/lib/seed/base';
import type { ChatMessage, ChatParticipant, Conversation } from '@/lib/api-contract/chat';
import { chatMessageSchema, newConversationSchema } from '@/lib/api-contract/chat-input';
import {
  accountAsParticipant,
  chatAudience,
  chatContactsList,
  colleaguesOf,
  conversationOf,
  conversationsOf,
  oneToOneOf,
  type ConversationRow,
} from '../access/chat';
import type { AccountRow, AppEnv, ServerDeps } from '../context';
import type { Db } from '../db/client';
import { accounts, chatConversations, chatMessages, chatReads } from '../db/schema';
import { notFound } from '../http/respond';
import { validateBody } from '../http/validate';

/** The account the seed's `me` messages and conversations belong to (server/seed.ts): the demo account. */
export const SEED_ME_ACCOUNT = SEED_ACCOUNT_ID;

type MessageRow = typeof chatMessages.$inferSelect;

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
  const others = [...new Set(rows.flatMap((r) => r.participantIds))].filter((id) => id !== account.id);
  const [contacts, colleagues, messages, reads] = await Promise.all([
    chatContactsList(db),
    others.length ? db.select().from(accounts).where(inArray(accounts.id, others)) : [],
    db.select().from(chatMessages).where(inArray(chatMessages.conversationId, ids)).orderBy(asc(chatMessages.seq)),
    db.select().from(chatReads).where(inArray(chatReads.conversationId, ids)),
  ]);
  const people = new Map<string, ChatParticipant>([
    ...contacts.map((c) => [c.id, c] as const),
    ...colleagues.map((a) => [a.id, accountAsParticipant(a, 'offline')] as const),
  ]);
  const readCount = new Map(reads.map((r) => [`${r.conversationId} ${r.accountId}`, r.readCount]));
  return rows.map((row) => {
    const own = messages.filter((m) => m.conversationId === row.id);
    const participants = [
      accountAsParticipant(account, 'online'),
      ...row.participantIds.flatMap((id) => (id !== account.id && people.has(id) ? [people.get(id)!] : [])),
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

export function chatRoutes(deps: ServerDeps) {
  const db = deps.database.db;
  const app = new Hono<AppEnv>();

  const people = async (account: AccountRow) => ({ contacts: await chatContactsList(db), accounts: await colleaguesOf(db, account) });
  const conversations = async (account: AccountRow) => {
    const all = await presentAll(db, await conversationsOf(db, account), account);
    return all.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  };
  const one = async (account: AccountRow, id: string) => {
    const row = await conversationOf(db, account, id);
    return row ? (await presentAll(db, [row], account))[0] : undefined;
  };
  const publish = async (row: ConversationRow, action: 'created' | 'updated') =>
    deps.live.publish({ group: 'chat', id: row.id, action, audience: await chatAudience(db, row) });

  // The seed's one path: ?endpoint=contacts|conversations|conversation&conversationId=.
  app.get('/', async (c) => {
    const account = c.get('account');
    const endpoint = c.req.query('endpoint') ?? 'conversations';
    if (endpoint === 'contacts') return c.json(await people(account));
    if (endpoint === 'conversation') {
      const found = await one(account, c.req.query('conversationId') ?? '');
      return found ? c.json({ conversation: found }) : notFound(c);
    }
    return c.json({ conversations: await conversations(account) });
  });
  app.get('/contacts', async (c) => c.json(await people(c.get('account'))));
  app.get('/conversations', async (c) => c.json({ conversations: await conversations(c.get('account')) }));
  app.get('/conversation', async (c) => {
    const found = await one(c.get('account'), c.req.query('id') ?? '');
    return found ? c.json({ conversation: found }) : notFound(c, 'No such conversation.');
  });

  // With the seed's contacts and the workspace's other accounts; the starter takes part too.
  app.post('/conversation', async (c) => {
    const account = c.get('account');
    const { contacts, accounts: colleagues } = await people(account);
    const known = new Set([...contacts, ...colleagues].map((p) => p.id));
    const parsed = await validateBody(c, newConversationSchema((id) => known.has(id)));
    if (!parsed.ok) return parsed.response;
    const ids = [...new Set(parsed.data.participantIds)];
    const existing = ids.length === 1 ? await oneToOneOf(db, account, ids[0]!) : undefined;
    const row: ConversationRow = existing ?? {
      id: randomUUID(),
      type: ids.length > 1 ? 'group' : 'one-to-one',
      name: ids.length > 1 ? parsed.data.name || null : null,
      participantIds: [account.id, ...ids],
      seedReadCount: 0,
    };
    await db.transaction(async (tx) => {
      if (!existing) await tx.insert(chatConversations).values(row);
      await tx.insert(chatMessages).values({ conversationId: row.id, id: randomUUID(), senderId: account.id, body: parsed.data.message, createdAt: new Date() });
    });
    await markRead(db, row.id, account.id);
    await publish(row, existing ? 'updated' : 'created');
    return c.json({ conversation: await one(account, row.id) }, existing ? 200 : 201);
  });

  const participating = (c: Context<AppEnv>) => conversationOf(db, c.get('account'), c.req.param('id') ?? '');

  app.post('/conversation/:id/messages', async (c) => {
    const account = c.get('account');
    const found = await participating(c);
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
    await publish(found, 'updated');
    return c.json({ message: toMessage(inserted[0]!) }, 201);
  });

  app.post('/conversation/:id/read', async (c) => {
    const account = c.get('account');
    const found = await participating(c);
    if (!found) return notFound(c, 'No such conversation.');
    await markRead(db, found.id, account.id);
    // The reader's unread count changed, and the others' `seenBy` of it: the conversation's audience.
    await publish(found, 'updated');
    return c.json({ conversation: await one(account, found.id) });
  });
  return app;
}
