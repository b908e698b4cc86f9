// The contract suite, records shared between accounts (docs/api/files.md#who-may-do-what,
// docs/api/apps.md#chat, docs/api/views.md): the demo account (A) signs in; V, E and S register.
// A file A uploads and shares with V to `view` and with E to `edit`: V reads it (details, list,
// bytes) and is refused every change with 403, bulk calls whole, nothing changed; E renames, stars,
// moves, trashes and restores it; S, a stranger, gets 404 for all of it, a restore too. A workspace
// item (one without stored bytes) is read by everyone and changed by its owner only (403). A
// conversation A starts with E is theirs: V gets 404 reading, posting to or marking it, and never
// lists it; E reads and answers. A saved view is its account's: 404 for another. Run against both
// backends (demo.test.ts, server.test.ts), before the reset of suite-forms-reset.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@/lib/api-contract/errors';
import type { FileItem } from '@/lib/api-contract/file';
import type { Backend } from './backends';
import { DEMO, type Json } from './client';
import { sampleBytes } from './suite-apps';

interface Answer {
  status: number;
  body: Json;
  raw: Uint8Array;
}

interface Person {
  email: string;
  id: string;
  get(path: string): Promise<Answer>;
  send(method: string, path: string, body?: unknown): Promise<Answer>;
  /** Uploads `bytes` as `name` in one chunk; answers the complete call's answer. */
  upload(name: string, bytes: Uint8Array<ArrayBuffer>, type: string): Promise<Answer>;
}

const PASSWORD = 'Sharing-passw0rd';
const FORBIDDEN = { message: apiMessages.forbidden };

