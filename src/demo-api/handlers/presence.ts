// POST /api/presence (docs/api/live.md#presence) in the demo: nothing is stored; the presence goes
// to the browser's other tabs over the live BroadcastChannel (src/demo-api/live.ts), as the server
// sends it to the other accounts' event streams. A tab may be signed in as another account than
// the others (the token is per tab); each tab leaves out its own account's presence.
import { HttpResponse, http } from 'msw';
import { isPresenceTopic, presenceAccount, presenceStates, presenceTtl, type PresenceState, type PresenceTopic } from '@/lib/api-contract/presence';
import { requireAccount } from '../accounts';
import { announcePresenceToTabs } from '../live';
import { conversationOf } from '../chat-store';
import { API, notFound, readJson } from '../respond';
import { missingBody, validate } from '../validate';

/** A well-formed payload, checked without zod; anything else is worded by the schema (../schemas/presence-input.ts). */
function wellFormed(body: unknown): { topic: PresenceTopic; state: PresenceState } | null {
  if (!body || typeof body !== 'object') return null;
  const { topic, state } = body as Record<string, unknown>;
  if (!isPresenceTopic(topic) || !(presenceStates as readonly unknown[]).includes(state)) return null;
  return { topic, state: state as PresenceState };
}

export const handlers = [
  http.post(`${API}/presence`, async ({ request }) => {
    const account = await requireAccount(request);
    const body = await readJson(request);
    if (!body) return missingBody();
    let input = wellFormed(body);
    if (!input) {
      // The schema words the 400 (and has the last word, should the two ever disagree).
      const parsed = validate((await import('../schemas/presence-input')).presenceSchema, body);
      if (!parsed.ok) return parsed.response;
      input = { topic: parsed.data.topic as PresenceTopic, state: parsed.data.state };
    }
    const { topic, state } = input;
    // Typing only in a conversation the account takes part in (another's does not exist for it).
    if (topic.startsWith('chat:') && !(await conversationOf(account.id, topic.slice('chat:'.length)))) return notFound('No such conversation.');
    announcePresenceToTabs({ topic, state, account: presenceAccount(account), ttlMs: presenceTtl(state) });
    return new HttpResponse(null, { status: 204 });
  }),
];
