// POST /api/presence checks a well-formed payload without zod and loads its schema only to word a
// 400 (presence.ts): both must judge every payload alike.
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signInAsDemo } from '../../../tests/auth';
import { presenceSchema } from '../schemas/presence-input';
import { handlers } from './presence';

const payloads: unknown[] = [
  { topic: 'user:e99f09a7', state: 'viewing' },
  { topic: 'kanban', state: 'typing' },
  { topic: 'product:mobility-pulse', state: 'left' },
  { topic: 'user:e99f09a7', state: 'asleep' },
  { topic: 'nowhere', state: 'viewing' },
  { topic: `user:${'x'.repeat(129)}`, state: 'viewing' },
  { topic: 42, state: 'viewing' },
  { state: 'left' },
  {},
  [],
];

describe('POST /api/presence', () => {
  it('accepts and refuses each payload as its schema does, with the schema’s field errors', async () => {
    const token = await signInAsDemo();
    for (const payload of payloads) {
      const request = new Request(`${window.location.origin}/api/presence`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(payload),
      });
      const response = await getResponse(handlers, request);
      const judged = presenceSchema.safeParse(payload);
      const label = JSON.stringify(payload);
      expect(response?.status, label).toBe(judged.success ? 204 : 400);
      if (judged.success) continue;
      const { fieldErrors } = (await response!.json()) as { fieldErrors: Record<string, string> };
      const fields = judged.error.issues.map((issue) => issue.path.join('.') || 'body');
      expect(Object.keys(fieldErrors).sort(), label).toEqual([...new Set(fields)].sort());
    }
  });
});
