// GET /api/events on the server (docs/server.md#live-updates): a write reaches the streams of the
// accounts that may read it, and a reconnect with Last-Event-ID gets what it missed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverBackend } from '../contract/backends';

type Backend = Awaited<ReturnType<typeof serverBackend>>;
interface SseEvent {
  event: string;
  id?: string;
  data: string;
}

/** An open stream: `next(match)` waits for the next event that matches, `close()` ends it. */
async function openStream(backend: Backend, token: string, lastEventId?: string) {
  const answer = await backend.request('/api/events', {
    headers: { Authorization: `Bearer ${token}`, ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}) },
  });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = answer.body!.pipeThrough(new TextDecoderStream()).getReader();
  const seen: SseEvent[] = [];
  let text = '';
  const pull = async () => {
    const { value, done } = await reader.read();
    if (done) throw new Error('The stream ended.');
    text += value;
    let end: number;
    while ((end = text.indexOf('\n\n')) >= 0) {
      const block = text.slice(0, end);
      text = text.slice(end + 2);
      const event: SseEvent = { event: 'message', data: '' };
      for (const line of block.split('\n')) {
        const [field, ...rest] = line.split(':');
        const value = rest.join(':').replace(/^ /, '');
        if (field === 'event') event.event = value;
        if (field === 'id') event.id = value;
        if (field === 'data') event.data += value;
      }
      if (block && !block.startsWith(':')) seen.push(event);
    }
  };
  return {
    seen,
    async next(match: (e: SseEvent) => boolean, timeoutMs = 5_000): Promise<SseEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = seen.findIndex(match);
        if (index >= 0) return seen.splice(index, 1)[0]!;
        if (Date.now() > deadline) throw new Error(`No matching event; seen: ${JSON.stringify(seen)}`);
        await Promise.race([pull(), new Promise((r) => setTimeout(r, 200))]);
      }
    },
    close: () => reader.cancel(),
  };
}

const json = (method: string, token: string, body?: unknown): RequestInit => ({
  method,
  headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
  body: body === undefined ? undefined : JSON.stringify(body),
});

