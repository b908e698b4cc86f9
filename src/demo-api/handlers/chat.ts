// Chat (docs/product-rules.md#api-calls: /api/chat): contacts, conversations, sending messages, marking as read.
// A conversation is its participants' only (chat-store.ts): another account's is a 404, as on the
// API server.
import { HttpResponse, http } from 'msw';
import type { ChatParticipant, ChatSeen, Conversation } from '@/lib/api-contract/chat';
import type { Account } from '../accounts';
import { accounts, requireAccount } from '../accounts';
import { contacts, conversationOf, conversations, conversationsOf, type StoredConversation } from '../chat-store';
import { API, latency, notFound } from '../respond';
import { validateBody } from '../validate';

export { conversations };

/** An account in a conversation: the signed-in one `online` now; the others `offline`, as they joined. */
function asParticipant(account: Account, presence: ChatParticipant['presence']): ChatParticipant {
  const lastActivity = presence === 'online' ? new Date().toISOString() : account.createdAt;
  return { id: account.id, name: account.displayName, email: account.email, role: account.role, presence, lastActivity };
}

/** The workspace's other active accounts, by name (GET /api/chat/contacts `accounts`). */
async function colleaguesOf(account: Account): Promise<ChatParticipant[]> {
  return (await accounts.all())
    .filter((a) => a.id !== account.id && a.active !== false)
    .sort((a, b) => a.displayName.toLowerCase().localeCompare(b.displayName.toLowerCase()) || a.id.localeCompare(b.id))
    .map((a) => asParticipant(a, 'offline'));
}

const people = async (account: Account) => ({ contacts: await contacts.all(), accounts: await colleaguesOf(account) });

/**
 * How far the others have read (docs/mail-and-chat.md#read-state): the later of the last message
 * their read marker covers (an account's) and their own last message (all a seed contact, which
 * keeps no marker, has to go by), as the server answers it.
 */
export function seenBy(
  participantIds: readonly string[],
  messages: readonly { senderId: string; createdAt: string }[],
  reads: Readonly<Record<string, number>> = {},
): ChatSeen[] {
  return participantIds.flatMap((participantId) => {
    const marker = reads[participantId];
    const marked = marker ? messages[Math.min(marker, messages.length) - 1]?.createdAt : undefined;
    const wrote = messages.findLast((m) => m.senderId === participantId)?.createdAt;
    const at = marked && wrote ? (Date.parse(marked) > Date.parse(wrote) ? marked : wrote) : (marked ?? wrote);
    return at ? [{ participantId, at }] : [];
  });
}

async function present(stored: StoredConversation, account: Account): Promise<Conversation> {
  const [known, colleagues] = await Promise.all([contacts.all(), accounts.all()]);
  const personOf = (id: string): ChatParticipant | undefined => {
    const contact = known.find((p) => p.id === id);
    if (contact) return contact;
    const colleague = colleagues.find((a) => a.id === id);
    return colleague ? asParticipant(colleague, 'offline') : undefined;
  };
  const participants = [
    asParticipant(account, 'online'),
    ...stored.participantIds.flatMap((id) => {
      const person = id === account.id ? undefined : personOf(id);
      return person ? [person] : [];
    }),
  ];
  const read = stored.reads[account.id] ?? stored.readUpTo;
  return {
    id: stored.id,
    type: stored.type,
    name: stored.name,
    participants,
    messages: stored.messages,
    unreadCount: stored.messages.slice(read).filter((m) => m.senderId !== account.id).length,
    seenBy: seenBy(participants.slice(1).map((p) => p.id), stored.messages, stored.reads),
    updatedAt: stored.messages.at(-1)?.createdAt ?? new Date(0).toISOString(),
  };
}

