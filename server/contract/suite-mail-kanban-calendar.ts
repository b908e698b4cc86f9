// The contract suite, third part (docs/api/apps.md: mail, kanban, calendar): lists, details and
// every write of the three groups, the validation messages, what a re-read answers after a write,
// and the live event each write announces (docs/api/live.md: what the demo's `changeOf` names; on
// the server, what its bus carries). Run against both backends (demo.test.ts, server.test.ts);
// expectations come from the committed seed with the demo's rules. Registered after the other
// parts, as it moves mail to the trash and edits the board. The mailbox is the demo account's (the
// seed's messages are in it); what other accounts see of it is suite-privacy.ts's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCalendar } from '@/lib/seed/calendar';
import { currentSeed } from '@/lib/seed/dates';
import { KANBAN_PEOPLE, seedKanban } from '@/lib/seed/kanban';
import { seedMail } from '@/lib/seed/mail';
import type { CalendarEvent } from '@/lib/api-contract/calendar';
import type { KanbanTask } from '@/lib/api-contract/kanban';
import type { LiveEvent } from '@/lib/api-contract/live';
import type { Mail } from '@/lib/api-contract/mail';
import type { Backend } from './backends';
import type { LiveBus } from '../live/bus';
import { demoOrder, HOSTILE_Q, matchesQ } from './suite';

const DEMO = { email: 'demo@corvane.example', password: 'Corvane-demo-2026' };
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A seed message as the API answers it (the demo's `present`). */
const presented = (m: Mail): Mail => ({ ...m, cc: m.cc ?? [] });
const mailText = (m: Mail) => [m.subject, m.message, m.from.name, m.from.email, ...m.to.map((t) => `${t.name} ${t.email}`)].join(' ');
/** A multipart body of one `file` part, written out (a jsdom FormData does not cross into the fetch Request). */
function multipart(name: string, type: string, content: string): RequestInit {
  const boundary = 'contract-boundary-7f3a';
  const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n${content}\r\n--${boundary}--\r\n`;
  return { headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` }, body };
}
const decodeDataUrl = (url: string) => new TextDecoder().decode(Uint8Array.from(atob(url.split(',')[1]!), (ch) => ch.charCodeAt(0)));