describe('live updates (GET /api/events)', () => {
  let backend: Backend;
  let alice: string;
  let bob: string;
  let carol: string;
  /** A one-to-one of Alice and Bob: Carol takes no part in it. */
  let conversation: string;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    // The role switch makes Alice an admin: she edits products and users, which a `user` may not.
    backend = await serverBackend({ roleSwitch: true });
    const register = async (email: string) => {
      const answer = await backend.request(
        '/api/auth/register',
        json('POST', '', { email, password: 'Live-passw0rd', firstName: 'Li', lastName: 'Ve' }),
      );
      const { accessToken, user } = (await answer.json()) as { accessToken: string; user: { id: string } };
      ids[email] = user.id;
      return accessToken;
    };
    alice = await register('alice.live@example.com');
    expect((await backend.request('/api/auth/role', json('POST', alice, { role: 'admin' }))).status).toBe(200);
    bob = await register('bob.live@example.com');
    carol = await register('carol.live@example.com');
    const started = await backend.request(
      '/api/chat/conversation',
      json('POST', alice, { participantIds: [ids['bob.live@example.com']], message: 'Hello Bob' }),
    );
    expect(started.status).toBe(201);
    conversation = ((await started.json()) as { conversation: { id: string } }).conversation.id;
  });

  afterAll(() => backend.close());

  it('refuses a stream without a valid token (401)', async () => {
    expect((await backend.request('/api/events')).status).toBe(401);
    expect((await backend.request('/api/events', { headers: { Authorization: 'Bearer forged' } })).status).toBe(401);
  });

  it("sends a product's update to another account's open stream, with a numbered id", async () => {
    const stream = await openStream(backend, bob);
    const ready = await stream.next((e) => e.event === 'ready');
    const list = (await (await backend.request('/api/product/list?pageSize=1', json('GET', alice))).json()) as { items: { id: string }[] };
    const id = list.items[0]!.id;
    expect((await backend.request(`/api/product/${id}`, json('PATCH', alice, { name: 'Live name' }))).status).toBe(200);
    const change = await stream.next((e) => e.event === 'change');
    expect(JSON.parse(change.data)).toEqual({ group: 'product', id, action: 'updated' });
    expect(Number(change.id)).toBeGreaterThan(Number(ready.id));
    await stream.close();
  });

  it("never sends a change of a group the reader's role may not read (an invoice, to a user)", async () => {
    const bobs = await openStream(backend, bob);
    const alices = await openStream(backend, alice);
    await bobs.next((e) => e.event === 'ready');
    await alices.next((e) => e.event === 'ready');
    await backend.live.publish({ group: 'invoice', id: 'inv-live', action: 'updated' });
    await backend.live.publish({ group: 'product', id: 'after-the-invoice', action: 'updated' });
    expect(JSON.parse((await alices.next((e) => e.event === 'change')).data)).toEqual({ group: 'invoice', id: 'inv-live', action: 'updated' });
    // Bob's next change is the product's: the invoice's never came.
    expect(JSON.parse((await bobs.next((e) => e.event === 'change')).data)).toEqual({ group: 'product', id: 'after-the-invoice', action: 'updated' });
    await bobs.close();
    await alices.close();
  });

  it('names the tab a write came from (X-Live-Origin), and only a well-formed one', async () => {
    const stream = await openStream(backend, bob);
    await stream.next((e) => e.event === 'ready');
    const list = (await (await backend.request('/api/product/list?pageSize=1', json('GET', alice))).json()) as { items: { id: string }[] };
    const id = list.items[0]!.id;
    const write = (name: string, origin: string) => {
      const init = json('PATCH', alice, { name });
      return backend.request(`/api/product/${id}`, { ...init, headers: { ...(init.headers as Record<string, string>), 'X-Live-Origin': origin } });
    };
    expect((await write('From a tab', 'tab-1a2b')).status).toBe(200);
    expect(JSON.parse((await stream.next((e) => e.event === 'change')).data)).toEqual({ group: 'product', id, action: 'updated', origin: 'tab-1a2b' });
    expect((await write('From a forged tab', '<script>')).status).toBe(200);
    expect(JSON.parse((await stream.next((e) => e.event === 'change')).data)).toEqual({ group: 'product', id, action: 'updated' });
    await stream.close();
  });

  it("sends a new product's event with its tab, and none for a create that stored nothing (a slug taken)", async () => {
    const stream = await openStream(backend, bob);
    await stream.next((e) => e.event === 'ready');
    const details = (await (await backend.request('/api/product/list?pageSize=1', json('GET', alice))).json()) as { items: { id: string }[] };
    const taken = details.items[0]!.id;
    const { product } = (await (await backend.request(`/api/product/details?id=${taken}`, json('GET', alice))).json()) as { product: Record<string, unknown> };
    const { subscribers: _s, revenue: _r, rating: _ra, reviewCount: _c, createdAt: _ca, updatedAt: _u, ...input } = product;
    const create = (id: string) => {
      const init = json('POST', alice, { ...input, id });
      return backend.request('/api/product', { ...init, headers: { ...(init.headers as Record<string, string>), 'X-Live-Origin': 'tab-9f8e' } });
    };
    expect((await create(taken)).status).toBe(409);
    expect((await create('live-new-product')).status).toBe(201);
    // The next change is the new product's: the refused create sent nothing.
    expect(JSON.parse((await stream.next((e) => e.event === 'change')).data)).toEqual({ group: 'product', id: 'live-new-product', action: 'created', origin: 'tab-9f8e' });
    await stream.close();
  });

  it("sends a chat message and its reading to the conversation's participants: the sender sees who read it", async () => {
    const alicesStream = await openStream(backend, alice);
    const bobsStream = await openStream(backend, bob);
    await alicesStream.next((e) => e.event === 'ready');
    await bobsStream.next((e) => e.event === 'ready');
    const sent = await backend.request(`/api/chat/conversation/${conversation}/messages`, json('POST', alice, { body: 'Hello, live' }));
    expect(sent.status).toBe(201);
    const { message } = (await sent.json()) as { message: { createdAt: string } };
    // Both participants hear it.
    for (const stream of [alicesStream, bobsStream]) {
      const change = await stream.next((e) => e.event === 'change');
      expect(JSON.parse(change.data)).toEqual({ group: 'chat', id: conversation, action: 'updated' });
    }
    const seenBy = async () => {
      const answer = await backend.request(`/api/chat/conversation?id=${conversation}`, json('GET', alice));
      return ((await answer.json()) as { conversation: { seenBy: { participantId: string; at: string }[] } }).conversation.seenBy;
    };
    expect((await seenBy()).find((s) => s.participantId === ids['bob.live@example.com'])).toBeUndefined();

    // Bob reads it: his unread count changed, and Alice's open conversation hears it and shows him there.
    expect((await backend.request(`/api/chat/conversation/${conversation}/read`, json('POST', bob))).status).toBe(200);
    for (const stream of [bobsStream, alicesStream]) {
      const read = await stream.next((e) => e.event === 'change');
      expect(JSON.parse(read.data)).toEqual({ group: 'chat', id: conversation, action: 'updated' });
    }
    expect(await seenBy()).toContainEqual({ participantId: ids['bob.live@example.com'], at: message.createdAt });
    // Bob's own answer never lists him.
    const bobs = await backend.request(`/api/chat/conversation?id=${conversation}`, json('GET', bob));
    const own = ((await bobs.json()) as { conversation: { seenBy: { participantId: string }[] } }).conversation.seenBy;
    expect(own.map((s) => s.participantId)).not.toContain(ids['bob.live@example.com']);
    expect(own.map((s) => s.participantId)).toContain(ids['alice.live@example.com']);
    await alicesStream.close();
    await bobsStream.close();
  });

  it("never sends a conversation's new message, reading or typing to a non-participant's stream", async () => {
    const carolsStream = await openStream(backend, carol);
    const bobsStream = await openStream(backend, bob);
    await carolsStream.next((e) => e.event === 'ready');
    await bobsStream.next((e) => e.event === 'ready');
    expect((await backend.request(`/api/chat/conversation/${conversation}/messages`, json('POST', alice, { body: 'Not for Carol' }))).status).toBe(201);
    expect((await backend.request(`/api/chat/conversation/${conversation}/read`, json('POST', bob))).status).toBe(200);
    expect((await backend.request('/api/presence', json('POST', alice, { topic: `chat:${conversation}`, state: 'typing' }))).status).toBe(204);
    // Bob, a participant, hears all three.
    expect(JSON.parse((await bobsStream.next((e) => e.event === 'change')).data)).toEqual({ group: 'chat', id: conversation, action: 'updated' });
    expect(JSON.parse((await bobsStream.next((e) => e.event === 'change')).data)).toEqual({ group: 'chat', id: conversation, action: 'updated' });
    expect(JSON.parse((await bobsStream.next((e) => e.event === 'presence')).data)).toMatchObject({ topic: `chat:${conversation}`, state: 'typing' });
    // Carol's first change is one published after them (events go out in order), and no presence came before it.
    await backend.live.publish({ group: 'product', id: 'after-the-chat', action: 'updated' });
    const next = await carolsStream.next((e) => e.event === 'change');
    expect(JSON.parse(next.data)).toEqual({ group: 'product', id: 'after-the-chat', action: 'updated' });
    expect(carolsStream.seen.filter((e) => e.event === 'presence')).toEqual([]);
    // Nor can she write there or read it.
    expect((await backend.request(`/api/chat/conversation/${conversation}/messages`, json('POST', carol, { body: 'Let me in' }))).status).toBe(404);
    expect((await backend.request(`/api/chat/conversation?id=${conversation}`, json('GET', carol))).status).toBe(404);
    await carolsStream.close();
    await bobsStream.close();
  });

  it('replays what a client missed when it reconnects with Last-Event-ID, and says reset when it cannot', async () => {
    const stream = await openStream(backend, bob);
    const ready = await stream.next((e) => e.event === 'ready');
    await stream.close();
    const list = (await (await backend.request('/api/user/list?pageSize=2', json('GET', alice))).json()) as { items: { id: string }[] };
    const [first, second] = list.items.map((u) => u.id);
    await backend.request(`/api/user/${first}`, json('PATCH', alice, { city: 'Lyon' }));
    await backend.request(`/api/user/${second}`, json('PATCH', alice, { city: 'Oran' }));

    const resumed = await openStream(backend, bob, ready.id);
    const one = await resumed.next((e) => e.event === 'change');
    const two = await resumed.next((e) => e.event === 'change');
    expect([JSON.parse(one.data), JSON.parse(two.data)]).toEqual([
      { group: 'user', id: first, action: 'updated' },
      { group: 'user', id: second, action: 'updated' },
    ]);
    expect(Number(two.id)).toBe(Number(one.id) + 1);
    await resumed.close();

    // An id this process never gave (another instance's, or from before a restart): refetch all.
    const unknown = await openStream(backend, bob, '999999');
    await unknown.next((e) => e.event === 'reset');
    await unknown.close();
  });

  it('sends a numbered `reset` to every open stream for "Reset demo data" (the bus\'s reset), then changes again', async () => {
    const stream = await openStream(backend, bob);
    const ready = await stream.next((e) => e.event === 'ready');
    await backend.live.publishReset();
    const reset = await stream.next((e) => e.event === 'reset');
    expect([reset.data, Number(reset.id)]).toEqual(['{}', Number(ready.id) + 1]);
    await backend.live.publish({ group: 'product', id: 'p1', action: 'updated' });
    const change = await stream.next((e) => e.event === 'change');
    expect([JSON.parse(change.data), Number(change.id)]).toEqual([{ group: 'product', id: 'p1', action: 'updated' }, Number(reset.id) + 1]);
    await stream.close();
  });

  it('ends the open streams when the live bus closes (the server stopping)', async () => {
    const answer = await backend.request('/api/events', { headers: { Authorization: `Bearer ${bob}` } });
    const reader = answer.body!.getReader();
    await reader.read(); // the `ready` event
    backend.live.close();
    let done = false;
    const deadline = Date.now() + 5_000;
    while (!done && Date.now() < deadline) done = (await reader.read()).done;
    expect(done).toBe(true);
  });

  it('reaches a stream held by another app on the same database (another process, through NOTIFY)', async () => {
    const other = await serverBackend();
    try {
      const stream = await openStream(other, bob);
      await stream.next((e) => e.event === 'ready');
      const list = (await (await backend.request('/api/product/list?pageSize=1', json('GET', alice))).json()) as { items: { id: string }[] };
      const id = list.items[0]!.id;
      await backend.request(`/api/product/${id}`, json('PATCH', alice, { name: 'Through NOTIFY' }));
      const change = await stream.next((e) => e.event === 'change');
      expect(JSON.parse(change.data)).toEqual({ group: 'product', id, action: 'updated' });
      await stream.close();
      // That app's id means nothing to this one (another process): a resume there is a reset.
      const moved = await openStream(backend, bob, change.id);
      await moved.next((e) => e.event === 'reset');
      await moved.close();
    } finally {
      await other.close();
    }
  });

  it("tells a private upload and its rename to its owner's streams only", async () => {
    const alicesStream = await openStream(backend, alice);
    const bobsStream = await openStream(backend, bob);
    await alicesStream.next((e) => e.event === 'ready');
    await bobsStream.next((e) => e.event === 'ready');
    const bytes = new TextEncoder().encode('id,value\n1,2\n');
    const started = await backend.request('/api/file/uploads', json('POST', alice, { name: 'private.csv', size: bytes.byteLength, type: '', parentId: null }));
    const { uploadId } = (await started.json()) as { uploadId: string };
    await backend.request(`/api/file/uploads/${uploadId}?offset=0`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${alice}`, 'Content-Type': 'application/octet-stream' },
      body: bytes,
    });
    const done = await backend.request(`/api/file/uploads/${uploadId}/complete`, json('POST', alice));
    const { file } = (await done.json()) as { file: { id: string } };
    expect((await backend.request(`/api/file/${file.id}`, json('PATCH', alice, { name: 'renamed.csv' }))).status).toBe(200);
    const created = await alicesStream.next((e) => e.event === 'change');
    const renamed = await alicesStream.next((e) => e.event === 'change');
    expect([JSON.parse(created.data), JSON.parse(renamed.data)]).toEqual([
      { group: 'file', id: file.id, action: 'created' },
      { group: 'file', id: file.id, action: 'updated' },
    ]);
    // Bob's next event is the next change he may read, after both.
    await backend.live.publish({ group: 'product', id: 'after-the-upload', action: 'updated' });
    const next = await bobsStream.next((e) => e.event === 'change');
    expect(JSON.parse(next.data)).toMatchObject({ group: 'product' });
    expect(Number(next.id)).toBe(Number(renamed.id) + 1);
    await alicesStream.close();
    await bobsStream.close();
  });

  it("tells a shared upload's changes to its owner and its shares only, and nothing of a change a view share is refused", async () => {
    const bobsStream = await openStream(backend, bob);
    const carolsStream = await openStream(backend, carol);
    await bobsStream.next((e) => e.event === 'ready');
    await carolsStream.next((e) => e.event === 'ready');
    const bytes = new TextEncoder().encode('id,value\n3,4\n');
    const started = await backend.request('/api/file/uploads', json('POST', alice, { name: 'shared.csv', size: bytes.byteLength, type: '', parentId: null }));
    const { uploadId } = (await started.json()) as { uploadId: string };
    await backend.request(`/api/file/uploads/${uploadId}?offset=0`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${alice}`, 'Content-Type': 'application/octet-stream' },
      body: bytes,
    });
    const { file } = (await (await backend.request(`/api/file/uploads/${uploadId}/complete`, json('POST', alice))).json()) as { file: { id: string } };
    const share = { sharedWith: [{ name: 'Bob', email: 'BOB.live@example.com', permission: 'view' }] };
    expect((await backend.request(`/api/file/${file.id}`, json('PATCH', alice, share))).status).toBe(200);
    expect((await backend.request(`/api/file/${file.id}`, json('PATCH', bob, { name: 'bobs.csv' }))).status).toBe(403);
    expect((await backend.request('/api/file/star', json('POST', alice, { ids: [file.id], starred: true }))).status).toBe(200);
    // Bob hears the share that let him in and the star, nothing of his refused rename.
    for (let i = 0; i < 2; i += 1) expect(JSON.parse((await bobsStream.next((e) => e.event === 'change')).data)).toEqual({ group: 'file', id: file.id, action: 'updated' });
    await backend.live.publish({ group: 'product', id: 'after-the-share', action: 'updated' });
    expect(JSON.parse((await bobsStream.next((e) => e.event === 'change')).data)).toMatchObject({ group: 'product' });
    // Carol, neither owner nor share, heard none of it.
    expect(JSON.parse((await carolsStream.next((e) => e.event === 'change')).data)).toEqual({ group: 'product', id: 'after-the-share', action: 'updated' });
    await bobsStream.close();
    await carolsStream.close();
  });

  it("tells a draft to its author's streams only, and a message sent to a colleague to the colleague's streams too (docs/api/apps.md#mail)", async () => {
    const alicesStream = await openStream(backend, alice);
    const bobsStream = await openStream(backend, bob);
    await alicesStream.next((e) => e.event === 'ready');
    await bobsStream.next((e) => e.event === 'ready');
    const created = { group: 'mail', id: '', action: 'created' };
    const draft = await backend.request('/api/mail', json('POST', alice, { to: ['bob.live@example.com'], subject: 'Not yet', message: '', draft: true }));
    expect(draft.status).toBe(201);
    const drafted = await alicesStream.next((e) => e.event === 'change');
    expect(JSON.parse(drafted.data)).toEqual(created);
    const sent = await backend.request('/api/mail', json('POST', alice, { to: ['Bob.Live@example.com'], subject: 'For Bob', message: 'Hello Bob' }));
    expect(sent.status).toBe(201);
    const own = await alicesStream.next((e) => e.event === 'change');
    expect(JSON.parse(own.data)).toEqual(created);
    // Bob's first change is his copy, published after Alice's own: the draft's never reached him.
    const delivered = await bobsStream.next((e) => e.event === 'change');
    expect(JSON.parse(delivered.data)).toEqual(created);
    expect(Number(delivered.id)).toBeGreaterThan(Number(own.id));
    expect(Number(own.id)).toBeGreaterThan(Number(drafted.id));
    // A change of his copy is his alone: the next change Alice hears is one for everyone.
    const { items } = (await (await backend.request('/api/mail/list?labelId=inbox&q=for%20bob', json('GET', bob))).json()) as { items: { id: string }[] };
    expect((await backend.request(`/api/mail/${items[0]!.id}`, json('PATCH', bob, { isStarred: true }))).status).toBe(200);
    expect(JSON.parse((await bobsStream.next((e) => e.event === 'change')).data)).toEqual({ group: 'mail', id: items[0]!.id, action: 'updated' });
    const fence = async (id: string, streams: Awaited<ReturnType<typeof openStream>>[]) => {
      await backend.live.publish({ group: 'product', id, action: 'updated' });
      for (const stream of streams) {
        expect(JSON.parse((await stream.next((e) => e.event === 'change')).data)).toEqual({ group: 'product', id, action: 'updated' });
        expect(stream.seen.filter((e) => e.event === 'change')).toEqual([]);
      }
    };
    await fence('after-mail', [alicesStream, bobsStream]);
    // A Contact Us message is the admins' (its mail and notification, each to its own account): Bob, a user, hears nothing of it.
    const aliceIsAdmin = ((await (await backend.request('/api/auth/me', json('GET', alice))).json()) as { user: { role: string } }).user.role === 'admin';
    const contact = await backend.request('/api/contact', json('POST', '', { name: 'Live Guest', email: 'guest.live@example.com', topic: 'other', message: 'Heard by the admins only.' }));
    expect(contact.status).toBe(201);
    if (aliceIsAdmin) {
      expect(JSON.parse((await alicesStream.next((e) => e.event === 'change')).data)).toEqual(created);
      expect(JSON.parse((await alicesStream.next((e) => e.event === 'change')).data)).toMatchObject({ group: 'notification', action: 'created' });
    }
    await fence('after-contact', [alicesStream, bobsStream]);
    await alicesStream.close();
    await bobsStream.close();
  });

  it("sends a presence to the other accounts' streams and never to its own account's (docs/api/live.md#presence)", async () => {
    const alicesStream = await openStream(backend, alice);
    const bobsStream = await openStream(backend, bob);
    await alicesStream.next((e) => e.event === 'ready');
    await bobsStream.next((e) => e.event === 'ready');
    const announced = await backend.request('/api/presence', json('POST', alice, { topic: 'product:p-presence', state: 'viewing' }));
    expect(announced.status).toBe(204);
    const presence = await bobsStream.next((e) => e.event === 'presence');
    expect(presence.id).toBeUndefined(); // never numbered: a reconnect does not replay it
    expect(JSON.parse(presence.data)).toEqual({
      topic: 'product:p-presence',
      state: 'viewing',
      account: { id: ids['alice.live@example.com'], name: 'Li Ve' },
      ttlMs: 25_000,
    });
    // A change published after it reaches Alice's stream with no presence before it.
    await backend.live.publish({ group: 'product', id: 'p-presence', action: 'updated' });
    await alicesStream.next((e) => e.event === 'change');
    expect(alicesStream.seen.filter((e) => e.event === 'presence')).toEqual([]);
    // A topic the contract does not know is refused.
    expect((await backend.request('/api/presence', json('POST', alice, { topic: 'mail:1', state: 'viewing' }))).status).toBe(400);
    expect((await backend.request('/api/presence', json('POST', '', { topic: 'kanban', state: 'viewing' }))).status).toBe(401);
    await alicesStream.close();
    await bobsStream.close();
  });

  it("sends chat typing to the conversation's participants only, and nothing for an unknown conversation", async () => {
    const alicesStream = await openStream(backend, alice);
    const bobsStream = await openStream(backend, bob);
    await alicesStream.next((e) => e.event === 'ready');
    await bobsStream.next((e) => e.event === 'ready');
    const topic = `chat:${conversation}`;
    expect((await backend.request('/api/presence', json('POST', bob, { topic: 'chat:no-such-conversation', state: 'typing' }))).status).toBe(404);
    // A conversation Bob takes no part in is unknown to him, as one that does not exist.
    expect((await backend.request('/api/presence', json('POST', carol, { topic, state: 'typing' }))).status).toBe(404);
    expect((await backend.request('/api/presence', json('POST', bob, { topic, state: 'typing' }))).status).toBe(204);
    // Alice, the other participant, hears it.
    const typing = await alicesStream.next((e) => e.event === 'presence');
    expect(JSON.parse(typing.data)).toMatchObject({ topic, state: 'typing', account: { id: ids['bob.live@example.com'] }, ttlMs: 5_000 });
    expect(alicesStream.seen.filter((e) => e.event === 'presence')).toEqual([]); // the unknown one never came
    // A conversation with a closed list of participants (the audience the chat route names) reaches
    // those accounts only: Bob is not among them here, Alice is.
    const closed = { topic: 'chat:closed' as const, state: 'typing' as const, account: { id: 'acc-carol', name: 'Carol' }, ttlMs: 5_000 };
    await backend.live.publishPresence(closed, { accounts: [ids['alice.live@example.com']!] });
    expect(JSON.parse((await alicesStream.next((e) => e.event === 'presence')).data)).toEqual(closed);
    await backend.live.publish({ group: 'product', id: 'after-typing', action: 'updated' });
    await bobsStream.next((e) => e.event === 'change');
    expect(bobsStream.seen.filter((e) => e.event === 'presence')).toEqual([]);
    await alicesStream.close();
    await bobsStream.close();
  });

  it("tells who is looking at an invoice only to accounts whose role may open it; a job's to everyone (docs/api/live.md#presence)", async () => {
    // An app of its own on the same database, with the role switch on (docs/api/auth.md).
    const roles = await serverBackend({ roleSwitch: true });
    const account = async (email: string, role?: 'manager') => {
      const answer = await roles.request('/api/auth/register', json('POST', '', { email, password: 'Live-passw0rd', firstName: 'Ro', lastName: 'Le' }));
      const { accessToken } = (await answer.json()) as { accessToken: string };
      if (role) expect((await roles.request('/api/auth/role', json('POST', accessToken, { role }))).status).toBe(200);
      return accessToken;
    };
    try {
      const manager = await account('manager.presence@example.com', 'manager');
      const colleague = await account('colleague.presence@example.com', 'manager');
      const user = await account('user.presence@example.com');
      const managersStream = await openStream(roles, manager);
      const usersStream = await openStream(roles, user);
      await managersStream.next((e) => e.event === 'ready');
      await usersStream.next((e) => e.event === 'ready');

      expect((await roles.request('/api/presence', json('POST', colleague, { topic: 'invoice:inv-1', state: 'viewing' }))).status).toBe(204);
      expect(JSON.parse((await managersStream.next((e) => e.event === 'presence')).data)).toMatchObject({ topic: 'invoice:inv-1' });
      expect((await roles.request('/api/presence', json('POST', colleague, { topic: 'job:job-1', state: 'viewing' }))).status).toBe(204);
      // The user hears the job's, and had no invoice's before it (presences go out in order).
      expect(JSON.parse((await usersStream.next((e) => e.event === 'presence')).data)).toMatchObject({ topic: 'job:job-1' });
      expect(usersStream.seen.filter((e) => e.event === 'presence')).toEqual([]);
      await managersStream.close();
      await usersStream.close();
    } finally {
      await roles.close();
    }
  });
});
