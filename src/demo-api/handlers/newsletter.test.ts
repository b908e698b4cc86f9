// @vitest-environment node
import { describe, expect, it } from 'vitest';

const url = 'http://localhost/api/newsletter';
const post = (body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('POST /api/newsletter', () => {
  it('answers 400 with a field error for a bad email', async () => {
    const res = await post({ email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ fieldErrors: { email: 'Enter a valid email address.' } });
    expect((await post({})).status).toBe(400);
  });

  it('subscribes a new address with 201, and a repeat with 200', async () => {
    const first = await post({ email: 'Ada@Example.com', topic: 'launch', language: 'fr' });
    expect(first.status).toBe(201);
    const body = (await first.json()) as { subscription: { email: string; language: string } };
    expect(body.subscription).toMatchObject({ email: 'ada@example.com', language: 'fr' });
    const again = await post({ email: 'ada@example.com' });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ alreadySubscribed: true });
  });
});
