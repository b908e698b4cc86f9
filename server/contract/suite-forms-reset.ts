// The contract suite, fourth part: the public pages' forms (docs/api/newsletter.md, the Contact Us
// form of docs/product-rules.md#contact-form), the permission page's role switch (docs/server.md#configure-environment:
// ROLE_SWITCH) and "Reset demo data" of the account menu (docs/server.md#configure-environment: DEMO_RESET). Statuses, bodies, the demo's
// validation messages, the stored effect re-read through the API (the enquiry in the inbox and the
// header's notifications, the role in /api/auth/me, the seed back after a reset) and the live event
// of each write (the demo's `changeOf` on the demo, the bus on the server). Run against both
// backends (demo.test.ts, server.test.ts); registered last, as the reset puts the seed back.
import { describe, expect, it } from 'vitest';
import { seedCalendar } from '@/lib/seed/calendar';
import { currentSeed } from '@/lib/seed/dates';
import { seedMail } from '@/lib/seed/mail';
import { seedNotifications } from '@/lib/seed/notifications';
import { enquiryMail } from '@/lib/api-contract/contact-input';
import { ROLE_SWITCH_OFF, ROLE_SWITCH_REFUSED, appRoles } from '@/lib/api-contract/permission';
import type { LiveEvent } from '@/lib/api-contract/live';
import { serverBackend, type Backend } from './backends';
import { contractClient, DEMO, type Json } from './client';
import type { LiveBus } from '../live/bus';

const FIELDS = 'Please correct the highlighted fields.';
const REFUSED = 'Resetting the demo data is turned off on this server.';

/**
 * The backend as the suite opens it: the server with "Reset demo data" (DEMO_RESET=1) and the role
 * switch (ROLE_SWITCH=1) allowed, as the demo always does; the server-only cases open it without.
 */
type Open = (overrides?: { demoReset?: boolean; roleSwitch?: boolean }) => Promise<Backend>;

