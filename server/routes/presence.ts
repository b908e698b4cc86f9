// POST /api/presence (docs/api/live.md#presence): "I have this record open" or "I am typing in
// this conversation". Nothing is stored: the presence goes through the live bus (NOTIFY, so every
// process's streams hear it) to the other accounts that may read the topic, as an SSE `presence`
// event. The account is the token's; its own streams never get it (server/routes/events.ts).
import { Hono } from 'hono';
import { z } from 'zod';
import { PRESENCE_TOPIC_INVALID, PRESENCE_TOPIC_PATTERN, presenceAccount, presenceStates, presenceTtl, type PresenceTopic } from '@/lib/api-contract/presence';
import type { AppEnv, ServerDeps } from '../context';
import { notFound } from '../http/respond';
import { validateBody } from '../http/validate';
import { chatAudience, conversationOf } from '../access/chat';

/** The body of POST /api/presence (also the OpenAPI document's, server/openapi/calls.ts). */
export const presenceSchema = z.object({
  topic: z.string().regex(PRESENCE_TOPIC_PATTERN, PRESENCE_TOPIC_INVALID),
  state: z.enum(presenceStates),
});

export function presenceRoutes(deps: ServerDeps) {
  const db = deps.database.db;
  const app = new Hono<AppEnv>();

  app.post('/', async (c) => {
    const account = c.get('account');
    const parsed = await validateBody(c, presenceSchema);
    if (!parsed.ok) return parsed.response;
    const topic = parsed.data.topic as PresenceTopic;
    const { state } = parsed.data;
    // A conversation's presence (typing) only to its participants, and only from one (another's
    // conversation does not exist for the account); the workspace's records (products, users, the
    // board) to every signed-in account, as their changes.
    let audience = null;
    if (topic.startsWith('chat:')) {
      const conversation = await conversationOf(db, account, topic.slice('chat:'.length));
      if (!conversation) return notFound(c, 'No such conversation.');
      audience = await chatAudience(db, conversation);
    }
    await deps.live.publishPresence({ topic, state, account: presenceAccount(account), ttlMs: presenceTtl(state) }, audience);
    return c.body(null, 204);
  });
  return app;
}