export function sharingContractSuite(open: () => Promise<Backend>) {
  const stamp = Date.now().toString(36);
  let backend: Backend;
  let me: Person;
  let viewer: Person;
  let editor: Person;
  let stranger: Person;

  async function request(token: string | null, method: string, path: string, body?: unknown, type = 'application/json') {
    const response = await backend.request(path, {
      method,
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'Content-Type': type }) },
      body: body === undefined ? undefined : type === 'application/json' ? JSON.stringify(body) : (body as BodyInit),
    });
    const raw = new Uint8Array(await response.arrayBuffer());
    const text = (response.headers.get('content-type') ?? '').includes('json') ? new TextDecoder().decode(raw) : '';
    return { status: response.status, raw, body: (text ? JSON.parse(text) : null) as Json };
  }

  /** Someone signed in: the answer of a sign-in or a registration. */
  function person(email: string, signedIn: Json): Person {
    const token = signedIn.accessToken as string;
    return {
      email,
      id: signedIn.user.id as string,
      get: (path) => request(token, 'GET', path),
      send: (method, path, body) => request(token, method, path, body),
      async upload(name, bytes, type) {
        const started = await request(token, 'POST', '/api/file/uploads', { name, size: bytes.byteLength, type, parentId: null });
        expect(started.status).toBe(201);
        const sent = await request(token, 'PUT', `/api/file/uploads/${started.body.uploadId}?offset=0`, bytes, 'application/octet-stream');
        expect(sent.body.received).toBe(bytes.byteLength);
        return request(token, 'POST', `/api/file/uploads/${started.body.uploadId}/complete`);
      },
    };
  }

  async function register(label: string, lastName: string): Promise<Person> {
    const email = `${label.toLowerCase()}.sharing.${backend.name}.${stamp}@example.com`;
    const made = await request(null, 'POST', '/api/auth/register', { email, password: PASSWORD, firstName: label, lastName });
    expect(made.status, `register ${email}`).toBe(201);
    return person(email, made.body);
  }

  describe('records shared between accounts', () => {
    // Opened and signed in when the suite's cases start (not when the file starts: a case of another
    // suite may end the demo account's sessions meanwhile).
    beforeAll(async () => {
      backend = await open();
      const signedIn = await request(null, 'POST', '/api/auth/login', DEMO);
      expect(signedIn.status).toBe(200);
      me = person(DEMO.email, signedIn.body);
      viewer = await register('Vera', 'Viewer');
      editor = await register('Emil', 'Editor');
      stranger = await register('Sami', 'Stranger');
    });
    afterAll(() => backend.close());

    describe('files shared to view or to edit', () => {
      const bytes = sampleBytes(2048, 11);
      let shared: FileItem;
      let spare: FileItem;

      beforeAll(async () => {
        const upload = async (name: string) => {
          const done = await me.upload(name, bytes, 'text/csv');
          expect(done.status).toBe(201);
          const item = done.body.file as FileItem;
          const shares = [
            { name: 'Vera Viewer', email: viewer.email.toUpperCase(), permission: 'view' },
            { name: 'Emil Editor', email: editor.email, permission: 'edit' },
          ];
          const answer = await me.send('PATCH', `/api/file/${item.id}`, { sharedWith: shares });
          expect(answer.status).toBe(200);
          return answer.body.file as FileItem;
        };
        shared = await upload(`Shared ${backend.name} ${stamp}.csv`);
        spare = await upload(`Spare ${backend.name} ${stamp}.csv`);
      });

      /** Every single-item write and every bulk call on `ids`, as `who`: each answered `status`. */
      async function everyWrite(who: Person, ids: string[], status: number, body: Json) {
        const one = ids[0]!;
        const answers = {
          rename: await who.send('PATCH', `/api/file/${one}`, { name: `Taken ${stamp}.csv` }),
          put: await who.send('PUT', `/api/file/${one}`, { tags: ['taken'] }),
          share: await who.send('PATCH', `/api/file/${one}`, { sharedWith: [] }),
          delete: await who.send('DELETE', `/api/file/${one}`),
          move: await who.send('POST', '/api/file/move', { ids, parentId: null }),
          star: await who.send('POST', '/api/file/star', { ids, starred: true }),
          trash: await who.send('POST', '/api/file/trash', { ids }),
          bulkDelete: await who.send('POST', '/api/file/bulk-delete', { ids }),
        };
        for (const [call, answer] of Object.entries(answers)) {
          expect([call, answer.status], call).toEqual([call, status]);
          if (call !== 'delete' && call !== 'rename' && call !== 'put' && call !== 'share') expect(answer.body, call).toEqual(body);
        }
      }

      it('lets a view share read the file (details, list, bytes) and refuses every change with 403, bulk calls whole, changing nothing', async () => {
        const details = await viewer.get(`/api/file/details?id=${shared.id}`);
        expect([details.status, details.body.file]).toEqual([200, shared]);
        expect((await viewer.get(`/api/file/list?q=${encodeURIComponent(shared.name)}`)).body.items.map((f: Json) => f.id)).toEqual([shared.id]);
        const content = await viewer.get(`/api/file/${shared.id}/content`);
        expect(content.status).toBe(200);
        expect(Buffer.from(content.raw).equals(Buffer.from(bytes))).toBe(true);

        for (const call of ['rename', 'put', 'share', 'delete'] as const) {
          const answer =
            call === 'delete'
              ? await viewer.send('DELETE', `/api/file/${shared.id}`)
              : await viewer.send(call === 'put' ? 'PUT' : 'PATCH', `/api/file/${shared.id}`, call === 'share' ? { sharedWith: [] } : { name: `Viewer ${stamp}.csv` });
          expect([call, answer.status, answer.body]).toEqual([call, 403, FORBIDDEN]);
        }
        await everyWrite(viewer, [shared.id], 403, FORBIDDEN);

        // With an item of its own in the same call: the whole call is refused, its own item untouched.
        const own = (await viewer.send('POST', '/api/file', { name: `Vera note ${stamp}.txt`, kind: 'document', size: 10, parentId: null })).body.file as FileItem;
        await everyWrite(viewer, [shared.id, own.id], 403, FORBIDDEN);
        expect((await viewer.get(`/api/file/details?id=${own.id}`)).body.file).toEqual(own);
        expect((await me.get(`/api/file/details?id=${shared.id}`)).body.file).toEqual(shared);

        // A view share cannot bring back what the owner trashed either.
        expect((await me.send('POST', '/api/file/trash', { ids: [spare.id] })).body).toEqual({ count: 1 });
        const restore = await viewer.send('POST', '/api/file/restore', { ids: [spare.id] });
        expect([restore.status, restore.body]).toEqual([403, FORBIDDEN]);
        expect((await me.get(`/api/file/details?id=${spare.id}`)).status).toBe(404);
        expect((await me.send('POST', '/api/file/restore', { ids: [spare.id] })).body).toEqual({ count: 1 });
        expect((await viewer.send('DELETE', `/api/file/${own.id}`)).status).toBe(204);
      });

      it('lets an edit share rename, star, move, trash, restore and delete it', async () => {
        const renamed = await editor.send('PATCH', `/api/file/${shared.id}`, { name: `Edited ${backend.name} ${stamp}.csv` });
        expect([renamed.status, renamed.body.file.name]).toEqual([200, `Edited ${backend.name} ${stamp}.csv`]);
        expect((await editor.send('POST', '/api/file/star', { ids: [shared.id], starred: true })).body.items[0].isFavorite).toBe(true);
        const box = (await editor.send('POST', '/api/file', { name: `Emil box ${backend.name} ${stamp}`, kind: 'folder', size: 0, parentId: null })).body.file as FileItem;
        expect((await editor.send('POST', '/api/file/move', { ids: [shared.id], parentId: box.id })).body.items[0].parentId).toBe(box.id);
        expect((await editor.send('POST', '/api/file/move', { ids: [shared.id], parentId: null })).body.items[0].parentId).toBeNull();
        expect((await editor.send('POST', '/api/file/trash', { ids: [shared.id] })).body).toEqual({ count: 1 });
        expect((await viewer.get(`/api/file/details?id=${shared.id}`)).status).toBe(404);
        expect((await editor.send('POST', '/api/file/restore', { ids: [shared.id] })).body).toEqual({ count: 1 });
        // The owner and the view share see the edits.
        const now = (await viewer.get(`/api/file/details?id=${shared.id}`)).body.file as FileItem;
        expect(now).toMatchObject({ name: `Edited ${backend.name} ${stamp}.csv`, isFavorite: true, parentId: null });
        expect((await me.get(`/api/file/details?id=${shared.id}`)).body.file).toEqual(now);
        expect((await editor.send('POST', '/api/file/bulk-delete', { ids: [spare.id, box.id] })).body).toEqual({ deleted: 2 });
        expect((await me.get(`/api/file/details?id=${spare.id}`)).status).toBe(404);
      });

      it('answers a stranger 404 for all of it, a restore too, and 403 for the workspace’s items it reads but does not own', async () => {
        const gone = { message: 'Some of these items no longer exist.' };
        expect((await stranger.get(`/api/file/details?id=${shared.id}`)).status).toBe(404);
        expect((await stranger.get(`/api/file/${shared.id}/content`)).status).toBe(404);
        expect((await stranger.get(`/api/file/list?q=${encodeURIComponent(stamp)}`)).body.total).toBe(0);
        await everyWrite(stranger, [shared.id], 404, gone);
        // Unreadable outweighs view-only: a call naming both is a 404.
        await everyWrite(viewer, ['no-such-item', shared.id], 404, gone);

        expect((await me.send('POST', '/api/file/trash', { ids: [shared.id] })).body).toEqual({ count: 1 });
        const restore = await stranger.send('POST', '/api/file/restore', { ids: [shared.id] });
        expect([restore.status, restore.body]).toEqual([404, { message: 'Some of these items are not in the trash.' }]);
        expect((await me.get(`/api/file/details?id=${shared.id}`)).status).toBe(404);
        expect((await me.send('POST', '/api/file/restore', { ids: [shared.id] })).body).toEqual({ count: 1 });

        // A folder of the workspace, the demo account's: everyone reads it, only its owner changes it.
        const folder = (await me.get('/api/file/list?parentId=root&kind=folder&pageSize=100')).body.items.find((f: Json) => f.owner?.email === DEMO.email) as FileItem;
        expect((await stranger.get(`/api/file/details?id=${folder.id}`)).status).toBe(200);
        const rename = await stranger.send('PATCH', `/api/file/${folder.id}`, { name: `Taken ${stamp}` });
        expect([rename.status, rename.body]).toEqual([403, FORBIDDEN]);
        expect((await stranger.send('POST', '/api/file/trash', { ids: [folder.id] })).status).toBe(403);
        expect((await me.get(`/api/file/details?id=${folder.id}`)).body.file.name).toBe(folder.name);

        expect((await me.send('DELETE', `/api/file/${shared.id}`)).status).toBe(204);
      });
    });

    describe('chat between participants only', () => {
      it('offers the workspace’s other accounts as well as the contacts, never the account itself', async () => {
        const mine = (await me.get('/api/chat/contacts')).body;
        expect(mine.accounts.map((p: Json) => p.id)).toEqual(expect.arrayContaining([viewer.id, editor.id, stranger.id]));
        expect(mine.accounts.map((p: Json) => p.id)).not.toContain(me.id);
        expect(mine.accounts.find((p: Json) => p.id === editor.id)).toMatchObject({ name: 'Emil Editor', email: editor.email });
        const theirs = (await editor.get('/api/chat/contacts')).body;
        expect(theirs.contacts).toEqual(mine.contacts);
        expect(theirs.accounts.map((p: Json) => p.id)).toContain(me.id);
        expect(theirs.accounts.map((p: Json) => p.id)).not.toContain(editor.id);
        expect((await editor.get('/api/chat?endpoint=contacts')).body).toEqual(theirs);
        // A new account takes part in none of the seed's conversations.
        expect((await viewer.get('/api/chat/conversations')).body.conversations).toEqual([]);
      });

      it('keeps a conversation its participants’: another account gets 404 reading, posting or marking it, and never lists it', async () => {
        const started = await me.send('POST', '/api/chat/conversation', { participantIds: [editor.id], message: `Hello Emil ${stamp}` });
        expect(started.status).toBe(201);
        const conversation = started.body.conversation as Json;
        expect(conversation.participants.map((p: Json) => p.id)).toEqual([me.id, editor.id]);
        const id = conversation.id as string;

        for (const path of [`/api/chat/conversation?id=${id}`, `/api/chat?endpoint=conversation&conversationId=${id}`])
          expect((await viewer.get(path)).status, path).toBe(404);
        expect((await viewer.send('POST', `/api/chat/conversation/${id}/messages`, { body: 'Let me in' })).status).toBe(404);
        expect((await viewer.send('POST', `/api/chat/conversation/${id}/read`)).status).toBe(404);
        expect((await viewer.send('POST', '/api/presence', { topic: `chat:${id}`, state: 'typing' })).status).toBe(404);
        expect((await viewer.get('/api/chat/conversations')).body.conversations.map((c: Json) => c.id)).not.toContain(id);

        // The other participant lists it, reads A's message under A's id and answers.
        const listed = (await editor.get('/api/chat/conversations')).body.conversations as Json[];
        expect(listed.map((c) => c.id)).toEqual([id]);
        expect(listed[0]).toMatchObject({ unreadCount: 1, type: 'one-to-one' });
        expect(listed[0]!.participants.map((p: Json) => p.id)).toEqual([editor.id, me.id]);
        expect(listed[0]!.messages.map((m: Json) => [m.senderId, m.body])).toEqual([[me.id, `Hello Emil ${stamp}`]]);
        const reply = await editor.send('POST', `/api/chat/conversation/${id}/messages`, { body: 'Hello back' });
        expect([reply.status, reply.body.message.senderId]).toEqual([201, editor.id]);
        expect((await editor.send('POST', `/api/chat/conversation/${id}/read`)).body.conversation.unreadCount).toBe(0);
        const forA = (await me.get(`/api/chat/conversation?id=${id}`)).body.conversation;
        expect(forA.unreadCount).toBe(1);
        expect(forA.messages.at(-1)).toMatchObject({ senderId: editor.id, body: 'Hello back' });
        expect(forA.seenBy).toEqual([{ participantId: editor.id, at: reply.body.message.createdAt }]);
        // Started from the other side, the one-to-one is the same conversation.
        const again = await editor.send('POST', '/api/chat/conversation', { participantIds: [me.id], message: 'Same thread' });
        expect([again.status, again.body.conversation.id]).toEqual([200, id]);
        // Nobody outside the workspace's people, nor the account itself.
        const self = await viewer.send('POST', '/api/chat/conversation', { participantIds: [viewer.id], message: 'Me' });
        expect(self.body.fieldErrors).toEqual({ participantIds: 'Choose people from your contacts.' });
        expect((await viewer.get('/api/chat/conversations')).body.conversations).toEqual([]);
      });

      it('lets a colleague start a group with the demo account and a contact, which the demo account lists', async () => {
        const contact = ((await viewer.get('/api/chat/contacts')).body.contacts as Json[])[0]!;
        const group = await viewer.send('POST', '/api/chat/conversation', { participantIds: [me.id, contact.id], message: 'Group hello', name: `Vera's ${stamp}` });
        expect(group.status).toBe(201);
        expect(group.body.conversation.participants.map((p: Json) => p.id)).toEqual([viewer.id, me.id, contact.id]);
        const id = group.body.conversation.id as string;
        expect((await me.get('/api/chat/conversations')).body.conversations.map((c: Json) => c.id)).toContain(id);
        expect((await editor.get(`/api/chat/conversation?id=${id}`)).status).toBe(404);
        expect((await stranger.get('/api/chat/conversations')).body.conversations).toEqual([]);
      });
    });

    describe('saved views', () => {
      it('answers 404 to another account for a view it does not own, and leaves it alone', async () => {
        const table = `sharing-${backend.name}`;
        const view = (await me.send('POST', '/api/view', { table, name: `Mine ${stamp}`, search: { q: 'x' }, hiddenColumns: [] })).body.view as Json;
        const gone = { message: 'This view no longer exists.' };
        const rename = await viewer.send('PATCH', `/api/view/${view.id}`, { name: 'Taken' });
        expect([rename.status, rename.body]).toEqual([404, gone]);
        const remove = await viewer.send('DELETE', `/api/view/${view.id}`);
        expect([remove.status, remove.body]).toEqual([404, gone]);
        expect((await viewer.get(`/api/view/list?table=${table}`)).body.items).toEqual([]);
        expect((await me.get(`/api/view/list?table=${table}`)).body.items).toEqual([view]);
        expect((await me.send('DELETE', `/api/view/${view.id}`)).status).toBe(204);
      });
    });
  });
}