export function formsResetContractSuite(open: Open) {
  const client = contractClient(() => open({ demoReset: true, roleSwitch: true }));
  const { get, send } = client;
  /** A request without a token: the forms are open to guests. */
  const asGuest = async (method: string, path: string, body?: unknown) => {
    const response = await client.backend.request(path, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Json };
  };
  /** The events a backend announces for `writes` (the demo: its changeOf; the server: what its bus carried). */
  async function announced(run: (write: (method: string, path: string, body?: unknown, guest?: boolean) => Promise<Json>) => Promise<void>) {
    const bus = (client.backend as Backend & { live?: LiveBus }).live;
    await bus?.ready;
    const seen: string[] = [];
    const stop = bus?.subscribe(({ event }) => seen.push(`${event.group} ${event.action} ${event.id}`));
    const writes: [string, string][] = [];
    try {
      await run(async (method, path, body, guest = false) => {
        writes.push([method, path]);
        const answer = guest ? await asGuest(method, path, body) : await send(method, path, body);
        expect(answer.status, `${method} ${path}`).toBeLessThan(300);
        return answer.body;
      });
      if (client.backend.name === 'demo') {
        const { changeOf } = await import('@/demo-api/live');
        return writes.map(([method, path]) => {
          const change = changeOf(method, `http://localhost${path}`) as LiveEvent | 'reset';
          return change === 'reset' ? 'reset' : `${change.group} ${change.action} ${change.id}`;
        });
      }
      // The server's bus: a notification beside the mail, as a checkout's; the reset as group '*'.
      const named = () => seen.filter((s) => !s.startsWith('notification ')).map((s) => (s.startsWith('* ') ? 'reset' : s));
      await expect.poll(() => named().length).toBeGreaterThanOrEqual(writes.length);
      expect(seen.filter((s) => s.startsWith('notification created '))).toHaveLength(writes.filter(([, path]) => path === '/api/contact').length);
      return named();
    } finally {
      stop?.();
    }
  }

  describe('forms, role switch and demo reset', () => {
    describe('newsletter', () => {
      it('answers the demo validation messages, 400 for a missing or non-JSON body', async () => {
        const bad = await asGuest('POST', '/api/newsletter', { email: 'not-an-email' });
        expect([bad.status, bad.body]).toEqual([400, { message: FIELDS, fieldErrors: { email: 'Enter a valid email address.' } }]);
        for (const [body, errors] of [
          [{}, { email: 'Enter your email address.' }],
          [{ email: '   ' }, { email: 'Enter your email address.' }],
          [{ email: 42 }, { email: 'Enter your email address.' }],
          [{ email: `${'a'.repeat(250)}@example.com` }, { email: 'Use at most 254 characters.' }],
          [{ email: 'ada@example.com', topic: 'weekly', language: 'de' }, { topic: 'Unknown topic.', language: 'Unknown language.' }],
        ] as const) {
          const answer = await asGuest('POST', '/api/newsletter', body);
          expect([answer.status, answer.body.fieldErrors], JSON.stringify(body)).toEqual([400, errors]);
        }
        const none = await client.backend.request('/api/newsletter', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: 'not json' });
        expect([none.status, await none.json()]).toEqual([
          400,
          { message: 'The request body is missing or not JSON.', fieldErrors: { body: 'A JSON object is required.' } },
        ]);
      });

      it('subscribes a guest with 201 (trimmed, lower-cased, defaults), and the same address again with 200 and the stored subscription', async () => {
        const email = `Ada.${client.backend.name}.${Date.now()}@Example.com`;
        const before = Date.now();
        const first = await asGuest('POST', '/api/newsletter', { email: `  ${email}  ` });
        expect(first.status).toBe(201);
        const subscription = first.body.subscription as Json;
        expect(first.body.alreadySubscribed).toBe(false);
        expect(subscription).toEqual({ id: expect.stringMatching(/^sub-[0-9a-f]{16}$/), email: email.toLowerCase(), topic: 'launch', language: 'en', subscribedAt: expect.any(String) });
        expect(new Date(subscription.subscribedAt).toISOString()).toBe(subscription.subscribedAt);
        expect(Date.parse(subscription.subscribedAt)).toBeGreaterThanOrEqual(before - 1000);
        // Again, in upper case and with another topic and language: the stored subscription, unchanged.
        const again = await asGuest('POST', '/api/newsletter', { email: email.toUpperCase(), topic: 'news', language: 'fr' });
        expect([again.status, again.body]).toEqual([200, { subscription, alreadySubscribed: true }]);
        // Signed in too; the topic and language given are kept.
        const other = await send('POST', '/api/newsletter', { email: `fr.${email}`, topic: 'news', language: 'ar' });
        expect([other.status, other.body.subscription.topic, other.body.subscription.language]).toEqual([201, 'news', 'ar']);
      });
    });

    describe('contact', () => {
      it('answers the demo validation messages', async () => {
        const bad = await asGuest('POST', '/api/contact', { name: 'A', email: 'x', topic: 'weather', message: 'hi' });
        expect([bad.status, bad.body]).toEqual([
          400,
          {
            message: FIELDS,
            fieldErrors: {
              name: 'Enter your name (at least 2 characters).',
              email: 'Enter a valid email address.',
              topic: 'Choose a topic.',
              message: 'Write at least 10 characters.',
            },
          },
        ]);
        const long = await asGuest('POST', '/api/contact', { name: 'N'.repeat(101), email: 'ada@example.com', company: 'C'.repeat(121), topic: 'press', message: 'M'.repeat(5001) });
        expect(long.body.fieldErrors).toEqual({ name: 'Use at most 100 characters.', company: 'Use at most 120 characters.', message: 'Use at most 5000 characters.' });
        expect((await asGuest('POST', '/api/contact', [])).body.fieldErrors).toEqual({ body: 'A JSON object is required.' });
      });

      it('files a guest’s message in the inbox under Website enquiries, unread, with a notification', async () => {
        const labels = async () => Object.fromEntries(((await get('/api/mail/labels')).body.labels as Json[]).map((l) => [l.id, [l.totalCount, l.unreadCount]]));
        const [countsBefore, notificationsBefore] = [await labels(), (await get('/api/notifications')).body];
        const input = { name: '  Ada Lovelace ', email: ' ada.contact@example.com ', company: ' Analytical Engines ', topic: 'data-products', message: '  We would like to license your weather data.  ' };
        const created = await asGuest('POST', '/api/contact', input);
        expect(created.status).toBe(201);
        expect(created.body).toEqual({ id: expect.stringMatching(/^enq-[0-9a-f]{16}$/), receivedAt: expect.any(String) });
        const { id, receivedAt } = created.body as { id: string; receivedAt: string };
        const details = await get(`/api/mail/details?id=${id}`);
        expect(details.status).toBe(200);
        const trimmed = { name: 'Ada Lovelace', email: 'ada.contact@example.com', company: 'Analytical Engines', topic: 'data-products' as const, message: 'We would like to license your weather data.' };
        expect(details.body.mail).toEqual(enquiryMail(trimmed, id, receivedAt));
        expect(details.body.mail.subject).toBe('Website enquiry: Data products (Analytical Engines)');
        const enquiries = await get('/api/mail/list?labelId=enquiries&q=analytical');
        expect(enquiries.body.items.map((m: Json) => m.id)).toEqual([id]);
        expect((await get('/api/mail/list?labelId=inbox')).body.items[0].id).toBe(id);
        const countsAfter = await labels();
        for (const label of ['inbox', 'all', 'enquiries']) {
          expect(countsAfter[label], label).toEqual([countsBefore[label]![0] + 1, countsBefore[label]![1] + 1]);
        }
        expect(countsAfter.sent).toEqual(countsBefore.sent);
        const notifications = (await get('/api/notifications')).body;
        expect(notifications.unreadCount).toBe(notificationsBefore.unreadCount + 1);
        expect(notifications.notifications[0]).toMatchObject({ kind: 'mail', title: 'Website enquiry from Ada Lovelace', link: '/dashboard/mail', isUnread: true });
        // Without a company, no brackets.
        const plain = await asGuest('POST', '/api/contact', { name: 'Bo', email: 'bo@example.com', company: '', topic: 'other', message: 'Just saying hello there.' });
        expect((await get(`/api/mail/details?id=${plain.body.id}`)).body.mail.subject).toBe('Website enquiry: Other');
      });
    });

    describe('role switch (the permission page)', () => {
      it('needs a token, checks the role, and the new role is what /api/auth/me answers', async () => {
        expect((await asGuest('POST', '/api/auth/role', { role: 'manager' })).status).toBe(401);
        const bad = await send('POST', '/api/auth/role', { role: 'owner' });
        expect([bad.status, bad.body]).toEqual([400, { message: FIELDS, fieldErrors: { role: 'Choose admin, manager or user.' } }]);
        expect((await send('POST', '/api/auth/role', {})).body.fieldErrors).toEqual({ role: 'Choose admin, manager or user.' });
        const switched = await send('POST', '/api/auth/role', { role: 'manager' });
        expect([switched.status, switched.body.user.role, switched.body.user.email]).toEqual([200, 'manager', 'demo@corvane.example']);
        expect((await get('/api/auth/me')).body.user.role).toBe('manager');
        expect((await send('POST', '/api/auth/role', { role: 'admin' })).body.user.role).toBe('admin');
        expect((await get('/api/auth/me')).body.user.role).toBe('admin');
      });

      // The server's setting only: the demo has none (it always switches), so the case is not
      // registered there rather than skipped.
      if ((open as unknown) === serverBackend) it('is refused with 403 and its code where the server does not allow it (ROLE_SWITCH off), keeping the role', async () => {
        const backend = await open();
        try {
          const login = await backend.request('/api/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(DEMO) });
          const auth = { Authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
          const me = async () => ((await (await backend.request('/api/auth/me', { headers: auth })).json()) as Json).user.role as string;
          const before = await me();
          const other = appRoles.find((r) => r !== before)!;
          const refused = await backend.request('/api/auth/role', { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' }, body: JSON.stringify({ role: other }) });
          expect([refused.status, await refused.json()]).toEqual([403, { message: ROLE_SWITCH_REFUSED, code: ROLE_SWITCH_OFF }]);
          // Refused whatever the body, so nothing tells a valid role from another.
          const invalid = await backend.request('/api/auth/role', { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' }, body: JSON.stringify({ role: 'owner' }) });
          expect(invalid.status).toBe(403);
          expect(await me()).toBe(before);
          expect((await get('/api/auth/me')).body.user.role).toBe(before);
          // Still signed in only: a guest is told to sign in first.
          expect((await backend.request('/api/auth/role', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ role: other }) })).status).toBe(401);
        } finally {
          await backend.close();
        }
      });
    });

    describe('demo reset', () => {
      it('needs a token', async () => {
        const answer = await asGuest('POST', '/api/demo/reset');
        expect([answer.status, answer.body]).toEqual([401, { message: 'Your session is not valid. Please sign in again.' }]);
      });

      it('puts the seed back where it is allowed; the account stays signed in', async () => {
        const seededEvents = currentSeed(await seedCalendar());
        const seededNotifications = currentSeed(await seedNotifications());
        const seededEnquiries = currentSeed(await seedMail()).filter((m) => m.labelIds.includes('enquiries') && !['trash', 'spam'].includes(m.folder));
        const enquiry = await asGuest('POST', '/api/contact', { name: 'Reset Me', email: 'reset@example.com', topic: 'other', message: 'This message goes with the reset.' });
        const gone = seededEvents[0]!;
        expect((await send('DELETE', `/api/calendar/${gone.id}`)).status).toBe(204);
        const reset = await send('POST', '/api/demo/reset');
        expect([reset.status, reset.body]).toEqual([200, { ok: true }]);
        expect((await get('/api/auth/me')).status).toBe(200);
        expect((await get(`/api/mail/details?id=${enquiry.body.id}`)).status).toBe(404);
        expect((await get('/api/mail/list?labelId=enquiries&pageSize=100')).body.total).toBe(seededEnquiries.length);
        const events = (await get('/api/calendar')).body.events as Json[];
        expect(events.map((e) => e.id).sort()).toEqual(seededEvents.map((e) => e.id).sort());
        const notifications = (await get('/api/notifications')).body;
        expect(notifications.notifications.map((n: Json) => n.title).sort()).toEqual(seededNotifications.map((n) => n.title).sort());
        expect(notifications.unreadCount).toBe(seededNotifications.filter((n) => n.isUnread).length);
        // The kanban suite renamed a seed column: the reset gives it back its built-in name.
        const kanban = (await get('/api/kanban')).body.board.columns as Json[];
        expect(kanban.map((col) => col.nameKey)).toEqual(['todo', 'inProgress', 'review', 'done']);
      });

      // The server's setting only: the demo has none (it always resets), so the case is not
      // registered there rather than skipped.
      if ((open as unknown) === serverBackend) it('is refused with 403 and its message where the server does not allow it (DEMO_RESET off), leaving the data', async () => {
        const backend = await open();
        try {
          const login = await backend.request('/api/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(DEMO) });
          const auth = { Authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
          const enquiry = await asGuest('POST', '/api/contact', { name: 'Still Here', email: 'still@example.com', topic: 'other', message: 'This message outlives a refused reset.' });
          const refused = await backend.request('/api/demo/reset', { method: 'POST', headers: auth });
          expect([refused.status, await refused.json()]).toEqual([403, { message: REFUSED }]);
          expect((await get(`/api/mail/details?id=${enquiry.body.id}`)).status).toBe(200);
        } finally {
          await backend.close();
        }
      });
    });

    it('announces each write as the demo names it (docs/api/live.md), on the server through its bus', async () => {
      const events = await announced(async (write) => {
        await write('POST', '/api/newsletter', { email: `live.${client.backend.name}.${Date.now()}@example.com` }, true);
        await write('POST', '/api/contact', { name: 'Live Person', email: 'live@example.com', topic: 'press', message: 'A live enquiry arrives.' }, true);
        await write('POST', '/api/demo/reset');
      });
      expect(events).toEqual(['newsletter created ', 'mail created ', 'reset']);
    });
  });
}
