// The analytics, banking and file overview pages (docs/api/overview.md) on each backend: every
// widget answers what the pages' one computation (src/lib/overview-pages) makes of the records the
// backend's own lists answer, figures follow writes made through the API (an invoice paid or
// waiting, an order completed then refunded, an enquiry's sender invoiced, a post unpublished, a
// file added, shared and trashed), and the query is read alike (range, q, page, an unknown widget).
// The clock is frozen during each test (Date only), so the backend and the expectations share `now`.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentSeed } from '@/lib/seed/dates';
import { seedFiles } from '@/lib/seed/file';
import { seedInvoices } from '@/lib/seed/invoice';
import { seedMail } from '@/lib/seed/mail';
import { seedOrders } from '@/lib/seed/order';
import { seedPosts } from '@/lib/seed/post';
import type { OverviewRange } from '@/lib/api-contract/overview';
import { calendarDay, type Invoice } from '@/lib/api-contract/invoice';
import type { FileItem } from '@/lib/api-contract/file';
import type { Order } from '@/lib/api-contract/order';
import type { Post } from '@/lib/api-contract/post';
import { analytics, ENQUIRY_LABEL, type AnalyticsSource } from '@/lib/overview-pages/analytics';
import { banking, type BankingSource } from '@/lib/overview-pages/banking';
import { file, type FileSource } from '@/lib/overview-pages/file';
import { trafficBetween } from '@/lib/overview-pages/traffic';
import { widgetContext, type SourcedWidget } from '@/lib/overview-pages/widget';
import { DAY, round2 } from '@/lib/overview-range';
import type { Backend } from './backends';
import { contractClient, type Json } from './client';

const RANGES = ['7d', '30d', '90d', '12m'] as const satisfies readonly OverviewRange[];
const WIDGETS = {
  analytics: Object.keys(analytics),
  banking: Object.keys(banking),
  file: Object.keys(file),
};

/** `records` in the order stored: the seed's first, then those written since, by creation. */
function stored<T extends { id: string; createdAt: string }>(listed: T[], seedIds: string[]): T[] {
  return [
    ...seedIds.flatMap((id) => listed.filter((r) => r.id === id)),
    ...listed.filter((r) => !seedIds.includes(r.id)).sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
  ];
}

const party = (name: string, email: string) => ({ name, company: `${name} Ltd`, email, address: '1 Ledger Lane', phone: '+44 20 0000' });

