// The edit-conflict case of a group (docs/api/crud-groups.md#edit-conflicts), for the groups whose
// edit form sends the version it opened: run by each group's describe of the contract suite, so on
// both backends. It works on a record of its own (created from the group's valid input, deleted after).
import { expect } from 'vitest';
import { EDIT_CONFLICT_MESSAGE } from '@/lib/api-contract/edit-conflict';
import type { Json } from './client';

type Answer = Promise<{ status: number; body: Json }>;
interface Api {
  get(path: string): Answer;
  send(method: string, path: string, body: unknown): Answer;
  call(method: string, path: string): Answer;
}

/**
 * `PATCH /api/<group>/:id` with `expectedUpdatedAt`: the opened version saves, a stale one is 409
 * with the stored record as details answers it (nothing written), the same instant spelled with
 * an offset saves, no version saves unchecked, a version that is not a date is 400, an unknown id 404.
 */
export async function expectStaleUpdateRefused(api: Api, group: string, input: Json, field: string, [mine, theirs]: [unknown, unknown]) {
  const created = await api.send('POST', `/api/${group}`, input);
  expect(created.status).toBe(201);
  const opened = created.body[group] as Json;
  const path = `/api/${group}/${opened.id}`;
  const stored = async () => (await api.get(`/api/${group}/details?id=${opened.id}`)).body[group] as Json;

  const first = await api.send('PATCH', path, { [field]: theirs, expectedUpdatedAt: opened.updatedAt });
  expect(first.status).toBe(200);
  const saved = first.body[group] as Json;
  expect(saved[field]).toEqual(theirs);
  expect(Date.parse(saved.updatedAt)).toBeGreaterThan(Date.parse(opened.updatedAt));

  const stale = await api.send('PATCH', path, { [field]: mine, expectedUpdatedAt: opened.updatedAt });
  expect(stale.status).toBe(409);
  expect(stale.body).toEqual({ message: EDIT_CONFLICT_MESSAGE, current: await stored() });
  expect(stale.body.current).toEqual(saved);

  // Saving over theirs on purpose: their version, here spelled with an offset (the same instant).
  const overwrite = await api.send('PATCH', path, { [field]: mine, expectedUpdatedAt: String(saved.updatedAt).replace('Z', '+00:00') });
  expect([overwrite.status, overwrite.body[group]?.[field]]).toEqual([200, mine]);
  const unchecked = await api.send('PATCH', path, { [field]: theirs });
  expect([unchecked.status, unchecked.body[group]?.[field]]).toEqual([200, theirs]);
  for (const bad of ['yesterday', 42]) {
    const invalid = await api.send('PATCH', path, { [field]: mine, expectedUpdatedAt: bad });
    expect([invalid.status, Object.keys(invalid.body.fieldErrors ?? {})]).toEqual([400, ['expectedUpdatedAt']]);
  }
  expect(await stored()).toEqual(unchecked.body[group]);
  expect((await api.send('PATCH', `/api/${group}/nobody`, { [field]: mine, expectedUpdatedAt: opened.updatedAt })).status).toBe(404);
  expect((await api.call('DELETE', path)).status).toBe(204);
}
