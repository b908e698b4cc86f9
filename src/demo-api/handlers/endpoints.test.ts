// Every endpoint of the groups in this folder: it answers with data when signed in, 401 without a
// token, and 400 with field errors for an invalid payload.
import { describe, expect, it } from 'vitest';
import { demoId, sampleIds } from '@/lib/api-contract/sample-ids';
import { request } from '@/lib/http/client';
import type { HttpError } from '@/lib/http/http-error';
import { signInAsDemo } from '../../../tests/auth';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
interface Case {
  name: string;
  method: Method;
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  /** A property the success body has (or 204 when it has none). */
  expect: string | 204;
  /** A body that fails validation, and a field it names. */
  invalid?: { body: unknown; field: string };
}

const invoiceParty = { name: 'Jo Martin', company: 'Acme', email: 'jo@acme.example', address: '1 Main St', phone: '+33 1' };

const cases: Case[] = [
  // Mail
  { name: 'mail labels', method: 'GET', path: '/api/mail/labels', expect: 'labels' },
  { name: 'mail list', method: 'GET', path: '/api/mail/list', query: { labelId: 'inbox' }, expect: 'items' },
  { name: 'mail details', method: 'GET', path: '/api/mail/details', query: { id: demoId }, expect: 'mail' },
  { name: 'mail send', method: 'POST', path: '/api/mail', body: { to: ['a@b.example'], subject: 'Hi', message: 'Hello' }, expect: 'mail', invalid: { body: { to: [], subject: '', message: '' }, field: 'to' } },
  { name: 'mail update', method: 'PATCH', path: `/api/mail/${demoId}`, body: { isStarred: true }, expect: 'mail', invalid: { body: { folder: 'attic' }, field: 'folder' } },
  { name: 'mail delete', method: 'DELETE', path: `/api/mail/${demoId}`, expect: 204 },
  // Presence (docs/api/live.md#presence)
  { name: 'presence', method: 'POST', path: '/api/presence', body: { topic: `product:${demoId}`, state: 'viewing' }, expect: 204, invalid: { body: { topic: 'mail:1', state: 'viewing' }, field: 'topic' } },
  // Post
  { name: 'post list', method: 'GET', path: '/api/post/list', expect: 'items' },
  { name: 'post details', method: 'GET', path: '/api/post/details', query: { id: demoId }, expect: 'post' },
  { name: 'post latest', method: 'GET', path: '/api/post/latest', query: { id: demoId }, expect: 'latestPosts' },
  { name: 'post search', method: 'GET', path: '/api/post/search', query: { q: 'forecast' }, expect: 'results' },
  { name: 'post create', method: 'POST', path: '/api/post', body: { title: 'A new insight', description: 'What we learned this week.', content: 'Plenty of content here to read.', tags: ['method'], metaKeywords: [], status: 'draft' }, expect: 'post', invalid: { body: { title: 'x' }, field: 'title' } },
  { name: 'post update', method: 'PATCH', path: `/api/post/${demoId}`, body: { title: 'A renamed insight' }, expect: 'post', invalid: { body: { status: 'live' }, field: 'status' } },
  { name: 'post comment', method: 'POST', path: `/api/post/${demoId}/comments`, body: { message: 'Great read' }, expect: 'post', invalid: { body: { message: '' }, field: 'message' } },
  { name: 'post delete', method: 'DELETE', path: `/api/post/${demoId}`, expect: 204 },
  { name: 'post bulk delete', method: 'POST', path: '/api/post/bulk-delete', body: { ids: [demoId] }, expect: 'deleted', invalid: { body: { ids: [] }, field: 'ids' } },
  // Product
  { name: 'product list', method: 'GET', path: '/api/product/list', expect: 'items' },
  { name: 'product details', method: 'GET', path: '/api/product/details', query: { id: 'market-pulse' }, expect: 'product' },
  { name: 'product search', method: 'GET', path: '/api/product/search', query: { q: 'grid' }, expect: 'results' },
  { name: 'product update', method: 'PATCH', path: '/api/product/market-pulse', body: { status: 'draft' }, expect: 'product', invalid: { body: { prices: { starter: 900, team: 100, enterprise: 50 } }, field: 'prices.team' } },
  { name: 'product delete', method: 'DELETE', path: '/api/product/price-lens', expect: 204 },
  // Invoice
  { name: 'invoice list', method: 'GET', path: '/api/invoice/list', expect: 'items' },
  { name: 'invoice details', method: 'GET', path: '/api/invoice/details', query: { id: demoId }, expect: 'invoice' },
  { name: 'invoice create', method: 'POST', path: '/api/invoice', body: { status: 'draft', issuedAt: '2026-11-01', dueAt: '2026-12-01', from: invoiceParty, to: invoiceParty, lines: [{ title: 'Sprint', description: '', quantity: 1, price: 100 }], taxRate: 20, discount: 0, notes: '' }, expect: 'invoice', invalid: { body: { status: 'draft', lines: [] }, field: 'lines' } },
  { name: 'invoice update', method: 'PATCH', path: `/api/invoice/${demoId}`, body: { status: 'paid' }, expect: 'invoice', invalid: { body: { dueAt: '2000-01-01' }, field: 'dueAt' } },
  // Order
  { name: 'order list', method: 'GET', path: '/api/order/list', expect: 'items' },
  { name: 'order details', method: 'GET', path: '/api/order/details', query: { id: demoId }, expect: 'order' },
  { name: 'order update', method: 'PATCH', path: `/api/order/${demoId}`, body: { status: 'completed' }, expect: 'order', invalid: { body: { status: 'lost' }, field: 'status' } },
  // Job
  { name: 'job list', method: 'GET', path: '/api/job/list', expect: 'items' },
  { name: 'job details', method: 'GET', path: '/api/job/details', query: { id: demoId }, expect: 'job' },
  { name: 'job update', method: 'PATCH', path: `/api/job/${demoId}`, body: { title: 'Staff data engineer' }, expect: 'job', invalid: { body: { locations: [] }, field: 'locations' } },
  // Tour
  { name: 'tour list', method: 'GET', path: '/api/tour/list', expect: 'items' },
  { name: 'tour details', method: 'GET', path: '/api/tour/details', query: { id: demoId }, expect: 'tour' },
  { name: 'tour update', method: 'PATCH', path: `/api/tour/${demoId}`, body: { capacity: 30 }, expect: 'tour', invalid: { body: { endDate: '2000-01-01' }, field: 'endDate' } },
  // File
  { name: 'file list', method: 'GET', path: '/api/file/list', query: { parentId: 'root' }, expect: 'items' },
  { name: 'file usage', method: 'GET', path: '/api/file/usage', expect: 'byKind' },
  { name: 'file create folder', method: 'POST', path: '/api/file', body: { name: 'New folder', kind: 'folder', size: 0, parentId: null }, expect: 'file', invalid: { body: { name: 'a/b', kind: 'folder', size: 0, parentId: null }, field: 'name' } },
  { name: 'file rename', method: 'PATCH', path: `/api/file/${sampleIds[10]}`, body: { name: 'Renamed.pdf' }, expect: 'file', invalid: { body: { parentId: 'nowhere' }, field: 'parentId' } },
  // Chat
  { name: 'chat (seed path)', method: 'GET', path: '/api/chat', expect: 'conversations' },
  { name: 'chat contacts', method: 'GET', path: '/api/chat/contacts', expect: 'contacts' },
  { name: 'chat conversation', method: 'GET', path: '/api/chat/conversation', query: { id: sampleIds[20]! }, expect: 'conversation' },
  { name: 'chat send', method: 'POST', path: `/api/chat/conversation/${sampleIds[20]}/messages`, body: { body: 'On my way' }, expect: 'message', invalid: { body: { body: '  ' }, field: 'body' } },
  { name: 'chat start', method: 'POST', path: '/api/chat/conversation', body: { participantIds: [sampleIds[1]], message: 'Hello' }, expect: 'conversation', invalid: { body: { participantIds: ['stranger'], message: 'Hi' }, field: 'participantIds' } },
  // Kanban
  { name: 'kanban board', method: 'GET', path: '/api/kanban', expect: 'board' },
  { name: 'kanban add column', method: 'POST', path: '/api/kanban/column', body: { name: 'Blocked' }, expect: 'board', invalid: { body: { name: '' }, field: 'name' } },
  { name: 'kanban add task', method: 'POST', path: '/api/kanban/task', body: { columnId: 'col-1', name: 'Write the brief' }, expect: 'board', invalid: { body: { columnId: 'col-1', name: 'x', dueStart: '2026-02-02', dueEnd: '2026-01-01' }, field: 'dueEnd' } },
  { name: 'kanban move task', method: 'POST', path: '/api/kanban/move-task', body: { taskId: demoId, toColumnId: 'col-4', toIndex: 0 }, expect: 'board', invalid: { body: { taskId: demoId, toColumnId: 'col-9', toIndex: 0 }, field: 'toColumnId' } },
  // Calendar
  { name: 'calendar events', method: 'GET', path: '/api/calendar', expect: 'events' },
  { name: 'calendar create', method: 'POST', path: '/api/calendar', body: { title: 'Review', description: '', color: 'blue', allDay: false, start: '2026-11-20T10:00:00Z', end: '2026-11-20T11:00:00Z' }, expect: 'event', invalid: { body: { title: 'Review', description: '', color: 'blue', allDay: false, start: '2026-11-20T10:00:00Z', end: '2026-11-20T09:00:00Z' }, field: 'end' } },
  // Overview, notifications, role
  { name: 'overview', method: 'GET', path: '/api/overview/app', expect: 'figures' },
  { name: 'notifications', method: 'GET', path: '/api/notifications', expect: 'notifications' },
  { name: 'notifications read all', method: 'POST', path: '/api/notifications/read-all', expect: 'unreadCount' },
  { name: 'switch role', method: 'POST', path: '/api/auth/role', body: { role: 'manager' }, expect: 'user', invalid: { body: { role: 'root' }, field: 'role' } },
];

