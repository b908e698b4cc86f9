// The contract suite, private records (docs/api/apps.md#mail, docs/api/overview.md): each account's
// mailbox and notifications are its own, on both backends. The demo account (A, an admin) signs
// in; B and C register. Another account's message or notification is a 404 (never a 403) by id,
// for reading, changing and deleting, and absent from lists and counts; a message A sends to B's
// address lands in B's inbox as well as in A's Sent, and C sees neither; a Contact Us message
// reaches every active admin, a new order every active admin and manager, each in their own list;
// read-all touches the caller's only. Run against both backends (demo.test.ts, server.test.ts),
// before the reset of suite-forms-reset.ts; the server is opened with the role switch on (B and C
// take other roles for a while, and are users again after each case).
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserRole } from '@/lib/api-contract/auth';
import { enquiryMail } from '@/lib/api-contract/contact-input';
import type { Mail } from '@/lib/api-contract/mail';
import { DRAFT_GONE, receivedCopy } from '@/lib/api-contract/mail-rules';
import type { Backend } from './backends';
import { contractClient, DEMO, type Json } from './client';

interface Person {
  email: string;
  id: string;
  get(path: string): Promise<{ status: number; body: Json }>;
  send(method: string, path: string, body?: unknown): Promise<{ status: number; body: Json }>;
  /** Takes another role (the permission page's switch), then signs in again. */
  become(role: UserRole): Promise<void>;
}

const PASSWORD = 'Private-passw0rd';

