// The contract suite, second part (docs/api/overview.md#notifications, views.md, apps.md, files.md,
// crud-groups.md#file): what the dashboard's frame calls on every page (notifications, saved views,
// mail labels), the file manager (list, usage, folders, chunked uploads and the bytes back, move,
// star, trash, restore) and chat. Run against both backends (demo.test.ts, server.test.ts);
// expectations come from the committed seed with the demo's rules.
import { beforeAll, describe, expect, it } from 'vitest';
import { seedChat } from '@/lib/seed/chat';
import { currentSeed } from '@/lib/seed/dates';
import { seedFiles } from '@/lib/seed/file';
import { seedJobCandidates } from '@/lib/seed/job-candidate';
import { seedJobs } from '@/lib/seed/job';
import { seedMail } from '@/lib/seed/mail';
import { seedNotifications } from '@/lib/seed/notifications';
import { seedTourBookings } from '@/lib/seed/tour-booking';
import { seedTours } from '@/lib/seed/tour';
import { orderTotals, seedOrders } from '@/lib/seed/order';
import { seedProducts } from '@/lib/seed/product';
import { earnings, revenueByMonth } from '@/demo-api/overview/revenue';
import { statsOf } from '@/demo-api/product-stats';
import { followerIds, seedAccountSettings } from '@/lib/seed/user';
import type { FileItem } from '@/lib/api-contract/file';
import type { Invoice } from '@/lib/api-contract/invoice';
import type { ProductListItem } from '@/lib/api-contract/product';
import { categories } from '@/lib/catalog/catalog-terms';
import { change, DAY, linearForecast, monthBuckets, sumByBucket } from '@/lib/overview-range';
import { figure, isIn, ratioFigure, widgetContext } from '@/demo-api/overview/context';
import { benefitKey, type Job, type JobCandidate } from '@/lib/api-contract/job';
import { orderStatuses, type Order } from '@/lib/api-contract/order';
import type { TourBooking } from '@/lib/api-contract/overview-pages';
import type { Tour, TourGuide } from '@/lib/api-contract/tour';
import type { Backend } from './backends';
import { expectStaleUpdateRefused } from './edit-conflict-case';
import { contractClient, DEMO, type Json } from './client';
import { demoOrder, HOSTILE_Q, matchesQ } from './suite';

/** Bytes that are not all alike, so a shuffled or truncated answer would not match. */
export function sampleBytes(length: number, seed = 7): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i += 1) bytes[i] = (i * 31 + seed) % 251;
  return bytes;
}