function call(c: Case, body = c.body) {
  return request<Record<string, unknown> | null>(c.method, c.path, { query: c.query, body });
}

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    return error as HttpError;
  }
  throw new Error('expected the request to fail');
}

describe.each(cases)('$method $path ($name)', (c) => {
  it('answers when signed in', async () => {
    await signInAsDemo();
    const body = await call(c);
    if (c.expect === 204) expect(body).toBeNull();
    else expect(body).toHaveProperty(c.expect);
  });

  it('answers 401 without a token', async () => {
    expect((await failure(call(c))).status).toBe(401);
  });

  if (c.invalid) {
    const invalid = c.invalid;
    it('answers 400 with field errors for an invalid payload', async () => {
      await signInAsDemo();
      const error = await failure(call(c, invalid.body));
      expect(error.status).toBe(400);
      expect(error.fieldErrors).toHaveProperty([invalid.field]);
    });
  }
});

describe('list endpoints', () => {
  it('page, sort, filter, search and count on the server', async () => {
    await signInAsDemo();
    const page = await request<{ items: { number: string; status: string }[]; total: number; counts: Record<string, number> }>(
      'GET',
      '/api/invoice/list',
      { query: { page: 2, pageSize: 5, sort: 'number', order: 'asc' } },
    );
    expect(page.items).toHaveLength(5);
    expect(page.total).toBe(24);
    expect(page.items[0]!.number).toBe('INV-2026-0406');
    expect(page.counts.all).toBe(24);

    const paid = await request<{ items: { status: string }[]; total: number }>('GET', '/api/invoice/list', { query: { status: 'paid' } });
    expect(paid.total).toBe(page.counts.paid);
    expect(paid.items.every((i) => i.status === 'paid')).toBe(true);

    const found = await request<{ items: { title: string }[] }>('GET', '/api/post/list', { query: { q: 'lakehouse' } });
    expect(found.items.map((p) => p.title)).toContain('Lakehouse or warehouse? A decision guide for 2027');
  });

  it('seeds deterministic data from the shared sample ids', async () => {
    await signInAsDemo();
    const { items } = await request<{ items: { id: string }[]; total: number }>('GET', '/api/job/list', { query: { pageSize: 100, sort: 'createdAt' } });
    expect(items).toHaveLength(24);
    expect(new Set(items.map((j) => j.id))).toEqual(new Set(sampleIds.slice(0, 24)));
    const { items: products } = await request<{ items: { id: string }[] }>('GET', '/api/product/list', { query: { pageSize: 100 } });
    expect(products.map((p) => p.id)).toContain('market-pulse');
  });
});
