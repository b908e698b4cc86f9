// Chat (docs/product-rules.md#api-calls: /api/chat): contacts, conversations, sending messages, marking as read.
import { HttpResponse, http } from 'msw';
import type { ChatParticipant, ChatSeen, Conversation } from '@/lib/api-contract/chat';
import type { Account } from '../accounts';
import { requireAccount } from '../accounts';
import { contacts, conversations } from '../chat-store';
import { API, latency, notFound } from '../respond';
import { ME, type StoredConversation } from '../seed/chat';
import { validateBody } from '../validate';

export { conversations };

function meAsParticipant(account: Account): ChatParticipant {
  return { id: account.id, name: account.displayName, email: account.email, role: account.role, presence: 'online', lastActivity: new Date().toISOString() };
}

/**
 * How far the others have read (docs/mail-and-chat.md#read-state). The demo has one account at the
 * keyboard, so the others are its seed contacts, who keep no read marker: each has read up to their
 * own last message (the server's rule for a participant without one).
 */
export function seenBy(participantIds: readonly string[], messages: readonly { senderId: string; createdAt: string }[]): ChatSeen[] {
  return participantIds.flatMap((participantId) => {
    const last = messages.findLast((m) => m.senderId === participantId);
    return last ? [{ participantId, at: last.createdAt }] : [];
  });
}

async function present(stored: StoredConversation, account: Account): Promise<Conversation> {
  const people = await contacts.all();
  const participants = [meAsParticipant(account), ...stored.participantIds.map((id) => people.find((p) => p.id === id)).filter((p): p is ChatParticipant => Boolean(p))];
  const messages = stored.messages.map((m) => ({ ...m, senderId: m.senderId === ME ? account.id : m.senderId }));
  return {
    id: stored.id,
    type: stored.type,
    name: stored.name,
    participants,
    messages,
    unreadCount: stored.messages.slice(stored.readUpTo).filter((m) => m.senderId !== ME).length,
    seenBy: seenBy(participants.slice(1).map((p) => p.id), stored.messages),
    updatedAt: stored.messages.at(-1)?.createdAt ?? new Date(0).toISOString(),
  };
}

async function listConversations(account: Account) {
  const all = await Promise.all((await conversations.all()).map((c) => present(c, account)));
  return all.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

// The payloads' schemas (zod) load with the first write (src/lib/api-contract/chat-input.ts).
const inputs = () => import('@/lib/api-contract/chat-input');

export const handlers = [
  // The seed's one path: ?endpoint=contacts|conversations|conversation&conversationId= (template style).
  http.get(`${API}/chat`, async ({ request }) => {
    await latency();
    const account = await requireAccount(request);
    const params = new URL(request.url).searchParams;
    const endpoint = params.get('endpoint') ?? 'conversations';
    if (endpoint === 'contacts') return HttpResponse.json({ contacts: await contacts.all() });
    if (endpoint === 'conversation') {
      const found = await conversations.get(params.get('conversationId') ?? '');
      return found ? HttpResponse.json({ conversation: await present(found, account) }) : notFound();
    }
    return HttpResponse.json({ conversations: await listConversations(account) });
  }),
  http.get(`${API}/chat/contacts`, async ({ request }) => {
    await latency();
    await requireAccount(request);
    return HttpResponse.json({ contacts: await contacts.all() });
  }),
  http.get(`${API}/chat/conversations`, async ({ request }) => {
    await latency();
    const account = await requireAccount(request);
    return HttpResponse.json({ conversations: await listConversations(account) });
  }),
  http.get(`${API}/chat/conversation`, async ({ request }) => {
    await latency();
    const account = await requireAccount(request);
    const found = await conversations.get(new URL(request.url).searchParams.get('id') ?? '');
    return found ? HttpResponse.json({ conversation: await present(found, account) }) : notFound('No such conversation.');
  }),
  http.post(`${API}/chat/conversation`, async ({ request }) => {
    await latency();
    const account = await requireAccount(request);
    const people = await contacts.all();
    const parsed = await validateBody(request, (await inputs()).newConversationSchema((id) => people.some((p) => p.id === id)));
    if (!parsed.ok) return parsed.response;
    const ids = [...new Set(parsed.data.participantIds)];
    const message = { id: crypto.randomUUID(), senderId: ME, body: parsed.data.message, createdAt: new Date().toISOString() };
    const existing = ids.length === 1 ? (await conversations.all()).find((c) => c.type === 'one-to-one' && c.participantIds[0] === ids[0]) : undefined;
    const stored: StoredConversation = existing
      ? { ...existing, messages: [...existing.messages, message], readUpTo: existing.messages.length + 1 }
      : { id: crypto.randomUUID(), type: ids.length > 1 ? 'group' : 'one-to-one', name: ids.length > 1 ? (parsed.data.name || null) : null, participantIds: ids, messages: [message], readUpTo: 1 };
    await conversations.put(stored);
    return HttpResponse.json({ conversation: await present(stored, account) }, { status: existing ? 200 : 201 });
  }),
  http.post(`${API}/chat/conversation/:id/messages`, async ({ request, params }) => {
    await latency();
    const account = await requireAccount(request);
    const found = await conversations.get(String(params.id));
    if (!found) return notFound('No such conversation.');
    const parsed = await validateBody(request, (await inputs()).chatMessageSchema);
    if (!parsed.ok) return parsed.response;
    const { id, body: text, attachments } = parsed.data;
    // A retry of a message that did reach the server: answer with the stored one, do not add it twice.
    const stored = id ? found.messages.find((m) => m.id === id) : undefined;
    if (stored) return HttpResponse.json({ message: { ...stored, senderId: account.id } });
    const message = { id: id ?? crypto.randomUUID(), senderId: ME, body: text, ...(attachments?.length ? { attachments } : {}), createdAt: new Date().toISOString() };
    await conversations.put({ ...found, messages: [...found.messages, message], readUpTo: found.messages.length + 1 });
    return HttpResponse.json({ message: { ...message, senderId: account.id } }, { status: 201 });
  }),
  http.post(`${API}/chat/conversation/:id/read`, async ({ request, params }) => {
    await latency();
    const account = await requireAccount(request);
    const found = await conversations.get(String(params.id));
    if (!found) return notFound('No such conversation.');
    const updated = { ...found, readUpTo: found.messages.length };
    await conversations.put(updated);
    return HttpResponse.json({ conversation: await present(updated, account) });
  }),
];
