// The header's notifications (docs/api/overview.md): the list, read-all and one marked read or
// unread. Its own group, apart from the overview's figures, so the screens that only show the
// header load none of the collections those read (docs/performance.md#demo-api).
import { HttpResponse, http } from 'msw';
import { requireAccount } from '../accounts';
import { notifications } from '../notification-store';
import { API, latency, notFound } from '../respond';
import { validate } from '../validate';

async function notificationList() {
  const list = (await notifications.all()).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { notifications: list, unreadCount: list.filter((n) => n.isUnread).length };
}

export const handlers = [
  http.get(`${API}/notifications`, async ({ request }) => {
    await latency();
    await requireAccount(request);
    return HttpResponse.json(await notificationList());
  }),
  http.post(`${API}/notifications/read-all`, async ({ request }) => {
    await latency();
    await requireAccount(request);
    await notifications.putMany((await notifications.all()).map((n) => ({ ...n, isUnread: false })));
    return HttpResponse.json(await notificationList());
  }),
  http.patch(`${API}/notifications/:id`, async ({ request, params }) => {
    await latency();
    await requireAccount(request);
    const existing = await notifications.get(String(params.id));
    if (!existing) return notFound();
    // zod loads with this first write, not with the list every screen reads. A module of ours,
    // not `import('zod')`: that namespace would keep all of zod.
    const { notificationUpdateSchema } = await import('../overview/notification-schema');
    const parsed = validate(notificationUpdateSchema, await request.json().catch(() => ({})));
    if (!parsed.ok) return parsed.response;
    await notifications.put({ ...existing, isUnread: parsed.data.isUnread });
    return HttpResponse.json(await notificationList());
  }),
];
