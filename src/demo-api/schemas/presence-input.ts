// The payload of POST /api/presence, for the answer to a malformed one: handlers/presence.ts checks
// a well-formed payload itself and imports this file only to word a 400, so a page announcing its
// presence fetches no zod (docs/performance.md#demo-api).
import { z } from 'zod';
import { PRESENCE_TOPIC_INVALID, PRESENCE_TOPIC_PATTERN, presenceStates } from '@/lib/api-contract/presence';

export const presenceSchema = z.object({
  topic: z.string().regex(PRESENCE_TOPIC_PATTERN, PRESENCE_TOPIC_INVALID),
  state: z.enum(presenceStates),
});