export function privacyContractSuite(open: () => Promise<Backend>) {
  const a = contractClient(open);
  let b: Person;
  let c: Person;
  const stamp = `${Date.now().toString(36)}`;

  /** A JSON request with the bearer token (or none: a guest). */
  async function request(token: string | null, method: string, path: string, body?: unknown) {
    const response = await a.backend.request(path, {
      method,
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = (response.headers.get('content-type') ?? '').includes('json') ? await response.text() : '';
    return { status: response.status, body: (text ? JSON.parse(text) : null) as Json };
  }

  async function register(label: string): Promise<Person> {
    const email = `${label}.privacy.${a.backend.name}.${stamp}@example.com`;
    const made = await request(null, 'POST', '/api/auth/register', { email, password: PASSWORD, firstName: label.toUpperCase(), lastName: 'Private' });
    expect(made.status, `register ${email}`).toBe(201);
    let token = made.body.accessToken as string;
    const person: Person = {
      email,
      id: made.body.user.id as string,
      get: (path) => request(token, 'GET', path),
      send: (method, path, body) => request(token, method, path, body),
      async become(role) {
        expect((await request(token, 'POST', '/api/auth/role', { role })).status).toBe(200);
        token = (await request(null, 'POST', '/api/auth/login', { email, password: PASSWORD })).body.accessToken as string;
      },
    };
    return person;
  }

  beforeAll(async () => {
    b = await register('bea');
    c = await register('cem');
  });

  const ids = (answer: { body: Json }) => (answer.body.items as Mail[]).map((m) => m.id);
  const counts = async (who: { get: Person['get'] }) =>
    Object.fromEntries(((await who.get('/api/mail/labels')).body.labels as Json[]).map((l) => [l.id, [l.totalCount, l.unreadCount]]));
  /** Every way to reach a message by id: read it, its attachment, change it, delete it. */
  async function unreachable(who: Person, id: string) {
    const details = await who.get(`/api/mail/details?id=${encodeURIComponent(id)}`);
    expect([details.status, details.body]).toEqual([404, { message: `No message with id “${id}”.` }]);
    expect((await who.get(`/api/mail/attachment?id=${encodeURIComponent(id)}&index=0`)).status).toBe(404);
    expect((await who.send('PATCH', `/api/mail/${encodeURIComponent(id)}`, { isStarred: true, folder: 'archive' })).status).toBe(404);
    expect((await who.send('DELETE', `/api/mail/${encodeURIComponent(id)}`)).status).toBe(404);
  }

  describe('private records: mail and notifications per account', () => {
    it('gives a new account an empty mailbox and no notifications, none of the seed’s', async () => {
      for (const label of Object.values(await counts(b))) expect(label).toEqual([0, 0]);
      expect((await b.get('/api/mail/list?labelId=all')).body).toMatchObject({ items: [], total: 0 });
      expect((await b.get('/api/notifications')).body).toEqual({ notifications: [], unreadCount: 0 });
      const seeded = ((await a.get('/api/mail/list?labelId=inbox')).body.items as Mail[])[0]!;
      await unreachable(b, seeded.id);
      expect((await a.get(`/api/mail/details?id=${seeded.id}`)).body.mail).toEqual(seeded);
    });

    it('keeps a draft its author’s: not in another account’s lists or counts, 404 by id, and not theirs to send', async () => {
      const countsBefore = await counts(b);
      const subject = `Private draft ${stamp}`;
      const dataUrl = `data:text/plain;base64,${btoa('draft bytes')}`;
      const saved = await a.send('POST', '/api/mail', {
        to: [b.email],
        subject,
        message: 'Not sent yet',
        attachments: [{ name: 'draft.txt', mimeType: 'text/plain', size: 11, dataUrl }],
        draft: true,
      });
      expect([saved.status, saved.body.mail.folder]).toEqual([201, 'drafts']);
      const draft = saved.body.mail as Mail;
      expect(ids(await a.get(`/api/mail/list?labelId=drafts&q=${encodeURIComponent(subject)}`))).toEqual([draft.id]);
      // Addressed to B, yet a draft goes nowhere.
      for (const label of ['drafts', 'inbox', 'all']) expect(ids(await b.get(`/api/mail/list?labelId=${label}&pageSize=100`))).not.toContain(draft.id);
      expect((await b.get(`/api/mail/list?labelId=all&q=${encodeURIComponent(subject)}`)).body.total).toBe(0);
      expect(await counts(b)).toEqual(countsBefore);
      await unreachable(b, draft.id);
      const hijack = await b.send('POST', '/api/mail', { to: [c.email], subject: 'Taken over', message: 'Sent as mine', draftId: draft.id });
      expect([hijack.status, hijack.body.fieldErrors]).toEqual([400, { draftId: DRAFT_GONE }]);
      // Nothing B tried touched it.
      expect((await a.get(`/api/mail/details?id=${draft.id}`)).body.mail).toEqual(draft);
      expect((await a.get(`/api/mail/attachment?id=${draft.id}&index=0`)).body.attachment.dataUrl).toBe(dataUrl);
      expect(await counts(b)).toEqual(countsBefore);
      expect((await c.get(`/api/mail/list?labelId=all&q=taken`)).body.total).toBe(0);
    });

    it('delivers a sent message to the inbox of each workspace account addressed, whatever the case, and to nobody else', async () => {
      const [aBefore, bBefore, cBefore] = [await counts(a), await counts(b), await counts(c)];
      const subject = `For Bea ${stamp}`;
      const dataUrl = `data:text/plain;base64,${btoa('shared bytes')}`;
      const sent = await a.send('POST', '/api/mail', {
        to: [b.email.toUpperCase(), `outside.${stamp}@example.com`],
        cc: [DEMO.email],
        subject,
        message: 'Only for you.',
        attachments: [{ name: 'notes.txt', mimeType: 'text/plain', size: 12, dataUrl }],
      });
      expect([sent.status, sent.body.mail.folder]).toEqual([201, 'sent']);
      const mail = sent.body.mail as Mail;
      const q = `q=${encodeURIComponent(subject)}`;

      // A: in Sent, not in A's own inbox (A is among the recipients, but sent it).
      expect(ids(await a.get(`/api/mail/list?labelId=sent&${q}`))).toEqual([mail.id]);
      expect(ids(await a.get(`/api/mail/list?labelId=inbox&${q}`))).toEqual([]);
      const aAfter = await counts(a);
      expect([aAfter.sent, aAfter.inbox]).toEqual([[aBefore.sent![0] + 1, aBefore.sent![1]], aBefore.inbox]);

      // B: one copy in the inbox, unread, under its own id, with the attachment's bytes.
      const inbox = await b.get(`/api/mail/list?labelId=inbox&${q}`);
      expect(inbox.body.total).toBe(1);
      const copy = inbox.body.items[0] as Mail;
      expect(copy.id).not.toBe(mail.id);
      expect(copy).toEqual(receivedCopy(mail, copy.id));
      expect((await b.get(`/api/mail/details?id=${copy.id}`)).body.mail).toEqual(copy);
      expect((await b.get(`/api/mail/attachment?id=${copy.id}&index=0`)).body.attachment).toEqual({ name: 'notes.txt', mimeType: 'text/plain', size: 12, dataUrl });
      const bAfter = await counts(b);
      expect([bAfter.inbox, bAfter.all, bAfter.sent]).toEqual([
        [bBefore.inbox![0] + 1, bBefore.inbox![1] + 1],
        [bBefore.all![0] + 1, bBefore.all![1] + 1],
        bBefore.sent,
      ]);

      // C was not addressed: nothing, by list, count or id.
      expect((await c.get(`/api/mail/list?labelId=all&${q}`)).body.total).toBe(0);
      expect(await counts(c)).toEqual(cBefore);
      await unreachable(c, mail.id);
      await unreachable(c, copy.id);

      // Each keeps to their own copy: B's changes leave A's alone, and neither reaches the other's by id.
      expect((await b.get(`/api/mail/details?id=${mail.id}`)).status).toBe(404);
      expect((await a.get(`/api/mail/details?id=${copy.id}`)).status).toBe(404);
      expect((await b.send('PATCH', `/api/mail/${copy.id}`, { isUnread: false, isStarred: true })).body.mail).toMatchObject({ isUnread: false, isStarred: true });
      expect((await b.send('DELETE', `/api/mail/${copy.id}`)).status).toBe(204);
      expect((await b.get(`/api/mail/details?id=${copy.id}`)).body.mail.folder).toBe('trash');
      expect((await a.get(`/api/mail/details?id=${mail.id}`)).body.mail).toEqual(mail);
    });

    it('keeps each account’s notifications its own: another’s is a 404, and read-all marks the caller’s only', async () => {
      const seeded = (await a.get('/api/notifications')).body;
      expect(seeded.notifications.length).toBeGreaterThan(0);
      const first = seeded.notifications[0] as Json;
      const other = await b.send('PATCH', `/api/notifications/${first.id}`, { isUnread: !first.isUnread });
      expect(other.status).toBe(404);
      expect((await b.send('POST', '/api/notifications/read-all')).body).toEqual({ notifications: [], unreadCount: 0 });
      expect((await a.get('/api/notifications')).body).toEqual(seeded);
    });

    it('files a Contact Us message in the inbox of every active admin, each copy their own, with a notification each; the others get none', async () => {
      await b.become('admin');
      try {
        const overview = async () => ((await a.get('/api/overview/app')).body.figures as Json[]).find((f) => f.id === 'enquiries')!.value as number;
        const [enquiriesBefore, aUnread, cBefore] = [await overview(), (await a.get('/api/notifications')).body.unreadCount as number, await counts(c)];
        const input = { name: 'Priya Private', email: `priya.${stamp}@example.com`, company: '', topic: 'other' as const, message: 'Who reads this message?' };
        const created = await request(null, 'POST', '/api/contact', input);
        expect(created.status).toBe(201);
        const { id, receivedAt } = created.body as { id: string; receivedAt: string };
        // The answer names the copy of the workspace's first admin, the demo account.
        expect((await a.get(`/api/mail/details?id=${id}`)).body.mail).toEqual(enquiryMail(input, id, receivedAt));
        const bs = await b.get(`/api/mail/list?labelId=enquiries&q=${encodeURIComponent(input.email)}`);
        expect(bs.body.total).toBe(1);
        const copy = bs.body.items[0] as Mail;
        expect(copy.id).not.toBe(id);
        expect(copy).toEqual(enquiryMail(input, copy.id, receivedAt));
        expect((await b.get(`/api/mail/details?id=${id}`)).status).toBe(404);
        expect((await a.get(`/api/mail/details?id=${copy.id}`)).status).toBe(404);
        // One enquiry, however many inboxes hold it.
        expect(await overview()).toBe(enquiriesBefore + 1);

        const told = { kind: 'mail', title: 'Website enquiry from Priya Private', link: '/dashboard/mail', isUnread: true };
        const [aList, bList] = [(await a.get('/api/notifications')).body, (await b.get('/api/notifications')).body];
        expect([aList.unreadCount, aList.notifications[0]]).toEqual([aUnread + 1, expect.objectContaining(told)]);
        expect([bList.unreadCount, bList.notifications]).toEqual([1, [expect.objectContaining(told)]]);
        expect(bList.notifications[0].id).not.toBe(aList.notifications[0].id);
        // C is no admin: no mail, no notification.
        expect(await counts(c)).toEqual(cBefore);
        expect((await c.get('/api/notifications')).body).toEqual({ notifications: [], unreadCount: 0 });

        // A reads all: B's stays unread; B marks his read, A's list does not move.
        expect((await a.send('POST', '/api/notifications/read-all')).body.unreadCount).toBe(0);
        expect((await b.get('/api/notifications')).body.unreadCount).toBe(1);
        const aRead = (await a.get('/api/notifications')).body;
        expect((await b.send('PATCH', `/api/notifications/${bList.notifications[0].id}`, { isUnread: false })).body.unreadCount).toBe(0);
        expect((await a.get('/api/notifications')).body).toEqual(aRead);
        expect((await a.send('PATCH', `/api/notifications/${bList.notifications[0].id}`, { isUnread: true })).status).toBe(404);
      } finally {
        await b.become('user');
      }
    });

    it('tells every active admin and manager of a new order, each in their own list; a user hears nothing', async () => {
      await b.become('manager');
      try {
        const before = await Promise.all([a, b, c].map(async (who) => (await who.get('/api/notifications')).body.unreadCount as number));
        const buyer = `Privy Buyer ${stamp}`;
        const placed = await request(null, 'POST', '/api/order', {
          source: 'shop',
          items: [{ sku: 'x:team', name: 'Private item', quantity: 1, unitPrice: 10 }],
          billing: { name: buyer, email: `buyer.${stamp}@example.com`, address: '1 Private Street', city: 'Paris', zip: '75001', country: 'FR' },
          billingPeriod: 'monthly',
          payment: { brand: 'Visa', last4: '4242' },
        });
        expect(placed.status).toBe(201);
        const told = { kind: 'order', title: `New order ${placed.body.order.number} from ${buyer}`, link: `/dashboard/order/${placed.body.order.id}`, isUnread: true };
        for (const [i, who] of [a, b].entries()) {
          const list = (await who.get('/api/notifications')).body;
          expect([list.unreadCount, list.notifications[0]]).toEqual([before[i]! + 1, expect.objectContaining(told)]);
        }
        expect((await c.get('/api/notifications')).body).toEqual({ notifications: [], unreadCount: before[2] });
      } finally {
        await b.become('user');
      }
    });
  });
}