export function mailKanbanCalendarContractSuite(open: () => Promise<Backend>) {
  let backend: Backend;
  let auth: Record<string, string>;
  let me: { id: string; displayName: string };
  const call = async (method: string, path: string, init: RequestInit = {}) => {
    const response = await backend.request(path, { ...init, method, headers: { ...auth, ...(init.headers as Record<string, string>) } });
    const text = (response.headers.get('content-type') ?? '').includes('json') ? await response.text() : '';
    return { status: response.status, body: (text ? JSON.parse(text) : null) as Json };
  };
  const get = (path: string) => call('GET', path);
  const send = (method: string, path: string, body?: unknown) =>
    call(method, path, body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  beforeAll(async () => {
    backend = await open();
    const login = await backend.request('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(DEMO),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    auth = { Authorization: `Bearer ${accessToken}` };
    me = (await get('/api/auth/me')).body.user;
  });
  afterAll(() => backend.close());

  describe('mail, kanban, calendar', () => {
    it('needs a token for every call of the three groups', async () => {
      for (const [method, path] of [
        ['GET', '/api/mail/list'],
        ['GET', '/api/mail/details?id=x'],
        ['POST', '/api/mail'],
        ['PATCH', '/api/mail/x'],
        ['GET', '/api/kanban'],
        ['POST', '/api/kanban/task'],
        ['GET', '/api/calendar'],
        ['DELETE', '/api/calendar/x'],
      ] as const) {
        expect((await backend.request(path, { method })).status, `${method} ${path}`).toBe(401);
      }
    });

    describe('mail', () => {
      let seeded: Mail[];
      beforeAll(async () => {
        seeded = currentSeed(await seedMail());
      });

      it('lists the inbox newest first, 20 a page, the seed records as stored; an unknown label is 404', async () => {
        const inbox = seeded.filter((m) => m.folder === 'inbox');
        const { status, body } = await get('/api/mail/list');
        expect(status).toBe(200);
        expect(body).toMatchObject({ total: inbox.length, page: 1, pageSize: 20 });
        expect(body.items.map((m: Mail) => m.id)).toEqual(demoOrder(inbox, (m) => m.createdAt, 'desc').slice(0, 20));
        expect(body.items[0]).toEqual(presented(inbox.find((m) => m.id === body.items[0].id)!));
        const unknown = await get('/api/mail/list?labelId=secret');
        expect([unknown.status, unknown.body]).toEqual([404, { message: 'No mail label “secret”.' }]);
      });

      it('lists a label: all, starred, a custom label; the unread filter; sort by subject and sender; paging', async () => {
        const all = seeded.filter((m) => m.folder !== 'trash' && m.folder !== 'spam');
        const page2 = await get('/api/mail/list?labelId=all&pageSize=5&page=2');
        expect(page2.body.total).toBe(all.length);
        expect(page2.body.items.map((m: Mail) => m.id)).toEqual(demoOrder(all, (m) => m.createdAt, 'desc').slice(5, 10));
        const starred = seeded.filter((m) => m.isStarred && m.folder !== 'trash');
        expect((await get('/api/mail/list?labelId=starred&pageSize=100')).body.items.map((m: Mail) => m.id).sort()).toEqual(starred.map((m) => m.id).sort());
        const clients = seeded.filter((m) => m.labelIds.includes('clients') && m.folder !== 'trash' && m.folder !== 'spam');
        expect((await get('/api/mail/list?labelId=clients')).body.total).toBe(clients.length);
        const unread = all.filter((m) => m.isUnread);
        const onlyUnread = await get('/api/mail/list?labelId=all&unread=true&pageSize=100');
        expect(onlyUnread.body.items.map((m: Mail) => m.id)).toEqual(demoOrder(unread, (m) => m.createdAt, 'desc'));
        expect((await get('/api/mail/list?labelId=all&unread=false')).body.total).toBe(all.length - unread.length);
        const bySubject = await get('/api/mail/list?labelId=all&sort=subject&order=asc&pageSize=100');
        expect(bySubject.body.items.map((m: Mail) => m.id)).toEqual(demoOrder(all, (m) => m.subject, 'asc'));
        const bySender = await get('/api/mail/list?labelId=all&sort=from&order=desc&pageSize=100');
        expect(bySender.body.items.map((m: Mail) => m.id)).toEqual(demoOrder(all, (m) => m.from.name, 'desc'));
        expect((await get('/api/mail/list?pageSize=500')).body.pageSize).toBe(100);
        expect((await get('/api/mail/list?page=99')).body.items).toEqual([]);
      });

      it('searches subject, message, sender and recipients, accents ignored; LIKE and SQL characters are text', async () => {
        const all = seeded.filter((m) => m.folder !== 'trash' && m.folder !== 'spam');
        const sender = all[0]!.from.name.split(' ')[0]!;
        for (const q of [sender, sender.toUpperCase(), all[1]!.subject.split(' ').slice(0, 2).join(' '), 'zzzqqq']) {
          const { body } = await get(`/api/mail/list?labelId=all&pageSize=100&q=${encodeURIComponent(q)}`);
          expect(body.items.map((m: Mail) => m.id), q).toEqual(demoOrder(all.filter((m) => matchesQ(mailText(m), q)), (m) => m.createdAt, 'desc'));
        }
        for (const q of HOSTILE_Q) {
          const { status, body } = await get(`/api/mail/list?labelId=all&q=${encodeURIComponent(q)}`);
          expect(status, q).toBe(200);
          expect(body.total, q).toBe(all.filter((m) => matchesQ(mailText(m), q)).length);
        }
      });

      it('answers a message and the stand-in content of a seed attachment; 404s with the demo messages', async () => {
        const withFile = seeded.find((m) => m.attachments.length > 0)!;
        expect((await get(`/api/mail/details?id=${withFile.id}`)).body).toEqual({ mail: presented(withFile) });
        const missing = await get("/api/mail/details?id=x' or 1=1 --");
        expect([missing.status, missing.body]).toEqual([404, { message: 'No message with id “x\' or 1=1 --”.' }]);
        const file = await get(`/api/mail/attachment?id=${withFile.id}&index=0`);
        expect(file.status).toBe(200);
        expect(file.body.attachment).toMatchObject(withFile.attachments[0]!);
        expect(decodeDataUrl(file.body.attachment.dataUrl)).toBe(`${withFile.attachments[0]!.name}: sample attachment of “${withFile.subject}”.`);
        expect((await get(`/api/mail/attachment?id=${withFile.id}`)).body).toEqual(file.body);
        expect((await get(`/api/mail/attachment?id=x&index=0`)).status).toBe(404);
        const none = await get(`/api/mail/attachment?id=${withFile.id}&index=${withFile.attachments.length}`);
        expect([none.status, none.body]).toEqual([404, { message: 'No such attachment.' }]);
      });

      it('keeps a sent message’s HTML cleaned: no script, handler, frame, style or javascript: link; remote images kept', async () => {
        const dirty = '<p onclick="steal()">Hi <a href="javascript:alert(1)">there</a><script>alert(1)</script><iframe src="https://evil.example"></iframe><img src="https://t.example/p.png" style="width:1px"> <a href="https://ok.example/">ok</a></p>';
        const sent = await send('POST', '/api/mail', { to: ['html@example.com'], subject: 'HTML', message: 'Hi there', html: dirty });
        expect(sent.body.mail.html).toBe('<p>Hi <a>there</a><img src="https://t.example/p.png"> <a href="https://ok.example/" target="_blank" rel="noopener noreferrer">ok</a></p>');
        expect((await get(`/api/mail/details?id=${sent.body.mail.id}`)).body.mail.html).toBe(sent.body.mail.html);
      });

      it('refuses a message without recipient, subject or body, bad addresses and oversized files', async () => {
        const empty = await send('POST', '/api/mail', { to: [], subject: ' ', message: ' ' });
        expect([empty.status, empty.body.fieldErrors]).toEqual([400, { to: 'Add at least one recipient.', subject: 'Enter a subject.', message: 'Write a message.' }]);
        const bad = await send('POST', '/api/mail', { to: ['ana@example.com', 'not-an-address'], subject: 'Hi', message: 'Hello' });
        expect(bad.body.fieldErrors).toEqual({ 'to.1': 'Enter valid email addresses.' });
        const big = await send('POST', '/api/mail', {
          to: ['ana@example.com'],
          subject: 'Big',
          message: '',
          attachments: [{ name: 'big.bin', mimeType: 'application/octet-stream', size: 11 * 1024 * 1024, dataUrl: 'data:,' }],
        });
        expect(big.body.fieldErrors).toEqual({ 'attachments.0.size': 'Each file can be at most 10 MB.' });
        expect((await send('POST', '/api/mail', { to: 'ana@example.com', subject: 'x', message: 'y' })).status).toBe(400);
        const noBody = await call('POST', '/api/mail', { headers: { 'Content-Type': 'application/json' }, body: 'nope' });
        expect([noBody.status, noBody.body.fieldErrors]).toEqual([400, { body: 'A JSON object is required.' }]);
      });

      it('sends a message into Sent, from the signed-in account, with its attachment readable back', async () => {
        const before = (await get('/api/mail/labels')).body.labels.find((l: Json) => l.id === 'sent').totalCount;
        const dataUrl = `data:text/plain;base64,${btoa('contract bytes')}`;
        const sent = await send('POST', '/api/mail', {
          to: [' ana.contract@example.com '],
          cc: ['bo@example.com'],
          subject: ' Contract message ',
          message: 'Plain text body of the contract message.',
          attachments: [{ name: 'notes.txt', mimeType: 'text/plain', size: 14, dataUrl }],
        });
        expect(sent.status).toBe(201);
        expect(sent.body.mail).toMatchObject({
          folder: 'sent',
          labelIds: [],
          from: { name: me.displayName, email: DEMO.email },
          to: [{ name: 'ana.contract', email: 'ana.contract@example.com' }],
          cc: [{ name: 'bo', email: 'bo@example.com' }],
          subject: 'Contract message',
          isUnread: false,
          attachments: [{ name: 'notes.txt', mimeType: 'text/plain', size: 14 }],
        });
        expect(sent.body.mail).not.toHaveProperty('files');
        const id = sent.body.mail.id as string;
        expect((await get(`/api/mail/details?id=${id}`)).body.mail).toEqual(sent.body.mail);
        expect((await get('/api/mail/list?labelId=sent')).body.items[0].id).toBe(id);
        expect((await get('/api/mail/list?labelId=sent&q=contract%20MESSAGE')).body.items.map((m: Mail) => m.id)).toEqual([id]);
        expect((await get(`/api/mail/attachment?id=${id}&index=0`)).body.attachment).toEqual({ name: 'notes.txt', mimeType: 'text/plain', size: 14, dataUrl });
        expect((await get('/api/mail/labels')).body.labels.find((l: Json) => l.id === 'sent').totalCount).toBe(before + 1);
      });

      it('saves a draft (empty allowed), saves it again under the same id, sends it out of Drafts', async () => {
        const draft = await send('POST', '/api/mail', { to: [], subject: '', message: '', draft: true });
        expect([draft.status, draft.body.mail.folder]).toEqual([201, 'drafts']);
        const id = draft.body.mail.id as string;
        const again = await send('POST', '/api/mail', { to: ['cy@example.com'], subject: 'Draft two', message: 'Second take', draft: true, draftId: id });
        expect(again.body.mail).toMatchObject({ id, folder: 'drafts', subject: 'Draft two' });
        expect((await get(`/api/mail/details?id=${id}`)).body.mail.message).toBe('Second take');
        const sent = await send('POST', '/api/mail', { to: ['cy@example.com'], subject: 'Draft two', message: 'Second take', draftId: id });
        expect(sent.status).toBe(201);
        expect(sent.body.mail.id).not.toBe(id);
        expect(sent.body.mail.folder).toBe('sent');
        expect((await get(`/api/mail/details?id=${id}`)).status).toBe(404);
        const gone = await send('POST', '/api/mail', { to: [], subject: '', message: '', draft: true, draftId: id });
        expect([gone.status, gone.body.fieldErrors]).toEqual([400, { draftId: 'This draft no longer exists.' }]);
        const notDraft = await send('POST', '/api/mail', { to: [], subject: '', message: '', draft: true, draftId: sent.body.mail.id });
        expect(notDraft.body.fieldErrors).toEqual({ draftId: 'This draft no longer exists.' });
      });

      it('changes flags, labels and folder (kept on a re-read and in the label lists); refuses unknown ones', async () => {
        const target = seeded.find((m) => m.folder === 'inbox' && !m.isStarred && m.isUnread)!;
        const changed = await send('PATCH', `/api/mail/${target.id}`, { isUnread: false, isStarred: true, labelIds: ['finance'] });
        expect(changed.status).toBe(200);
        expect(changed.body.mail).toEqual({ ...presented(target), isUnread: false, isStarred: true, labelIds: ['finance'] });
        expect((await get(`/api/mail/details?id=${target.id}`)).body.mail).toEqual(changed.body.mail);
        expect((await get('/api/mail/list?labelId=finance&pageSize=100')).body.items.map((m: Mail) => m.id)).toContain(target.id);
        expect((await send('PATCH', `/api/mail/${target.id}`, {})).body.mail).toEqual(changed.body.mail);
        const badFolder = await send('PATCH', `/api/mail/${target.id}`, { folder: 'outbox' });
        expect([badFolder.status, badFolder.body.fieldErrors]).toEqual([400, { folder: 'Unknown folder.' }]);
        expect((await send('PATCH', `/api/mail/${target.id}`, { labelIds: ['secret'] })).body.fieldErrors).toEqual({ 'labelIds.0': 'Unknown label.' });
        expect((await send('PATCH', `/api/mail/${target.id}`, { isStarred: 'yes' })).status).toBe(400);
        expect((await send('PATCH', '/api/mail/nope', { isStarred: true })).status).toBe(404);
        await send('PATCH', `/api/mail/${target.id}`, { folder: 'archive' });
        expect((await get('/api/mail/list?labelId=archive&pageSize=100')).body.items.map((m: Mail) => m.id)).toContain(target.id);
        expect((await get('/api/mail/list?pageSize=100')).body.items.map((m: Mail) => m.id)).not.toContain(target.id);
        await send('PATCH', `/api/mail/${target.id}`, { folder: 'inbox', isUnread: true, isStarred: false, labelIds: target.labelIds });
        expect((await get(`/api/mail/details?id=${target.id}`)).body.mail).toEqual(presented(target));
      });

      it('deletes to the trash first, then for good; 404 once gone', async () => {
        const sent = await send('POST', '/api/mail', { to: ['del@example.com'], subject: 'To delete', message: 'Bye' });
        const id = sent.body.mail.id as string;
        expect((await call('DELETE', `/api/mail/${id}`)).status).toBe(204);
        expect((await get(`/api/mail/details?id=${id}`)).body.mail.folder).toBe('trash');
        expect((await get('/api/mail/list?labelId=trash&pageSize=100')).body.items.map((m: Mail) => m.id)).toContain(id);
        expect((await call('DELETE', `/api/mail/${id}`)).status).toBe(204);
        expect((await get(`/api/mail/details?id=${id}`)).status).toBe(404);
        const again = await call('DELETE', `/api/mail/${id}`);
        expect([again.status, again.body]).toEqual([404, { message: 'Not found' }]);
      });
    });

    describe('kanban', () => {
      let columns: { id: string; name: string; nameKey?: string; position: number; taskIds: string[] }[];
      let tasks: KanbanTask[];
      beforeAll(async () => {
        const seeded = await seedKanban();
        columns = currentSeed(seeded.columns);
        tasks = currentSeed(seeded.tasks);
      });
      const board = async () => (await get('/api/kanban')).body.board as { columns: { id: string; name: string; nameKey?: string; taskIds: string[] }[]; tasks: Record<string, KanbanTask> };
      const column = async (id: string) => (await board()).columns.find((col) => col.id === id);

      it('answers the seed board (columns left to right, tasks in order) and the people', async () => {
        const { status, body } = await get('/api/kanban');
        expect(status).toBe(200);
        expect(body.board.columns).toEqual([...columns].sort((a, b) => a.position - b.position).map(({ id, name, nameKey, taskIds }) => ({ id, name, nameKey, taskIds })));
        // The seed's columns are the built-in ones, which the app names in the reader's language.
        expect(body.board.columns.map((col: Json) => [col.name, col.nameKey])).toEqual([['To do', 'todo'], ['In progress', 'inProgress'], ['Review', 'review'], ['Done', 'done']]);
        expect(body.board.tasks).toEqual(Object.fromEntries(tasks.map((t) => [t.id, t])));
        expect((await get('/api/kanban/people')).body).toEqual({ people: KANBAN_PEOPLE });
      });

      it('drops a seed column\'s nameKey when it is renamed: the user\'s name wins, even the same words again', async () => {
        const [first, ...others] = (await board()).columns;
        expect(first!.nameKey).toBe('todo');
        const renamed = await send('PATCH', `/api/kanban/column/${first!.id}`, { name: 'Backlog' });
        expect(renamed.status).toBe(200);
        const after = renamed.body.board.columns[0];
        expect(after).toEqual({ id: first!.id, name: 'Backlog', taskIds: first!.taskIds });
        expect('nameKey' in after).toBe(false);
        expect((await board()).columns).toEqual([after, ...others]);
        await send('PATCH', `/api/kanban/column/${first!.id}`, { name: first!.name });
        expect(await column(first!.id)).toEqual({ id: first!.id, name: 'To do', taskIds: first!.taskIds });
      });

      it('adds, renames, reorders, clears and deletes a column, with the demo messages', async () => {
        const blank = await send('POST', '/api/kanban/column', { name: '  ' });
        expect([blank.status, blank.body.fieldErrors]).toEqual([400, { name: 'Enter a column name.' }]);
        expect((await send('POST', '/api/kanban/column', { name: 'x'.repeat(41) })).body.fieldErrors).toEqual({ name: 'Use at most 40 characters.' });
        const added = await send('POST', '/api/kanban/column', { name: ' Contract column ' });
        expect(added.status).toBe(201);
        const created = added.body.board.columns.at(-1);
        expect(created).toMatchObject({ name: 'Contract column', taskIds: [] });
        expect(added.body.board.columns).toHaveLength(columns.length + 1);
        const renamed = await send('PATCH', `/api/kanban/column/${created.id}`, { name: 'Parked' });
        expect(renamed.body.board.columns.at(-1).name).toBe('Parked');
        expect((await column(created.id))!.name).toBe('Parked');
        expect((await send('PATCH', '/api/kanban/column/nope', { name: 'x' })).status).toBe(404);
        const ids = (await board()).columns.map((col) => col.id);
        const partial = await send('POST', '/api/kanban/move-column', { columnIds: ids.slice(1) });
        expect([partial.status, partial.body.fieldErrors]).toEqual([400, { columnIds: 'List every column exactly once.' }]);
        const reversed = await send('POST', '/api/kanban/move-column', { columnIds: [...ids].reverse() });
        expect(reversed.body.board.columns.map((col: Json) => col.id)).toEqual([...ids].reverse());
        expect((await board()).columns.map((col) => col.id)).toEqual([...ids].reverse());
        await send('POST', '/api/kanban/move-column', { columnIds: ids });
        const task = await send('POST', '/api/kanban/task', { columnId: created.id, name: 'Goes with its column' });
        const taskId = task.body.board.columns.find((col: Json) => col.id === created.id).taskIds[0];
        const cleared = await send('POST', `/api/kanban/column/${created.id}/clear`);
        expect(cleared.body.board.columns.find((col: Json) => col.id === created.id).taskIds).toEqual([]);
        expect(cleared.body.board.tasks[taskId]).toBeUndefined();
        await send('POST', '/api/kanban/task', { columnId: created.id, name: 'Deleted with its column' });
        const deleted = await call('DELETE', `/api/kanban/column/${created.id}`);
        expect(deleted.status).toBe(200);
        expect(deleted.body.board.columns.map((col: Json) => col.id)).toEqual(ids.filter((id) => id !== created.id));
        expect(Object.keys(deleted.body.board.tasks).sort()).toEqual(tasks.map((t) => t.id).sort());
        expect((await call('DELETE', `/api/kanban/column/${created.id}`)).status).toBe(404);
        expect((await send('POST', `/api/kanban/column/${created.id}/clear`)).status).toBe(404);
      });

      it('creates a task at the bottom or the top, with defaults and the signed-in reporter; refuses bad ones', async () => {
        const first = columns[0]!;
        const cases: [Json, Record<string, string>][] = [
          [{ columnId: first.id, name: ' ' }, { name: 'Enter a task name.' }],
          [{ columnId: 'nope', name: 'x' }, { columnId: 'Choose an existing column.' }],
          [{ columnId: first.id, name: 'x', assigneeIds: ['p-nobody'] }, { assigneeIds: 'Choose people from the team.' }],
          [{ columnId: first.id, name: 'x', priority: 'urgent' }, { priority: 'Choose a priority.' }],
          [{ columnId: first.id, name: 'x', dueStart: '2027-01-01', dueEnd: '2026-12-31' }, { dueEnd: 'The end date cannot be before the start date.' }],
          [{ columnId: first.id, name: 'x', dueStart: '01/02/2027' }, { dueStart: 'Use a date (YYYY-MM-DD).' }],
        ];
        for (const [input, errors] of cases) {
          const refused = await send('POST', '/api/kanban/task', input);
          expect([refused.status, refused.body.fieldErrors], JSON.stringify(input)).toEqual([400, errors]);
        }
        const bottom = await send('POST', '/api/kanban/task', { columnId: first.id, name: ' Contract bottom ', assigneeIds: ['p-sara', 'p-amira'], labels: ['qa'] });
        expect(bottom.status).toBe(201);
        const ids = bottom.body.board.columns.find((col: Json) => col.id === first.id).taskIds as string[];
        expect(ids.slice(0, -1)).toEqual(first.taskIds);
        const created = bottom.body.board.tasks[ids.at(-1)!] as KanbanTask;
        expect(created).toMatchObject({
          name: 'Contract bottom',
          description: '',
          priority: 'medium',
          labels: ['qa'],
          assignees: [KANBAN_PEOPLE.find((p) => p.id === 'p-amira'), KANBAN_PEOPLE.find((p) => p.id === 'p-sara')],
          reporter: { id: me.id, name: me.displayName },
          dueStart: null,
          dueEnd: null,
          completed: false,
          comments: [],
          attachments: [],
        });
        const top = await send('POST', '/api/kanban/task', { columnId: first.id, name: 'Contract top', position: 'top', priority: 'high' });
        const after = top.body.board.columns.find((col: Json) => col.id === first.id).taskIds as string[];
        expect(after.slice(1)).toEqual(ids);
        expect((await column(first.id))!.taskIds).toEqual(after);
        for (const id of [after[0]!, created.id]) expect((await call('DELETE', `/api/kanban/task/${id}`)).status).toBe(200);
        expect((await column(first.id))!.taskIds).toEqual(first.taskIds);
      });

      it('moves a task between columns and within one, past the end to the bottom; refuses unknown ones', async () => {
        const [from, to] = [columns[0]!, columns[1]!];
        const taskId = from.taskIds[0]!;
        const moved = await send('POST', '/api/kanban/move-task', { taskId, toColumnId: to.id, toIndex: 1 });
        expect(moved.status).toBe(200);
        const cols = moved.body.board.columns as Json[];
        expect(cols.find((col) => col.id === from.id)!.taskIds).toEqual(from.taskIds.slice(1));
        expect(cols.find((col) => col.id === to.id)!.taskIds).toEqual([to.taskIds[0], taskId, ...to.taskIds.slice(1)]);
        await send('POST', '/api/kanban/move-task', { taskId, toColumnId: to.id, toIndex: 99 });
        expect((await column(to.id))!.taskIds).toEqual([...to.taskIds, taskId]);
        await send('POST', '/api/kanban/move-task', { taskId, toColumnId: to.id, toIndex: 0 });
        expect((await column(to.id))!.taskIds).toEqual([taskId, ...to.taskIds]);
        const cases: [Json, Record<string, string>][] = [
          [{ taskId: 'nope', toColumnId: to.id, toIndex: 0 }, { taskId: 'No such task.' }],
          [{ taskId, toColumnId: 'nope', toIndex: 0 }, { toColumnId: 'No such column.' }],
          [{ taskId, toColumnId: to.id, toIndex: -1 }, { toIndex: 'Use a position from 0.' }],
        ];
        for (const [input, errors] of cases) expect((await send('POST', '/api/kanban/move-task', input)).body.fieldErrors).toEqual(errors);
        await send('POST', '/api/kanban/move-task', { taskId, toColumnId: from.id, toIndex: 0 });
        const back = await board();
        expect(back.columns.find((col) => col.id === from.id)!.taskIds).toEqual(from.taskIds);
        expect(back.columns.find((col) => col.id === to.id)!.taskIds).toEqual(to.taskIds);
      });

      it('edits a task, comments on it, attaches and removes a file; refuses bad edits', async () => {
        const task = tasks.find((t) => t.dueStart)!;
        const edited = await send('PATCH', `/api/kanban/task/${task.id}`, { name: 'Edited by contract', assigneeIds: ['p-omar'], completed: true });
        expect(edited.status).toBe(200);
        const after = edited.body.board.tasks[task.id] as KanbanTask;
        expect(after).toMatchObject({ name: 'Edited by contract', assignees: [{ id: 'p-omar', name: 'Omar Farouk' }], completed: true, dueStart: task.dueStart, priority: task.priority });
        expect(after.updatedAt > task.updatedAt).toBe(true);
        expect((await board()).tasks[task.id]).toEqual(after);
        const clash = await send('PATCH', `/api/kanban/task/${task.id}`, { dueEnd: '2000-01-01' });
        expect([clash.status, clash.body.fieldErrors]).toEqual([400, { dueEnd: 'The end date cannot be before the start date.' }]);
        expect((await send('PATCH', `/api/kanban/task/${task.id}`, { name: '' })).body.fieldErrors).toEqual({ name: 'Enter a task name.' });
        expect((await send('PATCH', '/api/kanban/task/nope', { name: 'x' })).status).toBe(404);

        const blank = await send('POST', `/api/kanban/task/${task.id}/comments`, { message: ' ' });
        expect([blank.status, blank.body.fieldErrors]).toEqual([400, { message: 'Write a comment.' }]);
        const commented = await send('POST', `/api/kanban/task/${task.id}/comments`, { message: ' Looks good ' });
        expect(commented.status).toBe(201);
        const comments = commented.body.board.tasks[task.id].comments as Json[];
        expect(comments.at(-1)).toMatchObject({ message: 'Looks good', author: { id: me.id, name: me.displayName } });
        expect(comments).toHaveLength(task.comments.length + 1);
        expect((await send('POST', '/api/kanban/task/nope/comments', { message: 'x' })).status).toBe(404);

        const attached = await call('POST', `/api/kanban/task/${task.id}/attachments`, multipart('brief.txt', 'text/plain', 'hello, board'));
        expect(attached.status).toBe(201);
        const attachment = (attached.body.board.tasks[task.id].attachments as Json[]).at(-1)!;
        expect(attachment).toMatchObject({ name: 'brief.txt', type: 'text/plain', size: 12 });
        const refused = await call('POST', `/api/kanban/task/${task.id}/attachments`, multipart('empty.txt', 'text/plain', ''));
        expect([refused.status, refused.body.fieldErrors]).toEqual([400, { file: 'Choose a file.' }]);
        const removed = await call('DELETE', `/api/kanban/task/${task.id}/attachments/${attachment.id}`);
        expect(removed.body.board.tasks[task.id].attachments).toEqual(task.attachments);
        expect((await call('DELETE', `/api/kanban/task/${task.id}/attachments/${attachment.id}`)).status).toBe(404);
      });

      it('deletes a task out of its column; 404 once gone', async () => {
        const col = columns[2]!;
        const created = await send('POST', '/api/kanban/task', { columnId: col.id, name: 'Short-lived', position: 'top' });
        const id = created.body.board.columns.find((c: Json) => c.id === col.id).taskIds[0];
        const deleted = await call('DELETE', `/api/kanban/task/${id}`);
        expect(deleted.status).toBe(200);
        expect(deleted.body.board.tasks[id]).toBeUndefined();
        expect((await column(col.id))!.taskIds).toEqual(col.taskIds);
        expect((await call('DELETE', `/api/kanban/task/${id}`)).status).toBe(404);
      });
    });

    describe('calendar', () => {
      let seeded: CalendarEvent[];
      beforeAll(async () => {
        seeded = currentSeed(await seedCalendar());
      });
      const input = { title: 'Contract review', description: 'With the team.', color: 'green', allDay: false, start: '2027-03-01T10:00:00+02:00', end: '2027-03-01T11:30:00+02:00' };

      it('lists the events by start, and those overlapping a range', async () => {
        const { status, body } = await get('/api/calendar');
        expect(status).toBe(200);
        expect(body.events).toEqual([...seeded].sort((a, b) => a.start.localeCompare(b.start)).map((e) => ({ ...e, guests: e.guests ?? [] })));
        const sorted = [...seeded].sort((a, b) => a.start.localeCompare(b.start));
        const from = sorted[3]!.end;
        const to = sorted[8]!.start;
        const inRange = sorted.filter((e) => Date.parse(e.start) <= Date.parse(to) && Date.parse(e.end) >= Date.parse(from));
        expect(inRange.length).toBeGreaterThan(0);
        expect(inRange.length).toBeLessThan(seeded.length);
        const range = await get(`/api/calendar?start=${encodeURIComponent(from)}&end=${encodeURIComponent(to)}`);
        expect(range.body.events.map((e: CalendarEvent) => e.id)).toEqual(inRange.map((e) => e.id));
        const after = (await get(`/api/calendar?start=${encodeURIComponent(from)}`)).body.events;
        expect(after.map((e: CalendarEvent) => e.id)).toEqual(sorted.filter((e) => Date.parse(e.end) >= Date.parse(from)).map((e) => e.id));
        expect((await get('/api/calendar?start=soon&end=later')).body.events).toHaveLength(seeded.length);
      });

      it('refuses bad events with the demo messages', async () => {
        const cases: [Json, Record<string, string>][] = [
          [{ ...input, title: ' ' }, { title: 'Enter a title.' }],
          [{ ...input, color: 'pink' }, { color: 'Choose a colour.' }],
          [{ ...input, start: 'tomorrow-ish' }, { start: 'Choose the start.' }],
          [{ ...input, guests: ['ok@example.com', 'nope'] }, { 'guests.1': 'Enter valid email addresses.' }],
          [{ ...input, end: '2027-03-01T07:00:00Z' }, { end: 'The end cannot be before the start.' }],
        ];
        for (const [body, errors] of cases) {
          const refused = await send('POST', '/api/calendar', body);
          expect([refused.status, refused.body.fieldErrors], JSON.stringify(body)).toEqual([400, errors]);
        }
      });

      it('creates (times in UTC, no guests by default), edits and deletes an event; 404 once gone', async () => {
        const created = await send('POST', '/api/calendar', input);
        expect(created.status).toBe(201);
        const event = created.body.event as CalendarEvent;
        expect(event).toMatchObject({ ...input, start: '2027-03-01T08:00:00.000Z', end: '2027-03-01T09:30:00.000Z', guests: [] });
        const day = await get('/api/calendar?start=2027-03-01T00:00:00.000Z&end=2027-03-01T23:59:59.999Z');
        expect(day.body.events).toEqual([event]);
        const edited = await send('PATCH', `/api/calendar/${event.id}`, { title: 'Moved review', end: '2027-03-01T12:00:00Z', guests: ['guest@example.com'] });
        expect(edited.status).toBe(200);
        expect(edited.body.event).toMatchObject({ ...event, title: 'Moved review', end: '2027-03-01T12:00:00.000Z', guests: ['guest@example.com'], updatedAt: expect.any(String) });
        expect((await get('/api/calendar?start=2027-03-01T00:00:00.000Z&end=2027-03-02T00:00:00.000Z')).body.events).toEqual([edited.body.event]);
        const clash = await send('PATCH', `/api/calendar/${event.id}`, { start: '2027-03-02T00:00:00Z' });
        expect([clash.status, clash.body.fieldErrors]).toEqual([400, { end: 'The end cannot be before the start.' }]);
        expect((await send('PATCH', `/api/calendar/${event.id}`, { color: 'pink' })).body.fieldErrors).toEqual({ color: 'Choose a colour.' });
        expect((await send('PATCH', '/api/calendar/nope', { title: 'x' })).status).toBe(404);
        expect((await call('DELETE', `/api/calendar/${event.id}`)).status).toBe(204);
        const again = await call('DELETE', `/api/calendar/${event.id}`);
        expect([again.status, again.body]).toEqual([404, { message: 'Not found' }]);
        expect((await get('/api/calendar')).body.events).toHaveLength(seeded.length);
      });
    });

    it('announces each write as the demo names it (docs/api/live.md), on the server through its bus', async () => {
      const bus = (backend as Backend & { live?: LiveBus }).live;
      await bus?.ready;
      const seen: string[] = [];
      const mailAudiences: unknown[] = [];
      const stop = bus?.subscribe(({ event, audience }) => {
        seen.push(`${event.group} ${event.action} ${event.id}`);
        if (event.group === 'mail') mailAudiences.push(audience);
      });
      const writes: [string, string, unknown?][] = [];
      const write = async (method: string, path: string, body?: unknown) => {
        writes.push([method, path]);
        const answer = await send(method, path, body);
        expect(answer.status, `${method} ${path}`).toBeLessThan(300);
        return answer.body;
      };
      try {
        const mail = (await write('POST', '/api/mail', { to: ['live@example.com'], subject: 'Live', message: 'Live' })).mail as Mail;
        await write('PATCH', `/api/mail/${mail.id}`, { isStarred: true });
        await write('DELETE', `/api/mail/${mail.id}`);
        const col = (await write('POST', '/api/kanban/column', { name: 'Live' })).board.columns.at(-1);
        await write('POST', '/api/kanban/task', { columnId: col.id, name: 'Live task' });
        await write('DELETE', `/api/kanban/column/${col.id}`);
        const event = (await write('POST', '/api/calendar', input())).event as CalendarEvent;
        await write('PATCH', `/api/calendar/${event.id}`, { title: 'Live again' });
        await write('DELETE', `/api/calendar/${event.id}`);
        expect((await send('PATCH', `/api/calendar/${event.id}`, { title: 'x' })).status).toBe(404);
        const expected = [
          'mail created ', `mail updated ${mail.id}`, `mail deleted ${mail.id}`,
          'kanban updated ', 'kanban updated ', 'kanban updated ',
          'calendar created ', `calendar updated ${event.id}`, `calendar deleted ${event.id}`,
        ];
        if (backend.name === 'demo') {
          const { changeOf } = await import('@/demo-api/live');
          const named = writes.map(([method, path]) => changeOf(method, `http://localhost${path}`) as LiveEvent);
          expect(named.map((e) => `${e.group} ${e.action} ${e.id}`)).toEqual(expected);
        } else {
          await expect.poll(() => seen.length).toBeGreaterThanOrEqual(expected.length);
          expect(seen).toEqual(expected);
          // The mailbox is the account's own: its events go to its streams only (docs/api/apps.md#mail).
          expect(mailAudiences).toEqual([{ accounts: [me.id] }, { accounts: [me.id] }, { accounts: [me.id] }]);
        }
      } finally {
        stop?.();
      }
      function input() {
        return { title: 'Live', description: '', color: 'blue', allDay: true, start: '2027-04-01T00:00:00Z', end: '2027-04-01T23:59:00Z' };
      }
    });
  });
}