async function listConversations(account: Account) {
  const all = await Promise.all((await conversationsOf(account.id)).map((c) => present(c, account)));
  return all.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

/** The conversation with every message read by `accountId`. */
const readBy = (conversation: StoredConversation, accountId: string): StoredConversation => ({
  ...conversation,
  reads: { ...conversation.reads, [accountId]: conversation.messages.length },
});

// The payloads' schemas (zod) load with the first write (src/lib/api-contract/chat-input.ts).
const inputs = () => import('@/lib/api-contract/chat-input');

export const handlers = [
  // The seed's one path: ?endpoint=contacts|conversations|conversation&conversationId= (template style).
  http.get(`${API}/chat`, async ({ request }) => {
    await latency();
    const account = await requireAccount(request);
    const params = new URL(request.url).searchParams;
    const endpoint = params.get('endpoint') ?? 'conversations';
    if (endpoint === 'contacts') return HttpResponse.json(await people(account));
    if (endpoint === 'conversation') {
      const found = await conversationOf(account.id, params.get('conversationId') ?? '');
      return found ? HttpResponse.json({ conversation: await present(found, account) }) : notFound();
    }
    return HttpResponse.json({ conversations: await listConversations(account) });
  }),
  http.get(`${API}/chat/contacts`, async ({ request }) => {
    await latency();
    const account = await requireAccount(request);
    return HttpResponse.json(await people(account));
  }),
  http.get(`${API}/chat/conversations`, async ({ request }) => {
    await latency();
    const account = await requireAccount(request);
    return HttpResponse.json({ conversations: await listConversations(account) });
  }),
  http.get(`${API}/chat/conversation`, async ({ request }) => {
    await latency();
    const account = await requireAccount(request);
    const found = await conversationOf(account.id, new URL(request.url).searchParams.get('id') ?? '');
    return found ? HttpResponse.json({ conversation: await present(found, account) }) : notFound('No such conversation.');
  }),
  // With the seed's contacts and the workspace's other accounts; the starter takes part too.
  http.post(`${API}/chat/conversation`, async ({ request }) => {
    await latency();
    const account = await requireAccount(request);
    const { contacts: book, accounts: colleagues } = await people(account);
    const known = new Set([...book, ...colleagues].map((p) => p.id));
    const parsed = await validateBody(request, (await inputs()).newConversationSchema((id) => known.has(id)));
    if (!parsed.ok) return parsed.response;
    const ids = [...new Set(parsed.data.participantIds)];
    const message = { id: crypto.randomUUID(), senderId: account.id, body: parsed.data.message, createdAt: new Date().toISOString() };
    const existing =
      ids.length === 1
        ? (await conversationsOf(account.id)).find((c) => c.type === 'one-to-one' && c.participantIds.length === 2 && c.participantIds.includes(ids[0]!))
        : undefined;
    const started: StoredConversation = existing ?? {
      id: crypto.randomUUID(),
      type: ids.length > 1 ? 'group' : 'one-to-one',
      name: ids.length > 1 ? parsed.data.name || null : null,
      participantIds: [account.id, ...ids],
      messages: [],
      readUpTo: 0,
      reads: {},
    };
    const stored = readBy({ ...started, messages: [...started.messages, message] }, account.id);
    await conversations.put(stored);
    return HttpResponse.json({ conversation: await present(stored, account) }, { status: existing ? 200 : 201 });
  }),
  http.post(`${API}/chat/conversation/:id/messages`, async ({ request, params }) => {
    await latency();
    const account = await requireAccount(request);
    const found = await conversationOf(account.id, String(params.id));
    if (!found) return notFound('No such conversation.');
    const parsed = await validateBody(request, (await inputs()).chatMessageSchema);
    if (!parsed.ok) return parsed.response;
    const { id, body: text, attachments } = parsed.data;
    // A retry of a message that did reach the server: answer with the stored one, do not add it twice.
    const stored = id ? found.messages.find((m) => m.id === id) : undefined;
    if (stored) return HttpResponse.json({ message: stored });
    const message = { id: id ?? crypto.randomUUID(), senderId: account.id, body: text, ...(attachments?.length ? { attachments } : {}), createdAt: new Date().toISOString() };
    await conversations.put(readBy({ ...found, messages: [...found.messages, message] }, account.id));
    return HttpResponse.json({ message }, { status: 201 });
  }),
  http.post(`${API}/chat/conversation/:id/read`, async ({ request, params }) => {
    await latency();
    const account = await requireAccount(request);
    const found = await conversationOf(account.id, String(params.id));
    if (!found) return notFound('No such conversation.');
    const updated = readBy(found, account.id);
    await conversations.put(updated);
    return HttpResponse.json({ conversation: await present(updated, account) });
  }),
];