export function overviewPagesContractSuite(open: () => Promise<Backend>) {
  const client = contractClient(open);
  const { call, get, send, everything } = client;

  /** Freezes the clock (Date only) at the present moment, for the backend and the test alike. */
  const freeze = () => {
    const now = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    return now;
  };
  afterEach(() => {
    vi.useRealTimers();
  });

  const widget = async (page: string, name: string, query = '') => {
    const answer = await get(`/api/overview/${page}/${name}${query ? `?${query}` : ''}`);
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const figureOf = (body: Json, id: string) => (body.figures as Json[]).find((f) => f.id === id)!;

  /** What the pages read, as the backend's lists answer it (in the order stored). */
  const records = async () => {
    const [invoices, orders, posts, files] = await Promise.all([
      everything<Invoice>('/api/invoice/list'),
      everything<Order>('/api/order/list'),
      everything<Post>('/api/post/list?status=all'),
      everything<FileItem>('/api/file/list'),
    ]);
    const seedIds = async (seed: Promise<{ id: string }[]>) => (await seed).map((r) => r.id);
    return {
      invoices: stored(invoices, await seedIds(seedInvoices())),
      orders: stored(orders, await seedIds(seedOrders())),
      posts: stored(posts, await seedIds(seedPosts())),
      files: stored(files, await seedIds(seedFiles())),
      enquiries: currentSeed(await seedMail()).filter((m) => m.labelIds.includes(ENQUIRY_LABEL)),
    };
  };
  const sources = (r: Awaited<ReturnType<typeof records>>) => ({
    analytics: { enquiries: async () => r.enquiries, invoices: async () => r.invoices, posts: async () => r.posts } satisfies AnalyticsSource,
    banking: { invoices: async () => r.invoices, orders: async () => r.orders } satisfies BankingSource,
    file: { files: async () => r.files } satisfies FileSource,
  });

  describe('analytics, banking and file overview pages', () => {
    it('need a token; an unknown widget is 404, an unknown range 400, no range is 30 days', async () => {
      for (const page of Object.keys(WIDGETS)) {
        expect((await client.backend.request(`/api/overview/${page}/figures`)).status).toBe(401);
        for (const path of ['nope', 'constructor', '__proto__', 'toString'].flatMap((name) => [`${page}/${name}`, `${name}/figures`, `${name}/name`])) {
          const unknown = await get(`/api/overview/${path}`);
          expect([path, unknown.status, unknown.body]).toEqual([path, 404, { message: 'Not found' }]);
        }
        for (const range of ['2y', '', '30D', "30d' or 1=1 --"]) {
          const bad = await get(`/api/overview/${page}/figures?range=${encodeURIComponent(range)}`);
          expect([bad.status, bad.body.fieldErrors]).toEqual([400, { range: 'Choose 7d, 30d, 90d or 12m.' }]);
        }
        freeze();
        expect(await widget(page, 'figures')).toEqual(await widget(page, 'figures', 'range=30d'));
        vi.useRealTimers();
      }
    });

    it.each(RANGES)('answers every widget over %s as the pages’ computation does over the records the lists answer', async (range) => {
      const now = freeze();
      const from = sources(await records());
      const ctx = widgetContext(range, now);
      for (const [page, names] of Object.entries(WIDGETS)) {
        const widgets = { analytics, banking, file }[page as keyof typeof WIDGETS] as Record<string, SourcedWidget<unknown>>;
        const source = from[page as keyof typeof from];
        for (const name of names) expect([page, name, await widget(page, name, `range=${range}`)]).toEqual([page, name, await widgets[name]!(ctx, source)]);
      }
    });

    it('analytics: visits come from the day-by-day log, and the widgets agree with each other', async () => {
      const now = freeze();
      const w = widgetContext('30d', now).window;
      const days = trafficBetween(w.from, w.to, now);
      const figures = await widget('analytics', 'figures', 'range=30d');
      const visits = days.reduce((s, d) => s + d.visits, 0);
      expect(figures).toMatchObject({ range: '30d', from: new Date(w.from).toISOString(), to: new Date(w.to).toISOString() });
      expect(figureOf(figures, 'visits').value).toBe(visits);
      expect(visits).toBeGreaterThan(0);
      const sources = await widget('analytics', 'sources', 'range=30d');
      expect(sources.items.reduce((s: number, i: Json) => s + i.value, 0)).toBe(visits);
      const traffic = await widget('analytics', 'traffic', 'range=30d');
      expect(traffic).toMatchObject({ unit: 'day', valueUnit: 'count', keys: w.buckets.map((b) => b.key) });
      for (const item of sources.items as Json[]) expect((traffic.series[item.id] as number[]).reduce((s, v) => s + v, 0)).toBe(item.value);
      const countries = await widget('analytics', 'countries', 'range=30d');
      expect(countries.items.reduce((s: number, i: Json) => s + i.value, 0)).toBe(visits);
      const funnel = await widget('analytics', 'funnel', 'range=30d');
      expect(funnel.steps).toEqual([
        { id: 'visits', value: visits },
        { id: 'enquiries', value: figureOf(figures, 'enquiries').value },
        { id: 'engagements', value: figureOf(figures, 'engagements').value },
      ]);
      expect(funnel.steps[2].value).toBeLessThanOrEqual(funnel.steps[1].value);
    });

    it('analytics: an enquiry becomes an engagement once an invoice to its sender leaves draft', async () => {
      const now = freeze();
      const { invoices, enquiries } = await records();
      const engaged = (email: string, asked: string) =>
        invoices.some((i) => i.status !== 'draft' && i.to.email.toLowerCase() === email.toLowerCase() && i.createdAt >= asked);
      const waiting = enquiries.filter((m) => Date.parse(m.createdAt) <= now && !engaged(m.from.email, m.createdAt));
      const open = [...waiting].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
      expect(open, 'the seed has an enquiry not yet engaged').toBeDefined();
      // The shortest range that holds it, and how many of that sender's open enquiries it holds.
      const range = RANGES.find((r) => widgetContext(r, now).window.from <= Date.parse(open!.createdAt))!;
      const w = widgetContext(range, now).window;
      const gained = waiting.filter((m) => m.from.email.toLowerCase() === open!.from.email.toLowerCase() && Date.parse(m.createdAt) >= w.from).length;
      const query = `range=${range}`;
      const before = await widget('analytics', 'figures', query);
      const today = calendarDay(now);
      const draft = await send('POST', '/api/invoice', {
        status: 'draft',
        issuedAt: today,
        dueAt: today,
        from: party('Corvane', 'billing@corvane.example'),
        to: party(open!.from.name, open!.from.email.toUpperCase()),
        lines: [{ title: 'Discovery workshop', description: '', quantity: 1, price: 900 }],
        taxRate: 20,
        discount: 0,
        notes: '',
      });
      expect(draft.status).toBe(201);
      const id = draft.body.invoice.id as string;
      expect(figureOf(await widget('analytics', 'figures', query), 'engagements').value).toBe(figureOf(before, 'engagements').value);
      expect((await send('PATCH', `/api/invoice/${id}`, { status: 'pending' })).status).toBe(200);
      const after = await widget('analytics', 'figures', query);
      expect(gained).toBeGreaterThanOrEqual(1);
      expect(figureOf(after, 'engagements').value).toBe(figureOf(before, 'engagements').value + gained);
      expect(figureOf(after, 'enquiries')).toEqual(figureOf(before, 'enquiries'));
      expect((await widget('analytics', 'funnel', query)).steps[2].value).toBe(figureOf(before, 'engagements').value + gained);
      expect((await call('DELETE', `/api/invoice/${id}`)).status).toBe(204);
      expect(await widget('analytics', 'figures', query)).toEqual(before);
    });

    it('analytics: the top posts are the published ones most read; an unpublished post leaves them', async () => {
      freeze();
      const { posts } = await records();
      const top = posts.filter((p) => p.status === 'published').sort((a, b) => b.views - a.views).slice(0, 5);
      const pages = await widget('analytics', 'pages', 'range=90d');
      expect(pages.posts).toEqual(top.map((p) => ({ id: p.id, title: p.title, views: p.views, publishedAt: p.publishedAt })));
      expect(pages.pages.map((p: Json) => p.path)).toContain('/pricing');
      const first = top[0]!;
      expect((await send('PATCH', `/api/post/${first.id}`, { status: 'draft' })).status).toBe(200);
      const without = await widget('analytics', 'pages', 'range=90d');
      expect(without.posts.map((p: Json) => p.id)).not.toContain(first.id);
      expect(without.posts[0].id).toBe(top[1]!.id);
      expect((await send('PATCH', `/api/post/${first.id}`, { status: 'published' })).status).toBe(200);
      expect((await widget('analytics', 'pages', 'range=90d')).posts).toEqual(pages.posts);
    });

    it('banking: a paid invoice comes in today, waiting ones are receivable by age, a refunded order goes back out', async () => {
      const now = freeze();
      const today = calendarDay(now);
      const daysAgo = (n: number) => calendarDay(now - n * DAY);
      const [accounts, figures, receivables] = [await widget('banking', 'accounts'), await widget('banking', 'figures', 'range=7d'), await widget('banking', 'receivables')];
      const invoice = async (status: string, issuedAt: string, dueAt: string, price: number) => {
        const answer = await send('POST', '/api/invoice', {
          status,
          issuedAt,
          dueAt,
          from: party('Corvane', 'billing@corvane.example'),
          to: party('Ledger Test', 'ledger.test@example.com'),
          lines: [{ title: 'Data audit', description: '', quantity: 2, price }],
          taxRate: 20,
          discount: 0,
          notes: '',
        });
        expect(answer.status).toBe(201);
        return answer.body.invoice as Invoice;
      };
      const paid = await invoice('paid', today, today, 150.25);
      const waiting = await invoice('pending', today, calendarDay(now + 10 * DAY), 80.1);
      const late = await invoice('pending', daysAgo(60), daysAgo(45), 33.33);

      const balance = (body: Json, id: string) => (body.accounts as Json[]).find((a) => a.id === id)!.balance;
      const accountsAfter = await widget('banking', 'accounts');
      expect(balance(accountsAfter, 'operating')).toBe(round2(balance(accounts, 'operating') + paid.total));
      expect(balance(accountsAfter, 'reserve')).toBe(balance(accounts, 'reserve'));
      const figuresAfter = await widget('banking', 'figures', 'range=7d');
      expect(figureOf(figuresAfter, 'income').value).toBe(round2(figureOf(figures, 'income').value + paid.total));
      expect(figureOf(figuresAfter, 'balance').value).toBe(round2(figureOf(figures, 'balance').value + paid.total));
      expect(figureOf(figuresAfter, 'expenses')).toEqual(figureOf(figures, 'expenses'));
      const found = await widget('banking', 'transactions', `range=7d&q=${encodeURIComponent(paid.number.toLowerCase())}`);
      expect(found).toEqual({
        transactions: [{ id: `invoice-${paid.id}`, at: new Date(now).toISOString(), description: paid.number, counterparty: 'Ledger Test Ltd', category: 'invoice', accountId: 'operating', amount: paid.total }],
        total: 1,
        page: 1,
        pageSize: 12,
      });
      const bucket = (body: Json, id: string) => (body.buckets as Json[]).find((b) => b.id === id)!;
      const receivablesAfter = await widget('banking', 'receivables');
      expect(bucket(receivablesAfter, 'current')).toEqual({ id: 'current', count: bucket(receivables, 'current').count + 1, amount: round2(bucket(receivables, 'current').amount + waiting.total) });
      expect(bucket(receivablesAfter, '31-60')).toEqual({ id: '31-60', count: bucket(receivables, '31-60').count + 1, amount: round2(bucket(receivables, '31-60').amount + late.total) });
      expect(receivablesAfter.total).toBe(round2(receivables.total + waiting.total + late.total));

      const product = (await get('/api/product/list?pageSize=1')).body.items[0] as { id: string };
      const placed = await send('POST', '/api/order', {
        source: 'shop',
        items: [{ sku: `${product.id}:team`, name: 'Ledger item', quantity: 1, unitPrice: 49.5 }],
        billing: { name: 'Refund Buyer', email: 'refund.buyer@example.com', company: 'Refund Co', address: '2 Ledger Lane', city: 'Leeds', zip: 'LS1 1AA', country: 'GB' },
        billingPeriod: 'monthly',
        payment: { brand: 'Visa', last4: '4242' },
      });
      expect(placed.status).toBe(201);
      const order = placed.body.order as Order;
      const ofOrder = async () => (await widget('banking', 'transactions', `range=7d&q=${encodeURIComponent(order.number)}`)).transactions as Json[];
      expect(await ofOrder()).toEqual([]);
      expect((await send('PATCH', `/api/order/${order.id}`, { status: 'completed' })).status).toBe(200);
      const sale = { id: `order-${order.id}`, at: order.createdAt, description: order.number, counterparty: 'Refund Co', category: 'order', accountId: 'operating', amount: order.total };
      expect(await ofOrder()).toEqual([sale]);
      expect((await send('PATCH', `/api/order/${order.id}`, { status: 'refunded' })).status).toBe(200);
      // Paid back 3 days after the order or by now, whichever comes first: here now, the order's own moment.
      expect(await ofOrder()).toEqual([sale, { ...sale, id: `refund-${order.id}`, at: new Date(now).toISOString(), category: 'refund', amount: -order.total }]);
      const refunded = await widget('banking', 'figures', 'range=7d');
      expect(figureOf(refunded, 'expenses').value).toBe(round2(figureOf(figures, 'expenses').value + order.total));
      expect(figureOf(refunded, 'income').value).toBe(round2(figureOf(figures, 'income').value + paid.total + order.total));

      for (const id of [paid.id, waiting.id, late.id]) expect((await call('DELETE', `/api/invoice/${id}`)).status).toBe(204);
      expect((await call('DELETE', `/api/order/${order.id}`)).status).toBe(204);
      expect(await widget('banking', 'accounts')).toEqual(accounts);
      expect(await widget('banking', 'receivables')).toEqual(receivables);
    });

    it('banking: transactions page newest first, a page past the last answers the last, q is text', async () => {
      freeze();
      const all = await widget('banking', 'transactions', 'range=12m&pageSize=100');
      expect(all.total).toBeGreaterThan(12);
      const list = all.transactions as Json[];
      for (let page = 2; list.length < all.total; page += 1) list.push(...(await widget('banking', 'transactions', `range=12m&pageSize=100&page=${page}`)).transactions);
      expect(list.map((t) => t.at)).toEqual([...list.map((t) => t.at)].sort().reverse());
      const second = await widget('banking', 'transactions', 'range=12m&pageSize=5&page=2');
      expect(second).toEqual({ transactions: list.slice(5, 10), total: all.total, page: 2, pageSize: 5 });
      const last = Math.ceil(all.total / 5);
      expect(await widget('banking', 'transactions', 'range=12m&pageSize=5&page=99999')).toEqual({
        transactions: list.slice((last - 1) * 5, last * 5),
        total: all.total,
        page: last,
        pageSize: 5,
      });
      expect(await widget('banking', 'transactions', 'range=12m&pageSize=0&page=-3')).toMatchObject({ page: 1, pageSize: 12 });
      expect((await widget('banking', 'transactions', 'range=12m&pageSize=1000')).pageSize).toBe(100);
      const payroll = await widget('banking', 'transactions', 'range=12m&q=PAYROLL');
      expect(payroll.total).toBeGreaterThan(0);
      expect((payroll.transactions as Json[]).every((t) => t.category === 'payroll')).toBe(true);
      for (const q of ['%', '_', "' or 1=1 --"]) expect((await widget('banking', 'transactions', `range=12m&q=${encodeURIComponent(q)}`)).total).toBe(0);
    });

    it('file: a new file counts in storage, added and recent; shared, it is listed as shared; trashed, it is gone', async () => {
      const now = freeze();
      const [figures, storage, shared] = [await widget('file', 'figures', 'range=7d'), await widget('file', 'storage'), await widget('file', 'shared')];
      const folder = await send('POST', '/api/file', { name: 'Overview folder', kind: 'folder', size: 0, parentId: null });
      expect(folder.status).toBe(201);
      const created = await send('POST', '/api/file', { name: 'Overview figures.csv', kind: 'data', size: 4321, parentId: folder.body.file.id });
      expect(created.status).toBe(201);
      const item = created.body.file as FileItem;

      const after = await widget('file', 'figures', 'range=7d');
      expect(figureOf(after, 'storage')).toEqual({ ...figureOf(figures, 'storage'), value: figureOf(figures, 'storage').value + 4321 });
      expect(figureOf(after, 'files')).toEqual({ ...figureOf(figures, 'files'), value: figureOf(figures, 'files').value + 1 });
      expect(figureOf(after, 'added').value).toBe(figureOf(figures, 'added').value + 1);
      const data = (body: Json) => (body.items as Json[]).find((i) => i.id === 'data') ?? { value: 0, count: 0 };
      const storageAfter = await widget('file', 'storage');
      expect([data(storageAfter).value, data(storageAfter).count]).toEqual([data(storage).value + 4321, data(storage).count + 1]);
      expect((await widget('file', 'recent', 'range=7d')).files[0]).toEqual({
        id: item.id,
        name: 'Overview figures.csv',
        kind: 'data',
        size: 4321,
        modifiedAt: item.modifiedAt,
        sharedWith: [],
        folder: 'Overview folder',
      });
      const activity = await widget('file', 'activity', 'range=7d');
      expect(activity.series.added.at(-1)).toBeGreaterThanOrEqual(1);
      // The new folder holds one file changed today: ranked among the others as the pages' computation ranks it.
      const listed = await records();
      expect(listed.files.filter((f) => f.parentId === folder.body.file.id).map((f) => f.id)).toEqual([item.id]);
      expect(await widget('file', 'folders', 'range=7d')).toEqual(await file.folders!(widgetContext('7d', now), sources(listed).file));

      expect((await send('PATCH', `/api/file/${item.id}`, { sharedWith: [{ name: 'Ada Share', email: 'ada.share@example.com', permission: 'view' }] })).status).toBe(200);
      const sharedAfter = await widget('file', 'shared');
      expect(sharedAfter.files[0]).toMatchObject({ id: item.id, sharedWith: ['Ada Share'], folder: 'Overview folder' });
      expect(sharedAfter.files.slice(1)).toEqual(shared.files.slice(0, 5));

      expect((await send('POST', '/api/file/trash', { ids: [folder.body.file.id] })).status).toBe(200);
      const trashed = await widget('file', 'figures', 'range=7d');
      expect([figureOf(trashed, 'storage'), figureOf(trashed, 'files')]).toEqual([figureOf(figures, 'storage'), figureOf(figures, 'files')]);
      expect(await widget('file', 'shared')).toEqual(shared);
      expect(await widget('file', 'storage')).toEqual(storage);
    });
  });
}
