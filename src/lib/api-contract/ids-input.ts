// The payload of POST /api/<group>/bulk-delete: one copy for the API server (server/routes/*.ts)
// and the demo API (src/demo-api/crud.ts, which imports it on that write).
import { z } from 'zod';

export const idsSchema = z.object({
  ids: z.array(z.string().min(1)).min(1, 'Choose at least one item.').max(1000, 'Delete at most 1,000 items at once.'),
});
