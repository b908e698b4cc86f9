// The contract suite against the server on a fresh in-memory PGlite (app.request(), no port), and
// what only the server does: the attempt limit, XSRF, CORS, health and headers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverBackend } from './backends';
import { contractSuite } from './suite';
import { appsContractSuite } from './suite-apps';
import { formsResetContractSuite } from './suite-forms-reset';
import { mailKanbanCalendarContractSuite } from './suite-mail-kanban-calendar';
import { overviewPagesContractSuite } from './suite-overview-pages';
import { privacyContractSuite } from './suite-privacy';
import { sharingContractSuite } from './suite-sharing';
import { teamContractSuite } from './suite-team';

contractSuite(serverBackend);
appsContractSuite(serverBackend);
mailKanbanCalendarContractSuite(serverBackend);
overviewPagesContractSuite(serverBackend);
// Registration open (accounts B and C register) and the role switch on (B and C take other roles for a while).
privacyContractSuite(() => serverBackend({ registration: 'open', roleSwitch: true }));
teamContractSuite(serverBackend);
sharingContractSuite(serverBackend);
formsResetContractSuite(serverBackend);

describe('server only', () => {
  let backend: Awaited<ReturnType<typeof serverBackend>>;
  beforeAll(async () => {
    backend = await serverBackend({ corsOrigins: ['https://cdn.corvane.example'], loginLimit: { perAccount: 3, perAddress: 50, windowSeconds: 900 } });
  });
  afterAll(() => backend.close());
  const EMAIL = 'limited@example.com';
  const login = (password: string, headers: Record<string, string> = {}) =>
    backend.request('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ email: EMAIL, password }),
    });

  it('reports the database in /api/health, with no-store and nosniff', async () => {
    const answer = await backend.request('/api/health');
    expect(answer.status).toBe(200);
    const kind = process.env.CONTRACT_DATABASE_URL ? 'postgres' : 'pglite';
    expect(await answer.json()).toMatchObject({ ok: true, database: { kind, ok: true } });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('limits failed sign-ins per account: 429 with Retry-After, even with the right password', async () => {
    const registered = await backend.request('/api/auth/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: 'Right-passw0rd', firstName: 'Li', lastName: 'Mited' }),
    });
    expect(registered.status).toBe(201);
    for (let i = 0; i < 3; i++) expect((await login('Wrong-passw0rd')).status).toBe(401);
    const limited = await login('Right-passw0rd');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(800);
  });

  it('checks the XSRF cookie against its header on unsafe methods, and sets the cookie', async () => {
    const first = await backend.request('/api/health');
    expect(first.headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=[\w-]+; Path=\/; SameSite=Strict/);
    const body = JSON.stringify({ email: 'x@example.com' });
    const mismatch = await backend.request('/api/auth/forgot-password', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: 'XSRF-TOKEN=abc', 'X-XSRF-TOKEN': 'abd' },
      body,
    });
    expect(mismatch.status).toBe(403);
    const match = await backend.request('/api/auth/forgot-password', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: 'XSRF-TOKEN=abc', 'X-XSRF-TOKEN': 'abc' },
      body,
    });
    expect(match.status).toBe(202);
  });

  it('allows CORS for the listed origins only', async () => {
    const preflight = (origin: string) =>
      backend.request('/api/user/list', { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' } });
    expect((await preflight('https://cdn.corvane.example')).headers.get('access-control-allow-origin')).toBe('https://cdn.corvane.example');
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('lets a build on another origin resume a live-update stream (Last-Event-ID allowed)', async () => {
    const preflight = await backend.request('/api/events', {
      method: 'OPTIONS',
      headers: { Origin: 'https://cdn.corvane.example', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization,last-event-id' },
    });
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('last-event-id');
  });

  it('never answers a password hash or salt', async () => {
    const answer = await login('Wrong-passw0rd', { 'X-Forwarded-For': '10.0.0.1' });
    expect(JSON.stringify(await answer.json())).not.toMatch(/hash|salt/i);
  });
});

describe('server only: files', () => {
  let backend: Awaited<ReturnType<typeof serverBackend>>;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    backend = await serverBackend();
    const signIn = async (email: string, register: boolean) => {
      const path = register ? '/api/auth/register' : '/api/auth/login';
      const body = register ? { email, password: 'Str0ng-enough', firstName: 'Other', lastName: 'Person' } : { email, password: 'Corvane-demo-2026' };
      const answer = await backend.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      return ((await answer.json()) as { accessToken: string }).accessToken;
    };
    tokens.demo = await signIn('demo@corvane.example', false);
    tokens.other = await signIn('other.files@example.com', true);
    tokens.shared = await signIn('shared.files@example.com', true);
  });
  afterAll(() => backend.close());
  const as = (who: string, method: string, path: string, body?: BodyInit, type = 'application/json') =>
    backend.request(path, { method, headers: { Authorization: `Bearer ${tokens[who]}`, 'Content-Type': type }, body });
  const uploadAs = async (who: string, name: string, bytes: Uint8Array<ArrayBuffer>) => {
    const started = await as(who, 'POST', '/api/file/uploads', JSON.stringify({ name, size: bytes.byteLength, type: '', parentId: null }));
    const { uploadId } = (await started.json()) as { uploadId: string };
    expect((await as(who, 'PUT', `/api/file/uploads/${uploadId}?offset=0`, bytes, 'application/octet-stream')).status).toBe(200);
    return as(who, 'POST', `/api/file/uploads/${uploadId}/complete`);
  };

  it('answers an oversized chunk with 413 and a clear message', async () => {
    const started = await as('demo', 'POST', '/api/file/uploads', JSON.stringify({ name: 'big.csv', size: 40 * 1024 * 1024, type: 'text/csv', parentId: null }));
    const { uploadId } = (await started.json()) as { uploadId: string };
    const answer = await as('demo', 'PUT', `/api/file/uploads/${uploadId}?offset=0`, new Uint8Array(2 * 1024 * 1024), 'application/octet-stream');
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ message: 'A chunk can be at most 512 KB: send the file in chunks of chunkSize bytes.' });
  });

  it('checks the declared type against the bytes', async () => {
    const notPng = await uploadAs('demo', 'photo.png', new TextEncoder().encode('just some text, not an image'));
    expect(notPng.status).toBe(400);
    expect(await notPng.json()).toMatchObject({ fieldErrors: { name: 'The file’s content is not a .png file.' } });
    const zipAsCsv = await uploadAs('demo', 'data.csv', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4]));
    expect(zipAsCsv.status).toBe(400);
    const png = await uploadAs('demo', 'pixel.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]));
    expect(png.status).toBe(201);
  });

  it('lets only the owner and those it is shared with read an upload; 404 for others, also in lists and usage', async () => {
    const bytes = new TextEncoder().encode('id,value\n1,2\n');
    const done = await uploadAs('demo', 'Private "numbers".csv'.replace(/"/g, ''), bytes);
    const { file } = (await done.json()) as { file: { id: string; name: string } };
    const read = (who: string) => as(who, 'GET', `/api/file/${file.id}/content`);
    expect((await read('demo')).status).toBe(200);
    for (const who of ['other', 'shared']) {
      expect((await read(who)).status).toBe(404);
      expect((await as(who, 'GET', `/api/file/details?id=${file.id}`)).status).toBe(404);
      expect((await as(who, 'DELETE', `/api/file/${file.id}`)).status).toBe(404);
      expect((await as(who, 'PATCH', `/api/file/${file.id}`, JSON.stringify({ name: 'mine.csv' }))).status).toBe(404);
      const list = (await (await as(who, 'GET', '/api/file/list?q=private&pageSize=100')).json()) as { total: number };
      expect(list.total).toBe(0);
    }
    const shared = await as('demo', 'PATCH', `/api/file/${file.id}`, JSON.stringify({ sharedWith: [{ name: 'Shared', email: 'Shared.Files@example.com', permission: 'view' }] }));
    expect(shared.status).toBe(200);
    const back = await read('shared');
    expect(back.status).toBe(200);
    expect(Buffer.from(await back.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    expect(back.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`);
    expect(back.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await read('other')).status).toBe(404);
  });

  it('counts an upload in the file overview of its owner and of those it is shared with, not of others', async () => {
    type Figures = { figures: { id: string; value: number }[] };
    const overview = async (who: string, widget: string) => (await (await as(who, 'GET', `/api/overview/file/${widget}?range=7d`)).json()) as Record<string, unknown>;
    const totals = async (who: string) => Object.fromEntries(((await overview(who, 'figures')) as Figures).figures.filter((f) => ['storage', 'files'].includes(f.id)).map((f) => [f.id, f.value]));
    const ids = async (who: string, widget: string) => ((await overview(who, widget)).files as { id: string }[]).map((f) => f.id);
    const [demoBefore, otherBefore] = [await totals('demo'), await totals('other')];
    const bytes = new TextEncoder().encode('id,value\n1,2\n3,4\n');
    const done = await uploadAs('other', 'Other overview.csv', bytes);
    expect(done.status).toBe(201);
    const { file } = (await done.json()) as { file: { id: string } };
    expect(await totals('other')).toEqual({ storage: otherBefore.storage! + bytes.byteLength, files: otherBefore.files! + 1 });
    expect(await ids('other', 'recent')).toContain(file.id);
    expect(await totals('demo')).toEqual(demoBefore);
    expect(await ids('demo', 'recent')).not.toContain(file.id);
    const shared = await as('other', 'PATCH', `/api/file/${file.id}`, JSON.stringify({ sharedWith: [{ name: 'Demo', email: 'DEMO@corvane.example', permission: 'view' }] }));
    expect(shared.status).toBe(200);
    expect(await totals('demo')).toEqual({ storage: demoBefore.storage! + bytes.byteLength, files: demoBefore.files! + 1 });
    expect((await ids('demo', 'shared'))[0]).toBe(file.id);
    expect((await as('other', 'DELETE', `/api/file/${file.id}`)).status).toBe(204);
    expect(await totals('demo')).toEqual(demoBefore);
  });
});

describe('server only: the built app from the same origin', () => {
  it('answers the shell for app paths, assets as they are, with the hosting headers, and never outside the folder', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const root = mkdtempSync(join(tmpdir(), 'corvane-static-'));
    mkdirSync(join(root, 'static'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Corvane</title>');
    writeFileSync(join(root, 'static', 'app.js'), 'console.log(1)');
    writeFileSync(join(root, '_headers'), '/*\n  X-Frame-Options: DENY\n');
    const backend = await serverBackend({ staticDir: root });
    try {
      for (const path of ['/', '/dashboard/user/list', '/index.html']) {
        const answer = await backend.request(path);
        expect([path, answer.status]).toEqual([path, 200]);
        expect(await answer.text()).toContain('<title>Corvane</title>');
        expect(answer.headers.get('x-frame-options')).toBe('DENY');
        expect(answer.headers.get('cache-control')).toBe('no-cache');
      }
      const asset = await backend.request('/static/app.js');
      expect([asset.status, await asset.text()]).toEqual([200, 'console.log(1)']);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await (await backend.request('/..%2f..%2fetc%2fpasswd')).text()).not.toContain('root:');
    } finally {
      await backend.close();
    }
  });
});

describe('server only: live events of posts, invoices, orders, jobs and tours', () => {
  let backend: Awaited<ReturnType<typeof serverBackend>>;
  let auth: Record<string, string>;
  beforeAll(async () => {
    backend = await serverBackend();
    const login = await backend.request('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'demo@corvane.example', password: 'Corvane-demo-2026' }),
    });
    auth = { Authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}`, 'Content-Type': 'application/json' };
  });
  afterAll(() => backend.close());
  const send = async (method: string, path: string, body?: unknown) => {
    const answer = await backend.request(path, { method, headers: auth, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: answer.status, body: (answer.status === 204 ? null : await answer.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };

  it('publishes each write once it is stored, and nothing for a refused one or a status set again', async () => {
    await backend.live.ready;
    const seen: string[] = [];
    const told: unknown[] = [];
    const stop = backend.live.subscribe(({ event, audience }) => {
      seen.push(`${event.group} ${event.action} ${event.id}`);
      if (event.group === 'notification') told.push(audience);
    });
    try {
      const post = (await send('POST', '/api/post', { title: 'Live post of the server', description: 'A summary long enough.', content: '<p>Enough words to be an article here.</p>', tags: ['live'], metaKeywords: [], status: 'draft' })).body.post;
      await send('PATCH', `/api/post/${post.id}`, { status: 'published' });
      await send('POST', `/api/post/${post.id}/comments`, { message: 'Live comment' });
      expect((await send('PATCH', `/api/post/${post.id}`, { status: 'gone' })).status).toBe(400);
      await send('DELETE', `/api/post/${post.id}`);
      const party = { name: 'Live Client', company: '', email: 'live@example.com', address: '1 Live Street', phone: '' };
      const invoice = (await send('POST', '/api/invoice', { status: 'draft', issuedAt: '2026-11-01', dueAt: '2026-12-01', from: party, to: party, lines: [{ title: 'Live', description: '', quantity: 1, price: 10 }], taxRate: 20, discount: 0, notes: '' })).body.invoice;
      await send('POST', `/api/invoice/${invoice.id}/send`, {});
      await send('POST', '/api/invoice/bulk-delete', { ids: [invoice.id] });
      const order = (await send('POST', '/api/order', { source: 'shop', items: [{ sku: 'x:team', name: 'Live item', quantity: 1, unitPrice: 10 }], billing: { name: 'Live Buyer', email: 'live@example.com', address: '1 Live Street', city: 'Paris', zip: '75001', country: 'FR' }, billingPeriod: 'monthly', payment: { brand: 'Visa', last4: '4242' } })).body.order;
      await send('PATCH', `/api/order/${order.id}`, { status: 'completed' });
      await send('PATCH', `/api/order/${order.id}`, { status: 'completed' });
      await send('DELETE', `/api/order/${order.id}`);
      await expect.poll(() => seen.length).toBeGreaterThanOrEqual(11);
      expect(seen.filter((s) => !s.startsWith('notification'))).toEqual([
        `post created ${post.id}`, `post updated ${post.id}`, `post updated ${post.id}`, `post deleted ${post.id}`,
        `invoice created ${invoice.id}`, `invoice updated ${invoice.id}`, `invoice deleted ${invoice.id}`,
        `order created ${order.id}`, `order updated ${order.id}`, `order deleted ${order.id}`,
      ]);
      // The checkout's notification: one for each active admin and manager (the demo account among
      // them, and others the suites above made), each heard by its own account only.
      const accounts = (told as { accounts: string[] }[]).map((a) => a.accounts);
      expect(seen.filter((s) => s.startsWith('notification created'))).toHaveLength(accounts.length);
      expect(accounts.every((a) => a.length === 1)).toBe(true);
      expect(new Set(accounts.flat()).size).toBe(accounts.length);
      expect(accounts.flat()).toContain((await send('GET', '/api/auth/me')).body.user.id);
    } finally {
      stop();
    }
  });

  it('publishes the job writes (a candidate and a stage move as an update of its job), nothing for a refused one', async () => {
    await backend.live.ready;
    const seen: string[] = [];
    const stop = backend.live.subscribe(({ event }) => seen.push(`${event.group} ${event.action} ${event.id}`));
    try {
      const job = (await send('POST', '/api/job', { title: 'Live job', department: 'engineering', content: '<p>Twenty characters of description.</p>', employmentTypes: ['full-time'], experience: 'entry', locations: ['remote'], skills: ['SQL'], benefits: [], salary: { type: 'negotiable', min: 0, max: 0, currency: 'EUR', period: 'year' }, status: 'draft', expiresAt: '2027-01-01' })).body.job;
      const candidate = (await send('POST', `/api/job/${job.id}/candidates`, { name: 'Live Person', email: 'live.person@example.com', headline: '' })).body.candidate;
      expect((await send('POST', `/api/job/${job.id}/candidates`, { name: 'Live Person', email: 'live.person@example.com', headline: '' })).status).toBe(409);
      expect((await send('PATCH', `/api/job/${job.id}/candidates/${candidate.id}`, { status: 'hired' })).status).toBe(409);
      await send('PATCH', `/api/job/${job.id}/candidates/${candidate.id}`, { status: 'screening' });
      await send('PATCH', `/api/job/${job.id}`, { status: 'published' });
      await send('DELETE', `/api/job/${job.id}`);
      await expect.poll(() => seen.length).toBeGreaterThanOrEqual(5);
      expect(seen).toEqual([`job created ${job.id}`, `job updated ${job.id}`, `job updated ${job.id}`, `job updated ${job.id}`, `job deleted ${job.id}`]);
    } finally {
      stop();
    }
  });

  it('publishes the tour writes (a booking taken or decided as an update of its tour), nothing for a refused approval', async () => {
    await backend.live.ready;
    const seen: string[] = [];
    const stop = backend.live.subscribe(({ event }) => seen.push(`${event.group} ${event.action} ${event.id}`));
    try {
      const tour = (await send('POST', '/api/tour', { name: 'Live tour', content: '<p>Twenty characters of programme.</p>', highlights: [], city: 'Lyon', country: 'FR', services: ['workshops'], tags: [], price: 100, priceSale: null, startDate: '2027-01-01', endDate: '2027-01-02', capacity: 1, guides: [{ name: 'Live Guide', role: '', email: 'live.guide@example.com' }], images: [], status: 'draft' })).body.tour;
      const [first, second] = [(await send('POST', `/api/tour/${tour.id}/bookings`, { customer: 'Live One', company: '', seats: 1 })).body.booking, (await send('POST', `/api/tour/${tour.id}/bookings`, { customer: 'Live Two', company: '', seats: 1 })).body.booking];
      await send('PATCH', `/api/tour/${tour.id}/bookings/${first.id}`, { status: 'approved' });
      expect((await send('PATCH', `/api/tour/${tour.id}/bookings/${second.id}`, { status: 'approved' })).status).toBe(409);
      await send('POST', '/api/tour/bulk-delete', { ids: [tour.id] });
      await expect.poll(() => seen.length).toBeGreaterThanOrEqual(5);
      expect(seen).toEqual([`tour created ${tour.id}`, `tour updated ${tour.id}`, `tour updated ${tour.id}`, `tour updated ${tour.id}`, `tour deleted ${tour.id}`]);
    } finally {
      stop();
    }
  });
});
