// POST /api/presence (docs/api/live.md#presence) in the demo: nothing is stored; the presence goes
// to the browser's other tabs over the live BroadcastChannel (src/demo-api/live.ts), as the server
// sends it to the other accounts' event streams. A tab may be signed in as another account than
// the others (the token is per tab); each tab leaves out its own account's presence.
import { HttpResponse, http } from 'msw';
import { z } from 'zod';
import { PRESENCE_TOPIC_INVALID, PRESENCE_TOPIC_PATTERN, presenceAccount, presenceStates, presenceTtl, type PresenceTopic } from '@/lib/api-contract/presence';
import { requireAccount } from '../accounts';
import { announcePresenceToTabs } from '../live';
import { API, notFound } from '../respond';
import { validateBody } from '../validate';
import { conversationExists } from './chat';

const schema = z.object({
  topic: z.string().regex(PRESENCE_TOPIC_PATTERN, PRESENCE_TOPIC_INVALID),
  state: z.enum(presenceStates),
});

export const handlers = [
  http.post(`${API}/presence`, async ({ request }) => {
    const account = await requireAccount(request);
    const parsed = await validateBody(request, schema);
    if (!parsed.ok) return parsed.response;
    const topic = parsed.data.topic as PresenceTopic;
    const { state } = parsed.data;
    if (topic.startsWith('chat:') && !(await conversationExists(topic.slice('chat:'.length)))) return notFound('No such conversation.');
    announcePresenceToTabs({ topic, state, account: presenceAccount(account), ttlMs: presenceTtl(state) });
    return new HttpResponse(null, { status: 204 });
  }),
];
