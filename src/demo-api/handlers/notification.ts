// The header's notifications (docs/api/overview.md): the list, read-all and one marked read or
// unread, each on the signed-in account's own list (../notification-store.ts: another's is a 404,
// and a change is announced to that account's tabs only). Its own group, apart from the overview's
// figures, so the screens that only show the header load none of the collections those read
// (docs/performance.md#demo-api).
import { HttpResponse, http } from 'msw';
import { requireAccount } from '../accounts';
import { changeIsFor } from '../live';
import { markAllRead, notifications, notificationsOf, ownNotification } from '../notification-store';
import { API, latency, notFound } from '../respond';
import { validate } from '../validate';

export const handlers = [
  http.get(`${API}/notifications`, async ({ request }) => {
    await latency();
    const account = await requireAccount(request);
    return HttpResponse.json(await notificationsOf(account));
  }),
  http.post(`${API}/notifications/read-all`, async ({ request, requestId }) => {
    await latency();
    const account = await requireAccount(request);
    await markAllRead(account);
    changeIsFor(requestId, [account.id]);
    return HttpResponse.json(await notificationsOf(account));
  }),
  http.patch(`${API}/notifications/:id`, async ({ request, params, requestId }) => {
    await latency();
    const account = await requireAccount(request);
    const existing = await ownNotification(account, String(params.id));
    if (!existing) return notFound();
    // zod loads with this first write, not with the list every screen reads. A module of ours,
    // not `import('zod')`: that namespace would keep all of zod.
    const { notificationUpdateSchema } = await import('../overview/notification-schema');
    const parsed = validate(notificationUpdateSchema, await request.json().catch(() => ({})));
    if (!parsed.ok) return parsed.response;
    await notifications.put({ ...existing, isUnread: parsed.data.isUnread });
    changeIsFor(requestId, [account.id]);
    return HttpResponse.json(await notificationsOf(account));
  }),
];