export function appsContractSuite(open: () => Promise<Backend>) {
  const client = contractClient(open);
  const { call, get, send, upload } = client;
  let backend: Backend;
  beforeAll(() => {
    backend = client.backend;
  });

  describe('the shell: notifications, saved views, mail labels', () => {
    it('answers the seed notifications newest first, marks one and then all as read', async () => {
      const seeded = currentSeed(await seedNotifications());
      const { status, body } = await get('/api/notifications');
      expect(status).toBe(200);
      expect(body.notifications.map((n: Json) => n.title)).toEqual(
        [...seeded].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map((n) => n.title),
      );
      expect(body.unreadCount).toBe(seeded.filter((n) => n.isUnread).length);
      expect(Object.keys(body.notifications[0]).sort()).toEqual(['createdAt', 'id', 'isUnread', 'kind', 'link', 'title']);
      const unread = seeded.find((n) => n.isUnread)!;
      const one = await send('PATCH', `/api/notifications/${unread.id}`, { isUnread: false });
      expect(one.body.unreadCount).toBe(body.unreadCount - 1);
      expect((await send('PATCH', `/api/notifications/${unread.id}`, { isUnread: 'no' })).status).toBe(400);
      expect((await send('PATCH', "/api/notifications/x' or 1=1 --", { isUnread: false })).status).toBe(404);
      const all = await send('POST', '/api/notifications/read-all');
      expect(all.body.unreadCount).toBe(0);
      expect(all.body.notifications).toHaveLength(seeded.length);
      await send('PATCH', `/api/notifications/${unread.id}`, { isUnread: true });
    });

    it('keeps saved views per account and table: create, list by name, rename, clash 409, 400s, delete, 404', async () => {
      const table = `contract-${backend.name}`;
      const b = await send('POST', '/api/view', { table, name: 'Pending reviewers', search: { status: 'pending', role: ['ceo'] }, hiddenColumns: ['phone'] });
      expect(b.status).toBe(201);
      expect(b.body.view).toMatchObject({ table, name: 'Pending reviewers', search: { status: 'pending', role: ['ceo'] }, hiddenColumns: ['phone'] });
      const a = await send('POST', '/api/view', { table, name: 'Active', search: {}, hiddenColumns: [] });
      expect((await get(`/api/view/list?table=${table}`)).body.items.map((v: Json) => v.name)).toEqual(['Active', 'Pending reviewers']);
      expect((await get('/api/view/list?table=elsewhere')).body.items).toEqual([]);
      const clash = await send('POST', '/api/view', { table, name: 'ACTIVE', search: {}, hiddenColumns: [] });
      expect([clash.status, clash.body.fieldErrors]).toEqual([409, { name: 'You already have a view with this name.' }]);
      const empty = await send('POST', '/api/view', { table, name: ' ', search: {}, hiddenColumns: [] });
      expect([empty.status, empty.body.fieldErrors]).toEqual([400, { name: 'Enter a name.' }]);
      const long = await send('POST', '/api/view', { table, name: 'x'.repeat(61), search: {}, hiddenColumns: [] });
      expect(long.body.fieldErrors).toEqual({ name: 'At most 60 characters.' });
      expect((await send('POST', '/api/view', { table, name: 'Typed', search: 'status=x', hiddenColumns: 'all' })).status).toBe(400);
      const renamed = await send('PATCH', `/api/view/${a.body.view.id}`, { name: 'Zeta' });
      expect(renamed.body.view.name).toBe('Zeta');
      expect((await send('PATCH', `/api/view/${a.body.view.id}`, { name: 'pending REVIEWERS' })).status).toBe(409);
      expect((await call('DELETE', `/api/view/${a.body.view.id}`)).status).toBe(204);
      expect((await call('DELETE', `/api/view/${a.body.view.id}`)).body).toEqual({ message: 'This view no longer exists.' });
      expect((await send('PATCH', "/api/view/' or 1=1 --", { name: 'x' })).status).toBe(404);
      await call('DELETE', `/api/view/${b.body.view.id}`);
    });

    it('counts every mail label as the demo does', async () => {
      const mail = currentSeed(await seedMail());
      const { status, body } = await get('/api/mail/labels');
      expect(status).toBe(200);
      const byId = Object.fromEntries(body.labels.map((l: Json) => [l.id, l]));
      expect(body.labels.map((l: Json) => l.id)).toEqual(['all', 'inbox', 'sent', 'drafts', 'starred', 'important', 'archive', 'spam', 'trash', 'enquiries', 'clients', 'projects', 'finance']);
      const inbox = mail.filter((m) => m.folder === 'inbox');
      expect(byId.inbox).toMatchObject({ type: 'system', name: 'Inbox', totalCount: inbox.length, unreadCount: inbox.filter((m) => m.isUnread).length });
      expect(byId.all.totalCount).toBe(mail.filter((m) => m.folder !== 'trash' && m.folder !== 'spam').length);
      expect(byId.starred.totalCount).toBe(mail.filter((m) => m.isStarred && m.folder !== 'trash').length);
      const clients = mail.filter((m) => m.labelIds.includes('clients') && m.folder !== 'trash' && m.folder !== 'spam');
      expect(byId.clients).toMatchObject({ type: 'custom', color: 'blue', totalCount: clients.length });
    });

    it('refuses every shell call without a token', async () => {
      for (const path of ['/api/notifications', '/api/view/list?table=users', '/api/mail/labels', '/api/file/list', '/api/chat/conversations']) {
        const answer = await backend.request(path);
        expect(answer.status, path).toBe(401);
      }
    });
  });

  describe('the signed-in account', () => {
    let own: Record<string, string>;
    const person = { email: `account.${'x'}@example.com`, password: 'Str0ng-enough', firstName: 'Ines', lastName: 'Duarte' };
    const mine = async (method: string, path: string, body?: unknown) => {
      const response = await backend.request(path, {
        method,
        headers: { ...own, 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as Json };
    };
    beforeAll(async () => {
      person.email = `account.${backend.name}@example.com`;
      const registered = await send('POST', '/api/auth/register', person);
      own = { Authorization: `Bearer ${registered.body.accessToken}` };
    });

    it('answers the settings made from the seed, and keeps a change of each tab', async () => {
      const seeded = seedAccountSettings({ displayName: 'Ines Duarte', email: person.email });
      const { status, body } = await mine('GET', '/api/user/account');
      expect(status).toBe(200);
      expect(body).toEqual(seeded);
      const changed = await mine('PATCH', '/api/user/account', {
        notifications: { ...seeded.notifications, activityFollows: true },
        social: { ...seeded.social, github: 'https://github.com/ines' },
        general: { ...seeded.general, avatarUrl: undefined, name: 'Ines M. Duarte', about: 'Data.' },
      });
      expect(changed.status).toBe(200);
      expect(changed.body.notifications.activityFollows).toBe(true);
      expect(changed.body.general).toMatchObject({ name: 'Ines M. Duarte', about: 'Data.', avatarUrl: null });
      expect((await mine('GET', '/api/user/account')).body).toEqual(changed.body);
      const me = await mine('GET', '/api/auth/me');
      expect(me.body.user.displayName).toBe('Ines M. Duarte');
    });

    it('refuses bad settings by path, a taken email with 409, and leaves the card alone', async () => {
      const { body: current } = await mine('GET', '/api/user/account');
      const bad = await mine('PATCH', '/api/user/account', { social: { ...current.social, x: 'not a url' }, general: { ...current.general, email: 'nope' } });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.fieldErrors).sort()).toEqual(['general.email', 'social.x']);
      const { avatarUrl: _a, ...general } = current.general;
      const taken = await mine('PATCH', '/api/user/account', { general: { ...general, email: DEMO.email } });
      expect([taken.status, taken.body.fieldErrors]).toEqual([409, { 'general.email': 'This email address is already in use.' }]);
      const { card: _c, ...billing } = current.billing;
      const plan = await mine('PATCH', '/api/user/account', { billing: { ...billing, plan: 'enterprise', card: { brand: 'X', last4: '0000' } } });
      expect(plan.body.billing).toMatchObject({ plan: 'enterprise', card: { brand: 'Visa', last4: '4242' } });
    });

    it('answers the profile with the seed followers and friends', async () => {
      const { status, body } = await mine('GET', '/api/user/profile');
      expect(status).toBe(200);
      expect(body).toMatchObject({ email: person.email, role: 'user', title: 'Head of Data Strategy', school: 'London School of Economics' });
      expect(body.followers.map((p: Json) => p.id)).toEqual(followerIds);
      expect(body.stats.followers).toBe(followerIds.length);
      expect(body.gallery.length).toBeGreaterThan(0);
    });

    it('changes the password after checking the current one', async () => {
      const wrong = await mine('POST', '/api/user/account/password', { currentPassword: 'nope', newPassword: 'Another-passw0rd' });
      expect([wrong.status, wrong.body.fieldErrors]).toEqual([400, { currentPassword: 'The current password is not correct.' }]);
      const same = await mine('POST', '/api/user/account/password', { currentPassword: person.password, newPassword: person.password });
      expect(same.body.fieldErrors).toEqual({ newPassword: 'Choose a password different from the current one.' });
      expect((await mine('POST', '/api/user/account/password', { currentPassword: person.password, newPassword: 'short' })).body.fieldErrors).toEqual({
        newPassword: 'At least 8 characters.',
      });
      const done = await mine('POST', '/api/user/account/password', { currentPassword: person.password, newPassword: 'Another-passw0rd' });
      expect(done.status).toBe(200);
      expect(done.body.user.email).toBe(person.email);
      const login = await send('POST', '/api/auth/login', { email: person.email, password: 'Another-passw0rd' });
      expect(login.status).toBe(200);
    });
  });

  describe('files', () => {
    let seeded: FileItem[];
    beforeAll(async () => {
      seeded = currentSeed(await seedFiles());
    });

    it('lists folders first then by name, 20 a page, with kind counts, folder sizes and filters', async () => {
      const { body } = await get('/api/file/list?parentId=root');
      const top = seeded.filter((f) => f.parentId === null);
      expect(body.total).toBe(top.length);
      expect(body.pageSize).toBe(20);
      const key = (f: FileItem) => `${f.kind === 'folder' ? 0 : 1}${f.name.toLowerCase()}`;
      expect(body.items.map((f: Json) => f.name)).toEqual(
        [...top].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0)).slice(0, 20).map((f) => f.name),
      );
      const folder = seeded.find((f) => f.kind === 'folder' && seeded.some((c) => c.parentId === f.id))!;
      const sizeOf = (id: string): number =>
        seeded.filter((f) => f.parentId === id).reduce((s, f) => s + (f.kind === 'folder' ? sizeOf(f.id) : f.size), 0);
      const details = await get(`/api/file/details?id=${folder.id}`);
      expect(details.body.file).toEqual({ ...folder, size: sizeOf(folder.id) });
      const all = await get('/api/file/list?pageSize=100');
      expect(all.body.counts.all).toBe(seeded.length);
      expect(all.body.counts.pdf).toBe(seeded.filter((f) => f.kind === 'pdf').length);
      const pdfs = await get('/api/file/list?kind=pdf&pageSize=100');
      expect(pdfs.body.total).toBe(seeded.filter((f) => f.kind === 'pdf').length);
      expect(pdfs.body.counts.all).toBe(seeded.length);
      expect((await get('/api/file/list?favorite=true&pageSize=100')).body.total).toBe(seeded.filter((f) => f.isFavorite).length);
      const inside = await get(`/api/file/list?parentId=${folder.id}&sort=size&order=desc`);
      expect(inside.body.items.map((f: Json) => f.size)).toEqual(
        seeded.filter((f) => f.parentId === folder.id).map((f) => (f.kind === 'folder' ? sizeOf(f.id) : f.size)).sort((a, b) => b - a),
      );
      const bySize = await get('/api/file/list?parentId=root&sort=size&order=desc&pageSize=100');
      expect(bySize.body.items.map((f: Json) => f.size)).toEqual(
        seeded.filter((f) => f.parentId === null).map((f) => (f.kind === 'folder' ? sizeOf(f.id) : f.size)).sort((a, b) => b - a),
      );
      expect((await get("/api/file/list?parentId=' or 1=1 --")).body.total).toBe(0);
      expect((await get('/api/file/list?q=%25_')).body.total).toBe(0);
      expect((await get('/api/file/details?id=nope')).status).toBe(404);
    });

    it('answers storage usage per kind', async () => {
      const { body } = await get('/api/file/usage');
      const data = seeded.filter((f) => f.kind === 'data');
      expect(body.byKind.find((k: Json) => k.kind === 'data')).toEqual({ kind: 'data', files: data.length, size: data.reduce((s, f) => s + f.size, 0) });
      expect(body.used).toBe(seeded.filter((f) => f.kind !== 'folder').reduce((s, f) => s + f.size, 0));
      expect(body.quota).toBe(50 * 1024 ** 3);
    });

    it('uploads in chunks and answers exactly the bytes, as an attachment', async () => {
      const bytes = sampleBytes(1_300_000);
      const done = await upload(`Contract ${backend.name}.csv`, bytes, 'text/csv');
      expect(done.status).toBe(201);
      const file = done.body.file as FileItem;
      expect(file).toMatchObject({ name: `Contract ${backend.name}.csv`, kind: 'data', size: bytes.byteLength, parentId: null, contentType: 'text/csv', owner: { email: DEMO.email } });
      const content = await get(`/api/file/${file.id}/content`);
      expect(content.status).toBe(200);
      expect(content.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(content.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`);
      expect(content.raw.byteLength).toBe(bytes.byteLength);
      expect(Buffer.from(content.raw).equals(Buffer.from(bytes))).toBe(true);
      // The same name again becomes "name (2).ext".
      const again = await upload(`Contract ${backend.name}.csv`, sampleBytes(10), 'text/csv');
      expect(again.body.file.name).toBe(`Contract ${backend.name} (2).csv`);
      expect((await call('DELETE', `/api/file/${again.body.file.id}`)).status).toBe(204);
      expect((await call('DELETE', `/api/file/${file.id}`)).status).toBe(204);
      expect((await get(`/api/file/${file.id}/content`)).status).toBe(404);
      expect((await get(`/api/file/${seeded.find((f) => f.kind === 'pdf')!.id}/content`)).body).toEqual({ message: 'No stored content for this item.' });
    });

    it('refuses uploads: unknown type, bad name, over 50 MB, bad folder, chunks out of order or too large, incomplete', async () => {
      const start = (input: Json) => send('POST', '/api/file/uploads', { size: 10, type: '', parentId: null, ...input });
      expect((await start({ name: 'run.exe' })).body.fieldErrors).toEqual({ name: 'This type of file is not accepted.' });
      const bad = await start({ name: 'a/b.csv' });
      expect([bad.status, bad.body.message, bad.body.fieldErrors]).toEqual([400, 'Please correct the highlighted fields.', { name: 'Names cannot contain \\ / : * ? " < > |' }]);
      expect((await start({ name: `${'x'.repeat(118)}.csv` })).body.fieldErrors).toEqual({ name: 'Use at most 120 characters.' });
      expect((await start({ name: 'big.parquet', size: 50 * 1024 * 1024 + 1 })).body.fieldErrors).toEqual({ size: 'Files can be up to 50 MB.' });
      expect((await start({ name: 'a.csv', parentId: 'nope' })).body.fieldErrors).toEqual({ parentId: 'Choose an existing folder.' });
      expect((await start({ name: 'a.csv', size: '10' })).status).toBe(400);
      const started = await start({ name: 'order.csv', size: 1000 });
      const { uploadId } = started.body;
      const put = (offset: number, bytes: Uint8Array<ArrayBuffer>) =>
        call('PUT', `/api/file/uploads/${uploadId}?offset=${offset}`, { headers: { 'Content-Type': 'application/octet-stream' }, body: bytes });
      expect((await put(5, sampleBytes(10))).body.fieldErrors).toEqual({ offset: 'Expected the chunk at byte 0.' });
      expect((await put(0, sampleBytes(1001))).body.fieldErrors).toEqual({ chunk: 'The chunk is larger than announced.' });
      expect((await put(0, sampleBytes(600))).body.received).toBe(600);
      expect((await put(0, sampleBytes(400))).status).toBe(400);
      expect((await send('POST', `/api/file/uploads/${uploadId}/complete`)).body.fieldErrors).toEqual({ size: 'Received 600 of 1000 bytes.' });
      expect((await call('DELETE', `/api/file/uploads/${uploadId}`)).status).toBe(204);
      expect((await put(600, sampleBytes(400))).status).toBe(404);
      expect((await send('POST', '/api/file/uploads/nope/complete')).status).toBe(404);
    });

    it('creates a folder, refuses a clashing name, moves into it, stars, trashes the tree and restores it', async () => {
      const folder = await send('POST', '/api/file', { name: `Box ${backend.name}`, kind: 'folder', size: 0, parentId: null });
      expect(folder.status).toBe(201);
      const id = folder.body.file.id as string;
      expect(folder.body.file).toMatchObject({ kind: 'folder', size: 0, isFavorite: false, tags: [], sharedWith: [], owner: { email: DEMO.email } });
      const clash = await send('POST', '/api/file', { name: `box ${backend.name}`, kind: 'folder', size: 0, parentId: null });
      expect([clash.status, clash.body.fieldErrors]).toEqual([400, { name: 'Something with this name is already in that folder.' }]);
      expect((await send('POST', '/api/file', { name: 'x', kind: 'exe', size: -1, parentId: null })).status).toBe(400);
      const note = await send('POST', '/api/file', { name: `Note ${backend.name}.txt`, kind: 'document', size: 1234, parentId: null });
      const moved = await send('POST', '/api/file/move', { ids: [note.body.file.id], parentId: id });
      expect(moved.body.items.map((f: Json) => f.parentId)).toEqual([id]);
      expect((await send('POST', '/api/file/move', { ids: [id], parentId: id })).body.fieldErrors).toEqual({ parentId: 'A folder cannot go inside itself.' });
      expect((await send('POST', '/api/file/move', { ids: ['nope'], parentId: null })).status).toBe(404);
      expect((await get(`/api/file/details?id=${id}`)).body.file.size).toBe(1234);
      const starred = await send('POST', '/api/file/star', { ids: [id], starred: true });
      expect(starred.body.items[0].isFavorite).toBe(true);
      const renamed = await send('PATCH', `/api/file/${note.body.file.id}`, { name: `Renamed ${backend.name}.txt`, tags: ['contract'] });
      expect(renamed.body.file).toMatchObject({ name: `Renamed ${backend.name}.txt`, tags: ['contract'], kind: 'document' });
      expect((await get(`/api/file/list?q=renamed ${backend.name}`)).body.total).toBe(1);

      expect((await send('POST', '/api/file/trash', { ids: [id, note.body.file.id] })).body).toEqual({ count: 1 });
      expect((await get(`/api/file/details?id=${note.body.file.id}`)).status).toBe(404);
      expect((await get(`/api/file/list?q=renamed ${backend.name}`)).body.total).toBe(0);
      expect((await send('POST', '/api/file/restore', { ids: [id] })).body).toEqual({ count: 1 });
      expect((await get(`/api/file/details?id=${note.body.file.id}`)).body.file.parentId).toBe(id);
      expect((await send('POST', '/api/file/trash', { ids: [] })).status).toBe(400);
      expect((await send('POST', '/api/file/bulk-delete', { ids: [id, note.body.file.id] })).body).toEqual({ deleted: 2 });
    });
  });

  describe('chat', () => {
    it('answers the seed contacts and conversations, newest activity first, on both paths', async () => {
      const chat = currentSeed([await seedChat()])[0]!;
      const contacts = await get('/api/chat/contacts');
      expect(contacts.body.contacts).toEqual(chat.contacts);
      expect((await get('/api/chat?endpoint=contacts')).body).toEqual(contacts.body);
      const list = await get('/api/chat/conversations');
      expect(list.body.conversations).toHaveLength(chat.conversations.length);
      const updated = list.body.conversations.map((c: Json) => c.updatedAt);
      expect(updated).toEqual([...updated].sort().reverse());
      const first = list.body.conversations[0];
      expect(first.participants[0]).toMatchObject({ email: DEMO.email, name: 'Amira Haddad' });
      const seededOne = chat.conversations.find((c) => c.id === first.id)!;
      expect(first.messages.map((m: Json) => m.body)).toEqual(seededOne.messages.map((m) => m.body));
      expect(first.messages.filter((m: Json) => m.senderId === first.participants[0].id)).toHaveLength(seededOne.messages.filter((m) => m.senderId === 'me').length);
      expect((await get(`/api/chat?endpoint=conversation&conversationId=${first.id}`)).body.conversation.id).toBe(first.id);
      expect((await get("/api/chat/conversation?id=' or 1=1 --")).status).toBe(404);
    });

    it('sends a message once for one client id, marks read, refuses empty messages and unknown people', async () => {
      const list = await get('/api/chat/conversations');
      const conversation = list.body.conversations.find((c: Json) => c.unreadCount > 0) ?? list.body.conversations[0];
      const id = `contract-${backend.name}-message`;
      const sent = await send('POST', `/api/chat/conversation/${conversation.id}/messages`, { id, body: ' Hello from the contract ' });
      expect(sent.status).toBe(201);
      expect(sent.body.message).toMatchObject({ id, body: 'Hello from the contract', senderId: conversation.participants[0].id });
      const retried = await send('POST', `/api/chat/conversation/${conversation.id}/messages`, { id, body: 'Hello from the contract' });
      expect([retried.status, retried.body.message.id]).toEqual([200, id]);
      const after = await get(`/api/chat/conversation?id=${conversation.id}`);
      expect(after.body.conversation.messages.filter((m: Json) => m.id === id)).toHaveLength(1);
      expect(after.body.conversation.messages.at(-1).body).toBe('Hello from the contract');
      const read = await send('POST', `/api/chat/conversation/${conversation.id}/read`);
      expect(read.body.conversation.unreadCount).toBe(0);
      const empty = await send('POST', `/api/chat/conversation/${conversation.id}/messages`, { body: '  ' });
      expect([empty.status, empty.body.fieldErrors]).toEqual([400, { body: 'Write a message.' }]);
      expect((await send('POST', '/api/chat/conversation/nope/messages', { body: 'x' })).status).toBe(404);
      const unknown = await send('POST', '/api/chat/conversation', { participantIds: ['nobody'], message: 'Hi' });
      expect(unknown.body.fieldErrors).toEqual({ participantIds: 'Choose people from your contacts.' });
    });

    it('tells how far each other participant has read: without a read marker, up to their own last message', async () => {
      const chat = currentSeed([await seedChat()])[0]!;
      const { conversations } = (await get('/api/chat/conversations')).body as { conversations: Json[] };
      for (const seeded of chat.conversations) {
        const answered = conversations.find((c) => c.id === seeded.id)!;
        const expected = seeded.participantIds.flatMap((participantId) => {
          const last = seeded.messages.findLast((m) => m.senderId === participantId);
          return last ? [{ participantId, at: last.createdAt }] : [];
        });
        expect(answered.seenBy, seeded.id).toEqual(expected);
      }
      // A seed contact has not read what the account writes after their last message; the account is never listed.
      const oneToOne = conversations.find((c) => c.type === 'one-to-one' && c.seenBy.length === 1)!;
      const sent = await send('POST', `/api/chat/conversation/${oneToOne.id}/messages`, { body: `Read yet, ${backend.name}?` });
      const after = (await get(`/api/chat/conversation?id=${oneToOne.id}`)).body.conversation;
      expect(after.seenBy).toEqual(oneToOne.seenBy);
      expect(Date.parse(after.seenBy[0].at)).toBeLessThan(Date.parse(sent.body.message.createdAt));
      expect(after.seenBy.map((s: Json) => s.participantId)).not.toContain(after.participants[0].id);
    });

    it('starts a group conversation (201) and reuses a one-to-one (200)', async () => {
      const { contacts } = (await get('/api/chat/contacts')).body as { contacts: Json[] };
      const group = await send('POST', '/api/chat/conversation', { participantIds: [contacts[0]!.id, contacts[1]!.id], message: 'Kick-off', name: `Group ${backend.name}` });
      expect(group.status).toBe(201);
      expect(group.body.conversation).toMatchObject({ type: 'group', name: `Group ${backend.name}`, unreadCount: 0 });
      expect(group.body.conversation.participants).toHaveLength(3);
      const list = await get('/api/chat/conversations');
      const oneToOne = list.body.conversations.find((c: Json) => c.type === 'one-to-one');
      const other = oneToOne.participants[1].id;
      const reused = await send('POST', '/api/chat/conversation', { participantIds: [other], message: 'Again' });
      expect([reused.status, reused.body.conversation.id]).toEqual([200, oneToOne.id]);
      expect((await get('/api/chat/conversations')).body.conversations[0].id).toBe(oneToOne.id);
    });
  });

  // Last in the file: a checkout adds a notification, which the shell's cases above would see.
  describe('orders', () => {
    let seedOrderList: Order[];
    const orderText = (o: Order) => [o.number, o.billing.name, o.billing.email, o.billing.company ?? '', ...o.items.map((i) => i.name)].join(' ');
    const countsOf = (list: Order[]) => Object.fromEntries(['all', ...orderStatuses].map((s) => [s, list.filter((o) => s === 'all' || o.status === s).length]));
    const checkout = {
      source: 'shop',
      items: [
        { sku: 'market-pulse:team', name: 'Contract Pulse — Team', quantity: 2, unitPrice: 1490 },
        { sku: 'talent-flow:starter', name: 'Talent Flow — Starter', quantity: 1, unitPrice: 390.5 },
      ],
      billing: { name: 'Contract Buyer', email: 'buyer@contract.example', company: '', address: '1 Contract Road', city: 'Leeds', zip: 'LS1 1AA', country: 'gb' },
      billingPeriod: 'monthly',
      payment: { brand: 'Visa', last4: '4242' },
    };
    beforeAll(async () => {
      seedOrderList = currentSeed(await seedOrders());
    });

    it('needs a token for the dashboard calls', async () => {
      for (const path of ['/api/order/list', '/api/order/details?id=x']) expect((await backend.request(path)).status).toBe(401);
      expect((await backend.request('/api/order/x', { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: '{"status":"completed"}' })).status).toBe(401);
    });

    it('lists newest first, 10 a page, with the status counts and each order its timeline', async () => {
      const { status, body } = await get('/api/order/list');
      expect(status).toBe(200);
      expect(body).toMatchObject({ total: 24, page: 1, pageSize: 10 });
      expect(body.counts).toEqual(countsOf(seedOrderList));
      expect(body.items.map((o: Order) => o.id)).toEqual(demoOrder(seedOrderList, (o) => o.createdAt, 'desc').slice(0, 10));
      for (const item of body.items as Order[]) expect(item).toEqual(seedOrderList.find((o) => o.id === item.id));
    });

    it.each([
      ['total', 'desc'],
      ['number', 'asc'],
      ['name', 'asc'],
      ['status', 'desc'],
      ['createdAt', 'asc'],
    ] as const)('sorts by %s %s (ties in stored order)', async (sort, order) => {
      const key = (o: Order) => (sort === 'number' ? Number(o.number.replace(/\D/g, '')) : sort === 'name' ? o.billing.name : o[sort]);
      const { body } = await get(`/api/order/list?sort=${sort}&order=${order}&pageSize=24`);
      expect(body.items.map((o: Order) => o.id)).toEqual(demoOrder(seedOrderList, key, order));
    });

    it('falls back to the default sort, caps pageSize at 100, answers an empty page past the end', async () => {
      const unknown = await get('/api/order/list?sort=data&order=asc');
      expect(unknown.body.items.map((o: Order) => o.id)).toEqual(demoOrder(seedOrderList, (o) => o.createdAt, 'desc').slice(0, 10));
      const big = await get('/api/order/list?pageSize=250');
      expect([big.body.pageSize, big.body.items.length]).toEqual([100, 24]);
      const past = await get('/api/order/list?page=3&pageSize=20');
      expect([past.body.page, past.body.items, past.body.total]).toEqual([3, [], 24]);
    });

    it('filters by status, dates and account; counts ignore the status filter; unknown values match nothing', async () => {
      const days = seedOrderList.map((o) => o.createdAt.slice(0, 10)).sort();
      const [from, to] = [days[3]!, days[15]!];
      const kept = seedOrderList.filter((o) => o.createdAt.slice(0, 10) >= from && o.createdAt.slice(0, 10) <= to);
      const { body } = await get(`/api/order/list?status=completed,refunded&startDate=${from}&endDate=${to}T23:59:59Z&pageSize=100`);
      expect(body.items.map((o: Order) => o.id)).toEqual(demoOrder(kept.filter((o) => o.status === 'completed' || o.status === 'refunded'), (o) => o.createdAt, 'desc'));
      expect(body.counts).toEqual(countsOf(kept));
      const unknown = await get("/api/order/list?status=shipped&accountId=' or 1=1 --");
      expect([unknown.status, unknown.body.total, unknown.body.counts.all]).toEqual([200, 0, 0]);
      const odd = "' or 1=1 --";
      const hostile = await get(`/api/order/list?startDate=${encodeURIComponent(odd)}&endDate=%25_`);
      expect([hostile.status, hostile.body.total]).toEqual([200, seedOrderList.filter((o) => o.createdAt.slice(0, 10) >= odd.slice(0, 10) && o.createdAt.slice(0, 10) <= '%_').length]);
    });

    it('searches number, name, email, company and product; SQL and LIKE characters are text', async () => {
      const target = seedOrderList[9]!;
      const q = `${target.items[0]!.name.split(' ')[0]} ${target.billing.email.toUpperCase()}`;
      const found = await get(`/api/order/list?q=${encodeURIComponent(q)}&pageSize=100`);
      expect(found.body.items.map((o: Order) => o.id)).toEqual(demoOrder(seedOrderList.filter((o) => matchesQ(orderText(o), q)), (o) => o.createdAt, 'desc'));
      expect(found.body.items.map((o: Order) => o.id)).toContain(target.id);
      expect((await get(`/api/order/list?q=${encodeURIComponent(target.number)}`)).body.total).toBe(1);
      for (const bad of HOSTILE_Q) {
        const answer = await get(`/api/order/list?q=${encodeURIComponent(bad)}`);
        expect([bad, answer.status, answer.body.total]).toEqual([bad, 200, seedOrderList.filter((o) => matchesQ(orderText(o), bad)).length]);
      }
    });

    it('answers details with the timeline, and 404 for an unknown id or SQL', async () => {
      const target = seedOrderList.find((o) => o.timeline.length > 1)!;
      expect((await get(`/api/order/details?id=${target.id}`)).body).toEqual({ order: target });
      for (const id of ['nobody', "' or '1'='1", '%', target.number]) {
        const missing = await get(`/api/order/details?id=${encodeURIComponent(id)}`);
        expect([missing.status, missing.body]).toEqual([404, { message: `No order with id “${id}”.` }]);
      }
    });

    it('appends a change of status to the timeline with the account name; the same status changes nothing; an unknown status is refused', async () => {
      const target = seedOrderList.find((o) => o.status === 'pending')!;
      const completed = await send('PATCH', `/api/order/${target.id}`, { status: 'completed' });
      expect(completed.status).toBe(200);
      const order = completed.body.order as Order;
      expect(order).toEqual({ ...target, status: 'completed', timeline: [...target.timeline, { status: 'completed', at: expect.any(String), by: 'Amira Haddad' }] });
      expect(Math.abs(Date.parse(order.timeline.at(-1)!.at) - Date.now())).toBeLessThan(60_000);
      const same = await send('PUT', `/api/order/${target.id}`, { status: 'completed' });
      expect(same.body.order).toEqual(order);
      expect((await send('PATCH', `/api/order/${target.id}`, {})).body.order).toEqual(order);
      for (const status of ['shipped', 'Completed', "completed' --", 3, null]) {
        const refused = await send('PATCH', `/api/order/${target.id}`, { status });
        expect([refused.status, refused.body]).toEqual([400, { message: 'Please correct the highlighted fields.', fieldErrors: { status: 'Choose a valid status.' } }]);
      }
      expect((await send('PATCH', `/api/order/${target.id}`, [])).status).toBe(400);
      expect((await send('PATCH', '/api/order/nobody', { status: 'shipped' })).body).toEqual({ message: 'No order with id “nobody”.' });
      const refunded = await send('PATCH', `/api/order/${target.id}`, { status: 'refunded' });
      expect(refunded.body.order.timeline.map((e: Json) => e.status)).toEqual([...target.timeline.map((e) => e.status), 'completed', 'refunded']);
      expect((await get(`/api/order/details?id=${target.id}`)).body.order).toEqual(refunded.body.order);
      const counts = (await get('/api/order/list')).body.counts;
      expect([counts.pending, counts.refunded]).toEqual([countsOf(seedOrderList).pending! - 1, countsOf(seedOrderList).refunded! + 1]);
    });

    it('takes a checkout from a guest or an account (an invalid token is a guest), with field errors by path', async () => {
      const guest = await backend.request('/api/order', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(checkout) });
      expect(guest.status).toBe(201);
      const placed = ((await guest.json()) as Json).order as Order;
      const max = Math.max(...seedOrderList.map((o) => Number(o.number.replace(/\D/g, ''))));
      expect(placed).toEqual({
        ...checkout,
        ...orderTotals(checkout.items as Order['items']),
        billing: { ...checkout.billing, company: undefined, country: 'GB' },
        id: expect.any(String), number: `#C-${max + 1}`, status: 'pending', currency: 'EUR', accountId: null,
        delivery: { method: 'download', email: checkout.billing.email },
        timeline: [{ status: 'pending', at: placed.createdAt, by: 'Contract Buyer' }],
        createdAt: placed.createdAt,
      });
      expect((await get(`/api/order/details?id=${placed.id}`)).body.order).toEqual(placed);
      expect((await get('/api/notifications')).body.notifications[0]).toMatchObject({ kind: 'order', title: `New order #C-${max + 1} from Contract Buyer`, link: `/dashboard/order/${placed.id}`, isUnread: true });

      const me = (await get('/api/auth/me')).body.user as Json;
      const delivery = { method: 'share', warehouse: 'snowflake', account: 'contract.eu-west-1' };
      const mine = await send('POST', '/api/order', { ...checkout, source: 'pricing', delivery });
      expect(mine.body.order).toMatchObject({ accountId: me.id, number: `#C-${max + 2}`, delivery, source: 'pricing' });
      const forged = await backend.request('/api/order', { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: 'Bearer forged.token.here' }, body: JSON.stringify(checkout) });
      expect([forged.status, ((await forged.json()) as Json).order.accountId]).toEqual([201, null]);
      const byAccount = await get(`/api/order/list?accountId=${encodeURIComponent(me.id)}`);
      expect(byAccount.body.items.map((o: Order) => o.id)).toEqual([mine.body.order.id]);

      const bad = await send('POST', '/api/order', { ...checkout, items: [{ sku: '', name: 'x', quantity: 0, unitPrice: -1 }], billing: { ...checkout.billing, email: 'nope', country: 'XX' }, payment: { brand: 'Visa', last4: '4242 4242' }, source: 'fax' });
      expect(bad.body.fieldErrors).toEqual({
        source: 'Unknown order source.', 'items.0.sku': 'Each item needs a SKU.', 'items.0.quantity': 'At least 1.', 'items.0.unitPrice': 'Prices cannot be negative.',
        'billing.email': 'Enter a valid email address.', 'billing.country': 'Choose a country.', 'payment.last4': 'The last four digits of the card are expected.',
      });
      expect((await send('POST', '/api/order', { ...checkout, items: [] })).body.fieldErrors).toEqual({ items: 'The cart is empty.' });
      expect((await send('POST', '/api/order', { ...checkout, delivery: { method: 'share', warehouse: 'redshift', account: 'x' } })).body.fieldErrors).toEqual({ 'delivery.warehouse': 'Choose a warehouse.', 'delivery.account': 'Enter the warehouse account.' });
      expect((await call('POST', '/api/order', { headers: { 'Content-Type': 'application/json' }, body: 'nope' })).status).toBe(400);
    });

    it('deletes an order (404 the second time) and bulk-deletes the ids that exist', async () => {
      const placed = await Promise.all([0, 1, 2].map(() => send('POST', '/api/order', checkout)));
      const ids = placed.map((p) => p.body.order.id as string);
      expect((await call('DELETE', `/api/order/${ids[0]}`)).status).toBe(204);
      expect((await call('DELETE', `/api/order/${ids[0]}`)).status).toBe(404);
      expect((await send('POST', '/api/order/bulk-delete', { ids: [] })).body.fieldErrors).toEqual({ ids: 'Choose at least one item.' });
      expect((await send('POST', '/api/order/bulk-delete', { ids: [...ids, "'; delete from orders; --"] })).body).toEqual({ deleted: 2 });
      expect((await get('/api/order/list?q=contract%20buyer')).body.total).toBe(3);
    });
  });

  describe('jobs', () => {
    let seedJobList: Job[];
    let seedCandidateList: JobCandidate[];
    const jobText = (j: Job) => [j.title, j.department, ...j.skills, ...j.locations].join(' ');
    const input = {
      title: 'Contract analytics engineer',
      department: 'engineering',
      content: '<p>Twenty characters of description and more.</p>',
      employmentTypes: ['full-time'],
      experience: '1-3',
      locations: ['remote'],
      skills: ['SQL'],
      benefits: ['Contract 100% benefit_'],
      salary: { type: 'range', min: 50000, max: 60000, currency: 'EUR', period: 'year' },
      status: 'draft',
      expiresAt: '2027-03-01',
    };
    beforeAll(async () => {
      seedJobList = currentSeed(await seedJobs());
      seedCandidateList = currentSeed(await seedJobCandidates());
    });

    it('needs a token', async () => {
      expect((await backend.request('/api/job/list')).status).toBe(401);
      expect((await backend.request('/api/job/facets')).status).toBe(401);
      expect((await backend.request(`/api/job/${seedJobList[0]!.id}/candidates`)).status).toBe(401);
    });

    it('lists newest first, 10 a page, with the status counts (only the statuses present)', async () => {
      const { status, body } = await get('/api/job/list');
      expect(status).toBe(200);
      expect(body).toMatchObject({ total: seedJobList.length, page: 1, pageSize: 10 });
      expect(body.counts).toEqual({
        all: seedJobList.length,
        published: seedJobList.filter((j) => j.status === 'published').length,
        draft: seedJobList.filter((j) => j.status === 'draft').length,
      });
      expect(body.items.map((j: Job) => j.id)).toEqual(demoOrder(seedJobList, (j) => j.createdAt, 'desc').slice(0, 10));
      expect(body.items[0]).toEqual(seedJobList.find((j) => j.id === body.items[0].id));
      const none = await get('/api/job/list?q=zzzzqqq');
      expect([none.body.total, none.body.counts]).toEqual([0, { all: 0 }]);
    });

    it.each([
      ['title', 'asc'],
      ['expiresAt', 'desc'],
      ['applicants', 'desc'],
      ['createdAt', 'asc'],
    ] as const)('sorts by %s %s (ties in stored order)', async (sort, order) => {
      const { body } = await get(`/api/job/list?sort=${sort}&order=${order}&pageSize=100`);
      expect(body.items.map((j: Job) => j.id)).toEqual(demoOrder(seedJobList, (j) => j[sort], order));
    });

    it('falls back to the default sort, caps pageSize at 100, answers an empty page past the end', async () => {
      const unknown = await get('/api/job/list?sort=title;drop%20table%20jobs&order=asc');
      expect(unknown.body.items.map((j: Job) => j.id)).toEqual(demoOrder(seedJobList, (j) => j.createdAt, 'desc').slice(0, 10));
      const big = await get('/api/job/list?pageSize=500');
      expect([big.body.pageSize, big.body.items.length]).toEqual([100, seedJobList.length]);
      const past = await get('/api/job/list?page=9&pageSize=abc');
      expect([past.status, past.body.page, past.body.pageSize, past.body.items]).toEqual([200, 9, 10, []]);
    });

    it('filters by department, employment type, experience, location and benefit (repeated or comma-separated); counts ignore the status filter', async () => {
      const benefit = benefitKey(seedJobList[0]!.benefits[0]!);
      const matching = seedJobList.filter(
        (j) =>
          ['engineering', 'consulting'].includes(j.department) &&
          j.locations.some((l) => l === 'london' || l === 'remote') &&
          j.benefits.some((b) => benefitKey(b) === benefit),
      );
      const { body } = await get(`/api/job/list?department=engineering,consulting&location=london&location=remote&benefit=${benefit}&status=draft&pageSize=100`);
      expect(body.counts.all).toBe(matching.length);
      expect(body.items.map((j: Job) => j.id)).toEqual(demoOrder(matching.filter((j) => j.status === 'draft'), (j) => j.createdAt, 'desc'));
      const typed = await get('/api/job/list?employmentType=contract&experience=5-plus&pageSize=100');
      expect(typed.body.total).toBe(seedJobList.filter((j) => j.employmentTypes.includes('contract') && j.experience === '5-plus').length);
      const hostile = await get(`/api/job/list?department=${encodeURIComponent("' or 1=1 --")}&benefit=%25`);
      expect([hostile.status, hostile.body.total, hostile.body.counts]).toEqual([200, 0, { all: 0 }]);
      expect((await get('/api/job/list?status=all&department=all')).body.total).toBe(seedJobList.length);
    });

    it('searches title, department, skills and locations; SQL and LIKE characters are text', async () => {
      const target = seedJobList[3]!;
      const words = `${target.title.split(' ')[0]} ${target.skills[0]}`.toUpperCase();
      const found = await get(`/api/job/list?q=${encodeURIComponent(words)}&pageSize=100`);
      expect(found.body.items.map((j: Job) => j.id)).toContain(target.id);
      expect(found.body.total).toBe(seedJobList.filter((j) => matchesQ(jobText(j), words)).length);
      for (const q of HOSTILE_Q) {
        const answer = await get(`/api/job/list?q=${encodeURIComponent(q)}`);
        expect([q, answer.status, answer.body.total]).toEqual([q, 200, seedJobList.filter((j) => matchesQ(jobText(j), q)).length]);
      }
    });

    it('answers the benefits the filters offer, once per key, by label', async () => {
      const map = new Map(seedJobList.flatMap((j) => j.benefits.map((b) => [benefitKey(b), b] as const)));
      const expected = [...map].map(([key, label]) => ({ key, label })).sort((a, b) => a.label.localeCompare(b.label));
      expect((await get('/api/job/facets')).body).toEqual({ benefits: expected });
    });

    it('answers details, and 404 for an unknown id or SQL', async () => {
      const target = seedJobList[5]!;
      expect((await get(`/api/job/details?id=${target.id}`)).body).toEqual({ job: target });
      for (const id of ['nobody', "' or '1'='1", '%']) {
        const missing = await get(`/api/job/details?id=${encodeURIComponent(id)}`);
        expect([missing.status, missing.body]).toEqual([404, { message: `No job with id “${id}”.` }]);
      }
    });

    it('creates, updates and deletes a job; refuses missing and wrong-typed fields', async () => {
      const created = await send('POST', '/api/job', { ...input, title: `  ${input.title} ` });
      expect(created.status).toBe(201);
      const job = created.body.job as Job;
      expect(job).toMatchObject({ ...input, applicants: 0 });
      expect(job.createdAt).toBe(job.updatedAt);
      expect((await get(`/api/job/details?id=${job.id}`)).body.job).toEqual(job);
      const facets = (await get('/api/job/facets')).body.benefits as { key: string }[];
      expect(facets.map((b) => b.key)).toContain('contract-100-benefit');
      expect((await get('/api/job/list?benefit=contract-100-benefit')).body.items.map((j: Job) => j.id)).toEqual([job.id]);

      const updated = await send('PATCH', `/api/job/${job.id}`, { status: 'published', skills: ['SQL', 'dbt'] });
      expect(updated.status).toBe(200);
      expect(updated.body.job).toMatchObject({ ...job, status: 'published', skills: ['SQL', 'dbt'], updatedAt: expect.any(String) });
      expect((await get(`/api/job/list?q=dbt%20contract`)).body.items.map((j: Job) => j.id)).toEqual([job.id]);

      const missing = await send('POST', '/api/job', {});
      expect(missing.status).toBe(400);
      expect(Object.keys(missing.body.fieldErrors).sort()).toEqual(['benefits', 'content', 'department', 'employmentTypes', 'experience', 'expiresAt', 'locations', 'salary', 'skills', 'status', 'title']);
      const typed = await send('POST', '/api/job', { ...input, title: 42, employmentTypes: 'full-time', salary: { ...input.salary, min: 70000 }, expiresAt: 'soon' });
      expect(typed.body.fieldErrors).toEqual({
        title: expect.any(String),
        employmentTypes: expect.any(String),
        'salary.max': 'The maximum must be at least the minimum, and both above zero.',
        expiresAt: 'Choose the closing date.',
      });
      const badPatch = await send('PATCH', `/api/job/${job.id}`, { department: 'sales', skills: [] });
      expect(badPatch.body.fieldErrors).toEqual({ department: 'Choose a department.', skills: 'Add at least one skill.' });
      expect((await send('PATCH', "/api/job/nobody'%20or%201=1", { status: 'draft' })).status).toBe(404);

      expect((await call('DELETE', `/api/job/${job.id}`)).status).toBe(204);
      expect((await call('DELETE', `/api/job/${job.id}`)).body).toEqual({ message: `No job with id “${job.id}”.` });
      const others = await Promise.all([0, 1].map(() => send('POST', '/api/job', input)));
      expect((await send('POST', '/api/job/bulk-delete', { ids: [] })).body.fieldErrors).toEqual({ ids: 'Choose at least one item.' });
      expect((await send('POST', '/api/job/bulk-delete', { ids: [...others.map((o) => o.body.job.id as string), '%'] })).body).toEqual({ deleted: 2 });
      expect((await get('/api/job/list')).body.total).toBe(seedJobList.length);
    });

    it('refuses a stale update (409 with the stored job) when expectedUpdatedAt is given, and only then', () =>
      // docs/api/crud-groups.md#edit-conflicts
      expectStaleUpdateRefused({ call, get, send }, 'job', input, 'title', ['My contract job', 'Their contract job']));

    it('lists a job’s candidates newest first, and 404 for an unknown job', async () => {
      const job = seedJobList.find((j) => j.applicants > 3)!;
      const expected = seedCandidateList
        .map((c, i) => ({ c, i }))
        .filter((x) => x.c.jobId === job.id)
        .sort((a, b) => b.c.appliedAt.localeCompare(a.c.appliedAt) || a.i - b.i)
        .map((x) => x.c);
      expect((await get(`/api/job/${job.id}/candidates`)).body).toEqual({ candidates: expected });
      const missing = await get(`/api/job/${encodeURIComponent("x' or 1=1 --")}/candidates`);
      expect([missing.status, missing.body]).toEqual([404, { message: 'No job with id “x\' or 1=1 --”.' }]);
    });

    it('takes an application (one per email), moves it through the stages allowed, refuses the others', async () => {
      const job = (await send('POST', '/api/job', input)).body.job as Job;
      const applied = await send('POST', `/api/job/${job.id}/candidates`, { name: ' Ada Contract ', email: 'Ada.Contract@Example.com', headline: 'Analyst' });
      expect(applied.status).toBe(201);
      const candidate = applied.body.candidate as JobCandidate;
      expect(candidate).toMatchObject({ name: 'Ada Contract', email: 'ada.contract@example.com', headline: 'Analyst', jobId: job.id, status: 'new' });
      expect((await get(`/api/job/details?id=${job.id}`)).body.job.applicants).toBe(1);
      const again = await send('POST', `/api/job/${job.id}/candidates`, { name: 'Ada', email: 'ADA.CONTRACT@example.com', headline: '' });
      expect([again.status, again.body]).toEqual([409, { message: 'This person has already applied to this job.', fieldErrors: { email: 'This person has already applied to this job.' } }]);
      const bad = await send('POST', `/api/job/${job.id}/candidates`, { name: 'A', email: 'nope', headline: 7 });
      expect(bad.body.fieldErrors).toEqual({ name: 'Enter the candidate’s name.', email: 'Enter a valid email address.', headline: expect.any(String) });
      expect((await send('POST', '/api/job/nobody/candidates', { name: 'Ada', email: 'a@b.co', headline: '' })).status).toBe(404);

      const path = `/api/job/${job.id}/candidates/${candidate.id}`;
      const skip = await send('PATCH', path, { status: 'offer' });
      expect([skip.status, skip.body]).toEqual([409, { message: 'A candidate cannot move from “new” to “offer”.' }]);
      expect((await send('PATCH', path, { status: 'promoted' })).body.fieldErrors).toEqual({ status: 'Choose a status.' });
      expect((await send('PATCH', path, {})).body.fieldErrors).toEqual({ status: 'Choose a status.' });
      for (const status of ['screening', 'interview', 'offer', 'hired'] as const) {
        const moved = await send('PATCH', path, { status });
        expect([moved.status, moved.body.candidate.status]).toEqual([200, status]);
      }
      expect((await send('PATCH', path, { status: 'rejected' })).body).toEqual({ message: 'A candidate cannot move from “hired” to “rejected”.' });
      expect((await send('PATCH', `/api/job/${seedJobList[0]!.id}/candidates/${candidate.id}`, { status: 'rejected' })).body).toEqual({ message: 'No such candidate for this job.' });
      expect((await send('PATCH', `/api/job/${job.id}/candidates/%25`, { status: 'rejected' })).status).toBe(404);
      const listed = (await get(`/api/job/${job.id}/candidates`)).body.candidates as JobCandidate[];
      expect(listed.map((c) => [c.id, c.status])).toEqual([[candidate.id, 'hired']]);
      expect((await call('DELETE', `/api/job/${job.id}`)).status).toBe(204);
    });
  });

  describe('booking overview', () => {
    let seedTourList: Tour[];
    let seedBookingList: TourBooking[];
    beforeAll(async () => {
      seedTourList = currentSeed(await seedTours());
      seedBookingList = currentSeed(await seedTourBookings());
    });
    const dated = (list: TourBooking[], value: (b: TourBooking) => number) => list.map((b) => ({ at: Date.parse(b.createdAt), value: value(b) }));

    it.each(['7d', '30d', '90d', '12m'] as const)('answers the figures and the seats trend over %s from the seed', async (range) => {
      const now = Date.now();
      const w = widgetContext(range, now).window;
      const starts = new Map(seedTourList.map((t) => [t.id, Date.parse(`${t.startDate}T09:00:00Z`)]));
      const approved = seedBookingList.filter((b) => b.status === 'approved');
      const checkIns = approved.flatMap((b) => {
        const start = starts.get(b.tourId);
        return start !== undefined && start <= now ? [{ at: start, value: b.seats }] : [];
      });
      const figures = await get(`/api/overview/booking/figures?range=${range}`);
      expect(figures.status).toBe(200);
      expect(figures.body).toEqual({
        range,
        from: new Date(w.from).toISOString(),
        to: new Date(w.to).toISOString(),
        figures: [
          figure('bookings', 'count', dated(seedBookingList, () => 1), w),
          figure('seats', 'count', dated(approved, (b) => b.seats), w),
          figure('checkIns', 'count', checkIns, w),
          { ...figure('cancellations', 'count', dated(seedBookingList.filter((b) => b.status === 'cancelled' || b.status === 'rejected'), () => 1), w), lowerIsBetter: true },
        ],
      });
      const seats = (status: TourBooking['status']) => sumByBucket(w.buckets, dated(seedBookingList.filter((b) => b.status === status), (b) => b.seats));
      expect((await get(`/api/overview/booking/trend?range=${range}`)).body).toEqual({
        unit: w.unit,
        keys: w.buckets.map((b) => b.key),
        valueUnit: 'count',
        series: { approved: seats('approved'), pending: seats('pending'), cancelled: seats('cancelled') },
      });
    });

    it('answers the next published tours and the range’s bookings, waiting first', async () => {
      const today = new Date().toISOString().slice(0, 10);
      const upcoming = seedTourList
        .filter((t) => t.status === 'published' && t.startDate >= today)
        .sort((a, b) => a.startDate.localeCompare(b.startDate))
        .slice(0, 8)
        .map((t) => ({ id: t.id, name: t.name, city: t.city, startDate: t.startDate, booked: t.booked, capacity: t.capacity }));
      expect((await get('/api/overview/booking/tours')).body).toEqual({ tours: upcoming });
      const w = widgetContext('90d', Date.now()).window;
      const inRange = seedBookingList
        .filter((b) => Date.parse(b.createdAt) >= w.from && Date.parse(b.createdAt) < w.to)
        .sort((a, b) => Number(b.status === 'pending') - Number(a.status === 'pending') || b.createdAt.localeCompare(a.createdAt));
      expect((await get('/api/overview/booking/bookings?range=90d')).body).toEqual({ bookings: inRange.slice(0, 8) });
    });

    it('refuses an unknown range with 400 and an unknown widget with 404', async () => {
      for (const range of ['1y', "7d' or 1=1 --", '%']) {
        const bad = await get(`/api/overview/booking/figures?range=${encodeURIComponent(range)}`);
        expect([bad.status, bad.body.fieldErrors]).toEqual([400, { range: 'Choose 7d, 30d, 90d or 12m.' }]);
      }
      for (const path of ['/api/overview/booking/nope', '/api/overview/booking/constructor', '/api/overview/booking/__proto__', '/api/overview/nope/figures']) {
        const missing = await get(path);
        expect([path, missing.status, missing.body]).toEqual([path, 404, { message: 'Not found' }]);
      }
      expect((await backend.request('/api/overview/booking/figures')).status).toBe(401);
    });
  });

  describe('tours', () => {
    let seedTourList: Tour[];
    let seedBookingList: TourBooking[];
    const tourText = (t: Tour) => [t.name, t.city, t.country, ...t.tags].join(' ');
    const input = {
      name: 'Contract tour of lakehouses',
      content: '<p>Twenty characters of programme and more.</p>',
      highlights: ['One'],
      city: 'Lyon',
      country: 'fr',
      services: ['workshops'],
      tags: ['contract'],
      price: 1000,
      priceSale: null,
      startDate: '2027-02-01',
      endDate: '2027-02-03',
      capacity: 5,
      guides: [{ name: 'Guide Contract', role: 'Lead', email: 'Guide.Contract@Example.com' }],
      images: ['/images/demo/tour/x.svg'],
      status: 'draft',
    };
    beforeAll(async () => {
      seedTourList = currentSeed(await seedTours());
      seedBookingList = currentSeed(await seedTourBookings());
    });

    it('needs a token', async () => {
      expect((await backend.request('/api/tour/list')).status).toBe(401);
      expect((await backend.request('/api/tour/facets')).status).toBe(401);
      expect((await backend.request(`/api/tour/${seedTourList[0]!.id}/bookings`)).status).toBe(401);
    });

    it('lists the soonest start first, 10 a page, with the status counts (only the statuses present)', async () => {
      const { status, body } = await get('/api/tour/list');
      expect(status).toBe(200);
      expect(body).toMatchObject({ total: seedTourList.length, page: 1, pageSize: 10 });
      const counts: Record<string, number> = { all: seedTourList.length };
      for (const t of seedTourList) counts[t.status] = (counts[t.status] ?? 0) + 1;
      expect(body.counts).toEqual(counts);
      expect(body.items.map((t: Tour) => t.id)).toEqual(demoOrder(seedTourList, (t) => t.startDate, 'asc').slice(0, 10));
      expect(body.items[0]).toEqual(seedTourList.find((t) => t.id === body.items[0].id));
      expect((await get('/api/tour/list?q=zzzqqq')).body.counts).toEqual({ all: 0 });
    });

    it.each([
      ['name', 'asc'],
      ['price', 'desc'],
      ['price', 'asc'],
      ['createdAt', 'desc'],
      ['startDate', 'desc'],
    ] as const)('sorts by %s %s (ties in stored order)', async (sort, order) => {
      const key = (t: Tour) => (sort === 'price' ? (t.priceSale ?? t.price) : t[sort]);
      const { body } = await get(`/api/tour/list?sort=${sort}&order=${order}&pageSize=100`);
      expect(body.items.map((t: Tour) => t.id)).toEqual(demoOrder(seedTourList, key, order));
    });

    it('falls back to the default sort, caps pageSize at 100, answers an empty page past the end', async () => {
      const unknown = await get('/api/tour/list?sort=booked&order=desc');
      expect(unknown.body.items.map((t: Tour) => t.id)).toEqual(demoOrder(seedTourList, (t) => t.startDate, 'asc').slice(0, 10));
      const big = await get('/api/tour/list?pageSize=101');
      expect([big.body.pageSize, big.body.items.length]).toEqual([100, seedTourList.length]);
      const past = await get('/api/tour/list?page=7');
      expect([past.status, past.body.page, past.body.items, past.body.total]).toEqual([200, 7, [], seedTourList.length]);
    });

    it('filters by country (any case), service, start-day range and guide; counts ignore the status filter', async () => {
      const [a, b] = [seedTourList[0]!.country, seedTourList[1]!.country];
      const guide = seedTourList[2]!.guides[0]!.email;
      const sorted = [...seedTourList.map((t) => t.startDate)].sort();
      const [from, to] = [sorted[3]!, sorted[15]!];
      const byCountry = seedTourList.filter((t) => t.country === a || t.country === b);
      const country = await get(`/api/tour/list?country=${a.toLowerCase()},${b}&status=published&pageSize=100`);
      expect(country.body.counts.all).toBe(byCountry.length);
      expect(country.body.items.map((t: Tour) => t.id)).toEqual(demoOrder(byCountry.filter((t) => t.status === 'published'), (t) => t.startDate, 'asc'));
      const range = await get(`/api/tour/list?startDate=${from}T00:00:00.000Z&endDate=${to}&service=workshops&service=hotel&pageSize=100`);
      expect(range.body.total).toBe(
        seedTourList.filter((t) => t.startDate >= from && t.startDate <= to && (t.services.includes('workshops') || t.services.includes('hotel'))).length,
      );
      const guided = await get(`/api/tour/list?guide=${encodeURIComponent(guide.toUpperCase())}&pageSize=100`);
      expect(guided.body.total).toBe(seedTourList.filter((t) => t.guides.some((g) => g.email.toLowerCase() === guide.toLowerCase())).length);
      const hostile = await get(`/api/tour/list?country=${encodeURIComponent("fr' or 1=1 --")}&guide=%25`);
      expect([hostile.status, hostile.body.total, hostile.body.counts]).toEqual([200, 0, { all: 0 }]);
      const weird = await get(`/api/tour/list?startDate=${encodeURIComponent("' or 1=1 --")}`);
      expect([weird.status, weird.body.total]).toEqual([200, seedTourList.filter((t) => t.startDate >= "' or 1=1 --").length]);
    });

    it('searches name, city, country and tags; SQL and LIKE characters are text', async () => {
      const target = seedTourList[6]!;
      const words = `${target.city} ${target.tags[0]}`.toUpperCase();
      const found = await get(`/api/tour/list?q=${encodeURIComponent(words)}&pageSize=100`);
      expect(found.body.items.map((t: Tour) => t.id)).toContain(target.id);
      expect(found.body.total).toBe(seedTourList.filter((t) => matchesQ(tourText(t), words)).length);
      for (const q of HOSTILE_Q) {
        const answer = await get(`/api/tour/list?q=${encodeURIComponent(q)}`);
        expect([q, answer.status, answer.body.total]).toEqual([q, 200, seedTourList.filter((t) => matchesQ(tourText(t), q)).length]);
      }
    });

    it('answers the destinations and the guides the filters offer', async () => {
      const guides = new Map(seedTourList.flatMap((t) => t.guides.map((g) => [g.email.toLowerCase(), g] as const)));
      expect((await get('/api/tour/facets')).body).toEqual({
        countries: [...new Set(seedTourList.map((t) => t.country))].sort(),
        guides: [...guides.values()].sort((x: TourGuide, y: TourGuide) => x.name.localeCompare(y.name)),
      });
    });

    it('answers details, and 404 for an unknown id or SQL', async () => {
      const target = seedTourList[4]!;
      expect((await get(`/api/tour/details?id=${target.id}`)).body).toEqual({ tour: target });
      for (const id of ['nobody', "' or '1'='1", '_']) {
        const missing = await get(`/api/tour/details?id=${encodeURIComponent(id)}`);
        expect([missing.status, missing.body]).toEqual([404, { message: `No tour with id “${id}”.` }]);
      }
    });

    it('creates, updates and deletes a tour; refuses missing, wrong-typed and inconsistent fields', async () => {
      const created = await send('POST', '/api/tour', input);
      expect(created.status).toBe(201);
      const tour = created.body.tour as Tour;
      expect(tour).toMatchObject({ ...input, country: 'FR', booked: 0, rating: 0 });
      expect((await get(`/api/tour/details?id=${tour.id}`)).body.tour).toEqual(tour);
      expect((await get('/api/tour/list?guide=guide.contract@example.com')).body.items.map((t: Tour) => t.id)).toEqual([tour.id]);
      const updated = await send('PATCH', `/api/tour/${tour.id}`, { priceSale: 900, tags: ['contract', 'lyon-extra'] });
      expect(updated.body.tour).toMatchObject({ ...tour, priceSale: 900, tags: ['contract', 'lyon-extra'], updatedAt: expect.any(String) });
      expect((await get('/api/tour/list?q=lyon-extra')).body.items.map((t: Tour) => t.id)).toEqual([tour.id]);

      const missing = await send('POST', '/api/tour', {});
      expect(Object.keys(missing.body.fieldErrors).sort()).toEqual(
        ['capacity', 'city', 'content', 'country', 'endDate', 'guides', 'highlights', 'images', 'name', 'price', 'priceSale', 'services', 'startDate', 'status', 'tags'],
      );
      const typed = await send('POST', '/api/tour', { ...input, capacity: 2.5, country: 'XX', price: '100', images: ['ftp://x'] });
      expect(typed.body.fieldErrors).toEqual({ capacity: 'Use a whole number.', country: 'Choose a country.', price: expect.any(String), 'images.0': 'Use a JPEG, PNG or WebP image.' });
      const inconsistent = await send('POST', '/api/tour', { ...input, endDate: '2027-01-01', priceSale: 1000 });
      expect([inconsistent.status, inconsistent.body]).toEqual([
        400,
        { message: 'Please correct the highlighted fields.', fieldErrors: { endDate: 'The end date cannot be before the start date.', priceSale: 'The sale price must be lower than the price.' } },
      ]);
      expect((await send('PATCH', `/api/tour/${tour.id}`, { price: 800 })).body.fieldErrors).toEqual({ priceSale: 'The sale price must be lower than the price.' });
      expect((await send('PATCH', '/api/tour/%25', { price: 800 })).status).toBe(404);

      expect((await call('DELETE', `/api/tour/${tour.id}`)).status).toBe(204);
      expect((await call('DELETE', `/api/tour/${tour.id}`)).body).toEqual({ message: `No tour with id “${tour.id}”.` });
      const others = await Promise.all([0, 1].map(() => send('POST', '/api/tour', input)));
      expect((await send('POST', '/api/tour/bulk-delete', { ids: 'all' })).status).toBe(400);
      expect((await send('POST', '/api/tour/bulk-delete', { ids: [...others.map((o) => o.body.tour.id as string), "' or 1=1 --"] })).body).toEqual({ deleted: 2 });
      expect((await get('/api/tour/list')).body.total).toBe(seedTourList.length);
    });

    it('refuses a stale update (409 with the stored tour) when expectedUpdatedAt is given, and only then', () =>
      // docs/api/crud-groups.md#edit-conflicts
      expectStaleUpdateRefused({ call, get, send }, 'tour', input, 'name', ['My contract tour', 'Their contract tour']));

    it('lists a tour’s bookings, waiting first then newest, and 404 for an unknown tour', async () => {
      const tour = seedTourList.find((t) => seedBookingList.some((b) => b.tourId === t.id && b.status === 'pending'))!;
      const expected = seedBookingList
        .map((b, i) => ({ b, i }))
        .filter((x) => x.b.tourId === tour.id)
        .sort((x, y) => Number(y.b.status === 'pending') - Number(x.b.status === 'pending') || y.b.createdAt.localeCompare(x.b.createdAt) || x.i - y.i)
        .map((x) => x.b);
      expect((await get(`/api/tour/${tour.id}/bookings`)).body).toEqual({ bookings: expected });
      const missing = await get('/api/tour/%25/bookings');
      expect([missing.status, missing.body]).toEqual([404, { message: 'No tour with id “%”.' }]);
    });

    it('approves bookings up to the capacity and refuses the next as the demo does', async () => {
      const tour = (await send('POST', '/api/tour', input)).body.tour as Tour;
      const book = async (seats: number) => {
        const answer = await send('POST', `/api/tour/${tour.id}/bookings`, { customer: ` Buyer ${seats} `, company: 'Contract Ltd', seats });
        expect(answer.status).toBe(201);
        return answer.body.booking as TourBooking;
      };
      const [three, two, one, another] = [await book(3), await book(2), await book(1), await book(1)];
      expect(three).toMatchObject({ tourId: tour.id, tourName: tour.name, customer: 'Buyer 3', company: 'Contract Ltd', seats: 3, status: 'pending' });
      const bad = await send('POST', `/api/tour/${tour.id}/bookings`, { customer: 'X', company: 7, seats: 0.5 });
      expect(bad.body.fieldErrors).toEqual({ customer: 'Enter the customer’s name.', company: expect.any(String), seats: 'Use a whole number.' });
      expect((await send('POST', `/api/tour/${tour.id}/bookings`, { customer: 'Big', company: '', seats: 51 })).body.fieldErrors).toEqual({ seats: 'At most 50 seats per booking.' });
      expect((await send('POST', '/api/tour/nobody/bookings', { customer: 'Big', company: '', seats: 1 })).status).toBe(404);

      const decide = (b: TourBooking, status: string) => send('PATCH', `/api/tour/${tour.id}/bookings/${b.id}`, { status });
      expect((await decide(three, 'maybe')).body.fieldErrors).toEqual({ status: 'Choose approve or reject.' });
      expect((await decide(three, 'approved')).body.booking).toMatchObject({ id: three.id, status: 'approved' });
      expect((await decide(three, 'approved')).body).toEqual({ message: 'This booking has already been handled.' });
      expect((await send('PATCH', `/api/tour/${tour.id}`, { capacity: 2 })).body.fieldErrors).toEqual({ capacity: '3 seats are already booked: the capacity cannot be lower.' });
      expect((await send('PATCH', `/api/tour/${tour.id}`, { capacity: 4 })).body.tour).toMatchObject({ capacity: 4, booked: 3 });
      const short = await decide(two, 'approved');
      expect([short.status, short.body]).toEqual([409, { message: 'Only 1 seat is left on this tour; this booking asks for 2.' }]);
      expect((await send('PATCH', `/api/tour/${tour.id}`, { capacity: 5 })).status).toBe(200);
      expect((await decide(two, 'approved')).status).toBe(200);
      expect((await get(`/api/tour/details?id=${tour.id}`)).body.tour).toMatchObject({ capacity: 5, booked: 5 });
      const full = await decide(one, 'approved');
      expect([full.status, full.body]).toEqual([409, { message: 'This tour is full: all 5 seats are taken.' }]);
      expect((await decide(one, 'rejected')).body.booking).toMatchObject({ id: one.id, status: 'rejected' });
      expect((await send('PATCH', `/api/tour/${seedTourList[0]!.id}/bookings/${another.id}`, { status: 'rejected' })).body).toEqual({ message: 'No such booking on this tour.' });
      const listed = (await get(`/api/tour/${tour.id}/bookings`)).body.bookings as TourBooking[];
      expect(listed.map((b) => [b.id, b.status])).toEqual([
        [another.id, 'pending'],
        ...[one, two, three].map((b) => [b.id, b.id === one.id ? 'rejected' : 'approved']),
      ]);
      expect((await call('DELETE', `/api/tour/${tour.id}`)).status).toBe(204);
      const gone = await decide(another, 'approved');
      expect([gone.status, gone.body]).toEqual([404, { message: 'The tour of this booking no longer exists.' }]);
    });
  });

  describe('overview figures', () => {
    const { everything } = client;

    it('needs a token, and answers 404 for the pages the server does not serve', async () => {
      expect((await backend.request('/api/overview/app')).status).toBe(401);
      const unknown = await get('/api/overview/app-nope/x');
      expect([unknown.status, unknown.body]).toEqual([404, { message: 'Not found' }]);
    });

    it('computes /api/overview/app from the orders, invoices, products and mail it holds, as the demo does', async () => {
      const { status, body } = await get('/api/overview/app');
      expect(status).toBe(200);
      const asOf = Date.parse(body.asOf as string);
      expect(Math.abs(Date.now() - asOf)).toBeLessThan(60_000);
      const [orders, invoices, listed] = await Promise.all([
        everything<Order>('/api/order/list'),
        everything<Invoice>('/api/invoice/list'),
        everything<ProductListItem>('/api/product/list'),
      ]);
      // The products in stored order: the seed's first, then those added since, by creation.
      const seedIds = currentSeed(await seedProducts()).map((p) => p.id);
      const products = [
        ...seedIds.flatMap((id) => listed.filter((p) => p.id === id)),
        ...listed.filter((p) => !seedIds.includes(p.id)).sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
      ];
      const mail = currentSeed(await seedMail());

      const earned = earnings(orders, invoices);
      const sumIn = (from: number, to: number) => earned.filter((e) => e.at > from && e.at <= to).reduce((s, e) => s + e.value, 0);
      const countIn = (times: number[], from: number, to: number) => times.filter((t) => t > from && t <= to).length;
      const weekly = (fn: (from: number, to: number) => number) => Array.from({ length: 8 }, (_, w) => fn(asOf - (8 - w) * 7 * DAY, asOf - (7 - w) * 7 * DAY));
      const period = (fn: (from: number, to: number) => number) => [fn(asOf - 30 * DAY, asOf), fn(asOf - 60 * DAY, asOf - 30 * DAY)] as const;
      const orderTimes = orders.map((o) => Date.parse(o.createdAt));
      const enquiryTimes = mail.filter((m) => m.labelIds.includes('enquiries')).map((m) => Date.parse(m.createdAt));
      const subscribersAt = (moment: number) => {
        const placed = orders.filter((o) => Date.parse(o.createdAt) <= moment);
        return products.reduce((s, p) => s + statsOf(p.id, placed, []).subscribers, 0);
      };
      const subscribers = products.reduce((s, p) => s + statsOf(p.id, orders, []).subscribers, 0);
      const [revenueNow, revenueBefore] = period(sumIn);
      const [ordersNow, ordersBefore] = period((a, b) => countIn(orderTimes, a, b));
      const [enqNow, enqBefore] = period((a, b) => countIn(enquiryTimes, a, b));
      expect(body.figures).toEqual([
        { id: 'revenue', value: Math.round(revenueNow), change: change(revenueNow, revenueBefore), trend: weekly(sumIn).map(Math.round) },
        { id: 'orders', value: ordersNow, change: change(ordersNow, ordersBefore), trend: weekly((a, b) => countIn(orderTimes, a, b)) },
        { id: 'subscribers', value: subscribers, change: change(subscribers, subscribersAt(asOf - 30 * DAY)), trend: weekly((_a, b) => subscribersAt(b)) },
        { id: 'enquiries', value: enqNow, change: change(enqNow, enqBefore), trend: weekly((a, b) => countIn(enquiryTimes, a, b)) },
      ]);
      expect(body.figures[0].value).toBeGreaterThan(0);
      expect(body.revenueByMonth).toEqual(revenueByMonth(orders, invoices, asOf));

      const byCategory = new Map<string, number>();
      for (const p of products) byCategory.set(p.category, (byCategory.get(p.category) ?? 0) + statsOf(p.id, orders, []).subscribers);
      expect(body.subscribersByCategory).toEqual(
        [...byCategory.entries()]
          .map(([category, count]) => ({ category: categories[category as keyof typeof categories] ? category : 'other', subscribers: count }))
          .sort((a, b) => b.subscribers - a.subscribers),
      );
      expect(body.recentOrders).toEqual(
        [...orders]
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
          .slice(0, 6)
          .map((o) => ({ id: o.id, number: o.number, customer: o.billing.name, company: o.billing.company ?? '', total: o.total, status: o.status, createdAt: o.createdAt })),
      );
    });

    it.each(['7d', '90d', '12m'] as const)('answers the e-commerce page over %s from the orders it holds, as the demo does', async (range) => {
      const listed = await everything<Order>('/api/order/list');
      // The orders in stored order: the seed's first, then those placed since, by creation.
      const seedIds = currentSeed(await seedOrders()).map((o) => o.id);
      const all = [
        ...seedIds.flatMap((id) => listed.filter((o) => o.id === id)),
        ...listed.filter((o) => !seedIds.includes(o.id)).sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
      ];
      const now = Date.now();
      const w = widgetContext(range, now).window;
      const at = (o: Order) => Date.parse(o.createdAt);
      const done = all.filter((o) => o.status === 'completed');
      const live = all.filter((o) => o.status === 'completed' || o.status === 'pending');
      const revenue = done.map((o) => ({ at: at(o), value: o.total }));
      const figures = (await get(`/api/overview/ecommerce/figures?range=${range}`)).body;
      expect(figures.figures).toEqual([
        figure('revenue', 'eur', revenue, w),
        figure('orders', 'count', all.map((o) => ({ at: at(o), value: 1 })), w),
        ratioFigure('averageOrder', 'eur', revenue, done.map((o) => ({ at: at(o), value: 1 })), w),
        figure('subscriptions', 'count', live.map((o) => ({ at: at(o), value: o.items.reduce((n, i) => n + i.quantity, 0) })), w),
      ]);
      expect((await get(`/api/overview/ecommerce/sales?range=${range}`)).body).toEqual({
        unit: w.unit,
        keys: w.buckets.map((b) => b.key),
        valueUnit: 'eur',
        series: { revenue: sumByBucket(w.buckets, revenue), orders: sumByBucket(w.buckets, all.map((o) => ({ at: at(o), value: 1 }))) },
      });
      const byProduct = new Map<string, { label: string; value: number; count: number }>();
      for (const o of live.filter((o) => isIn(o.createdAt, w))) {
        for (const item of o.items) {
          const id = item.sku.split(':')[0]!;
          const row = byProduct.get(id) ?? { label: item.name.split(' — ')[0]!, value: 0, count: 0 };
          row.value += item.unitPrice * item.quantity;
          row.count += item.quantity;
          byProduct.set(id, row);
        }
      }
      const products = (await get(`/api/overview/ecommerce/products?range=${range}`)).body;
      expect(products.valueUnit).toBe('eur');
      const expectedProducts = [...byProduct.entries()].map(([id, r]) => ({ id, ...r })).sort((a, b) => b.value - a.value);
      expect(products.items.map((i: Json) => [i.id, i.label, i.count])).toEqual(expectedProducts.map((i) => [i.id, i.label, i.count]));
      products.items.forEach((item: Json, i: number) => expect(item.value).toBeCloseTo(expectedProducts[i]!.value, 6));
      const byCountry = new Map<string, { value: number; count: number }>();
      for (const o of done.filter((o) => isIn(o.createdAt, w))) {
        const row = byCountry.get(o.billing.country) ?? { value: 0, count: 0 };
        row.value += o.total;
        row.count += 1;
        byCountry.set(o.billing.country, row);
      }
      expect((await get(`/api/overview/ecommerce/regions?range=${range}`)).body).toEqual({
        valueUnit: 'eur',
        items: [...byCountry.entries()].map(([id, r]) => ({ id, label: id, value: Math.round(r.value * 100) / 100, count: r.count })).sort((a, b) => b.value - a.value),
      });
      expect((await get(`/api/overview/ecommerce/latest?range=${range}`)).body).toEqual({
        orders: all
          .filter((o) => isIn(o.createdAt, w))
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
          .slice(0, 6)
          .map((o) => ({ id: o.id, number: o.number, customer: o.billing.name, country: o.billing.country, total: o.total, status: o.status, createdAt: o.createdAt })),
      });
      const months = monthBuckets(now);
      const monthly = sumByBucket(months, revenue);
      const next = monthBuckets(Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth() + 3, 1), 3);
      const ahead = linearForecast(monthly, 3);
      expect((await get('/api/overview/ecommerce/forecast')).body).toEqual({
        method: 'linear-trend-12-months',
        history: months.map((m, i) => ({ month: m.key, revenue: Math.round(monthly[i]!) })),
        forecast: next.map((m, i) => ({ month: m.key, revenue: ahead[i]! })),
      });
    });

    it('follows a write: a completed order of a product counts in revenue, orders and subscribers at once', async () => {
      const before = (await get('/api/overview/app')).body;
      const product = (await get('/api/product/list?pageSize=1')).body.items[0] as ProductListItem;
      const placed = await send('POST', '/api/order', {
        source: 'shop',
        items: [{ sku: `${product.id}:team`, name: 'Overview item', quantity: 2, unitPrice: 10.25 }],
        billing: { name: 'Overview Buyer', email: 'Overview.Buyer@example.com', address: '1 Figure Street', city: 'Paris', zip: '75001', country: 'FR' },
        billingPeriod: 'monthly',
        payment: { brand: 'Visa', last4: '4242' },
      });
      expect(placed.status).toBe(201);
      const order = placed.body.order as Order;
      expect((await send('PATCH', `/api/order/${order.id}`, { status: 'completed' })).status).toBe(200);
      const after = (await get('/api/overview/app')).body;
      const figure = (b: Json, id: string) => (b.figures as Json[]).find((f) => f.id === id)!;
      expect(figure(after, 'orders').value).toBe(figure(before, 'orders').value + 1);
      expect(figure(after, 'subscribers').value).toBe(figure(before, 'subscribers').value + 1);
      expect(figure(after, 'revenue').value - figure(before, 'revenue').value).toBeGreaterThanOrEqual(Math.floor(order.total) - 1);
      expect(after.recentOrders[0]).toMatchObject({ id: order.id, customer: 'Overview Buyer', status: 'completed', total: order.total });
      expect((await call('DELETE', `/api/order/${order.id}`)).status).toBe(204);
    });

    it('decides a booking from the booking overview with the tour group’s capacity rule', async () => {
      const tour = (await send('POST', '/api/tour', { name: 'Overview tour', content: '<p>Twenty characters of programme.</p>', highlights: [], city: 'Lyon', country: 'FR', services: ['workshops'], tags: [], price: 100, priceSale: null, startDate: '2027-01-01', endDate: '2027-01-02', capacity: 2, guides: [{ name: 'Overview Guide', role: '', email: 'overview.guide@example.com' }], images: [], status: 'draft' })).body.tour as Tour;
      const book = async (seats: number) => (await send('POST', `/api/tour/${tour.id}/bookings`, { customer: 'Overview Buyer', company: '', seats })).body.booking as TourBooking;
      const [two, one] = [await book(2), await book(1)];
      expect((await send('PATCH', `/api/overview/booking/bookings/${two.id}`, { status: 'yes' })).body.fieldErrors).toEqual({ status: 'Choose approve or reject.' });
      expect((await send('PATCH', `/api/overview/booking/bookings/${two.id}`, { status: 'approved' })).body.booking).toMatchObject({ id: two.id, status: 'approved' });
      const full = await send('PATCH', `/api/overview/booking/bookings/${one.id}`, { status: 'approved' });
      expect([full.status, full.body]).toEqual([409, { message: 'This tour is full: all 2 seats are taken.' }]);
      expect((await send('PATCH', `/api/overview/booking/bookings/${two.id}`, { status: 'rejected' })).body).toEqual({ message: 'This booking has already been handled.' });
      const unknown = await send('PATCH', `/api/overview/booking/bookings/${encodeURIComponent("' or 1=1 --")}`, { status: 'approved' });
      expect([unknown.status, unknown.body]).toEqual([404, { message: 'Not found' }]);
      expect((await send('PATCH', `/api/overview/booking/bookings/${one.id}`, { status: 'rejected' })).body.booking.status).toBe('rejected');
      expect((await get(`/api/tour/details?id=${tour.id}`)).body.tour).toMatchObject({ capacity: 2, booked: 2 });
      expect((await call('DELETE', `/api/tour/${tour.id}`)).status).toBe(204);
    });
  });
}
