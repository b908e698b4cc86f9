// The contract suite (docs/api/auth.md, user.md, product.md, crud-groups.md): one body of tests,
// run against each backend (demo.test.ts, server.test.ts). Expectations are worked out from the
// committed seed with the demo's own rules (sort order, computed figures), so a backend that
// answers differently fails here. Each file shares one backend; tests that write undo their writes
// or use records of their own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentSeed } from '@/lib/seed/dates';
import { seedOrders } from '@/lib/seed/order';
import { seedProductReviews } from '@/lib/seed/product-reviews';
import { seedProducts } from '@/lib/seed/product';
import { seedUsers } from '@/lib/seed/user';
import { seedPosts } from '@/lib/seed/post';
import { seedInvoices } from '@/lib/seed/invoice';
import { normalize } from '@/lib/api-contract/list-query';
import { statsOf } from '@/demo-api/product-stats';
import { calendarDay, invoiceStatus, invoiceStatuses, type Invoice } from '@/lib/api-contract/invoice';
import type { Post } from '@/lib/api-contract/post';
import { invoiceTotals } from '@/lib/invoice-totals';
import { addCents, fromCents, toCents } from '@/lib/money';
import { productDetailFields, type Product } from '@/lib/api-contract/product';
import type { User } from '@/lib/api-contract/user';
import { codeIn, type Backend } from './backends';
import { expectStaleUpdateRefused } from './edit-conflict-case';

const DEMO = { email: 'demo@corvane.example', password: 'Corvane-demo-2026' };
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * The ids of `records` in the demo's list order: a stable ascending sort (numbers by value, strings
 * by the collator, missing values last), reversed for `desc`.
 */
export function demoOrder<T extends { id: string }>(records: readonly T[], key: (r: T) => string | number | null, order: 'asc' | 'desc'): string[] {
  const cmp = (a: string | number | null, b: string | number | null) => {
    if (a === b) return 0;
    if (a === null) return 1;
    if (b === null) return -1;
    return typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
  };
  const asc = records.map((r, i) => ({ r, i })).sort((a, b) => cmp(key(a.r), key(b.r)) || a.i - b.i).map((x) => x.r.id);
  return order === 'asc' ? asc : asc.reverse();
}

/** The demo's `q`: every word a substring of the record's normalised text. */
export const matchesQ = (text: string, q: string) => {
  const hay = normalize(text);
  return normalize(q).split(/\s+/).filter(Boolean).every((w) => hay.includes(w));
};

/** `q` values that are SQL or LIKE syntax, to be taken as text. */
export const HOSTILE_Q = ['%', '_', "' or 1=1 --", '"; drop table posts; --', '\\', 'a%b', '%_%'];

export function contractSuite(open: () => Promise<Backend>) {
  let backend: Backend;
  let auth: Record<string, string>;
  let seedUserList: User[];
  let seedProductList: Product[];
  const call = async (method: string, path: string, init: RequestInit = {}) => {
    const response = await backend.request(path, { ...init, method, headers: { ...auth, ...(init.headers as Record<string, string>) } });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : null) as Json };
  };
  const get = (path: string) => call('GET', path);
  const send = (method: string, path: string, body: unknown) => call(method, path, json(body));
  /**
   * The code a backend sent to the address: the server mails it and answers no `demoCode`
   * (AUTH_EXPOSE_CODES is off by default); the demo, which mails nothing, answers it.
   */
  const codeSent = (answer: { body: Json }, email: string): string | undefined => {
    if (!backend.mailbox) return answer.body.demoCode as string | undefined;
    expect(answer.body.demoCode).toBeUndefined();
    return codeIn(backend.mailbox.last(email));
  };

  beforeAll(async () => {
    backend = await open();
    const login = await backend.request('/api/auth/login', { method: 'POST', ...json(DEMO) });
    const { accessToken } = (await login.json()) as { accessToken: string };
    auth = { Authorization: `Bearer ${accessToken}` };
    seedUserList = currentSeed(await seedUsers());
    seedProductList = currentSeed(await seedProducts());
  });
  afterAll(() => backend.close());

  describe('auth', () => {
    it('signs the demo account in with a JWT whose exp is an hour away', async () => {
      const { status, body } = await call('POST', '/api/auth/login', { ...json(DEMO), headers: { 'Content-Type': 'application/json' } });
      expect(status).toBe(200);
      const claims = JSON.parse(Buffer.from(body.accessToken.split('.')[1], 'base64url').toString()) as Json;
      expect(claims.exp - Math.floor(Date.now() / 1000)).toBeGreaterThan(3590);
      expect(claims).toMatchObject({ sub: body.user.id, email: DEMO.email, role: 'admin' });
      expect(body.user).toMatchObject({ email: DEMO.email, firstName: 'Amira', lastName: 'Haddad', displayName: 'Amira Haddad', role: 'admin', emailVerified: true });
      expect(Object.keys(body.user).sort()).toEqual(['createdAt', 'displayName', 'email', 'emailVerified', 'firstName', 'id', 'lastName', 'role']);
    });

    it('answers a wrong password and an unknown email alike, and refuses missing or wrong-typed fields', async () => {
      const wrong = await send('POST', '/api/auth/login', { email: DEMO.email, password: 'nope-Nope-1' });
      const unknown = await send('POST', '/api/auth/login', { email: 'nobody@corvane.example', password: 'nope-Nope-1' });
      expect([wrong.status, unknown.status]).toEqual([401, 401]);
      expect(wrong.body).toEqual({ message: 'The email or password is not right.' });
      expect(unknown.body).toEqual(wrong.body);
      const missing = await send('POST', '/api/auth/login', {});
      expect(missing.status).toBe(400);
      expect(missing.body.fieldErrors).toEqual({ email: 'Enter your email address.', password: 'Enter your password.' });
      const typed = await send('POST', '/api/auth/login', { email: 42, password: ['x'] });
      expect(typed.status).toBe(400);
      expect(Object.keys(typed.body.fieldErrors).sort()).toEqual(['email', 'password']);
      const notJson = await call('POST', '/api/auth/login', { body: 'not json', headers: { 'Content-Type': 'application/json' } });
      expect(notJson.status).toBe(400);
    });

    it('registers (201, role user), refuses a taken email whatever its case (409) and a weak password (400)', async () => {
      const input = { email: `New.Person.${backend.name}@Example.com`, password: 'Str0ng-enough', firstName: ' Nia ', lastName: 'Okafor' };
      const created = await send('POST', '/api/auth/register', input);
      expect(created.status).toBe(201);
      expect(created.body.user).toMatchObject({ email: input.email.toLowerCase(), firstName: 'Nia', displayName: 'Nia Okafor', role: 'user', emailVerified: false });
      const me = await backend.request('/api/auth/me', { headers: { Authorization: `Bearer ${created.body.accessToken}` } });
      expect(((await me.json()) as Json).user.id).toBe(created.body.user.id);
      const again = await send('POST', '/api/auth/register', { ...input, email: input.email.toUpperCase() });
      expect(again.status).toBe(409);
      expect(again.body.fieldErrors.email).toBe('An account already uses this email address. Sign in instead.');
      const weak = await send('POST', '/api/auth/register', { ...input, email: 'weak@example.com', password: 'short' });
      expect(weak.status).toBe(400);
      expect(Object.keys(weak.body.fieldErrors)).toEqual(['password']);
    });

    it('answers /me with the signed-in user, and 401 for a missing, forged or malformed token', async () => {
      const me = await get('/api/auth/me');
      expect(me.status).toBe(200);
      expect(me.body.user.email).toBe(DEMO.email);
      const token = auth.Authorization!.slice(7);
      const [h, p] = token.split('.');
      const attempts: Record<string, string>[] = [{}, { Authorization: `Bearer ${h}.${p}.forged` }, { Authorization: "Bearer ' or 1=1 --" }, { Authorization: token }];
      for (const headers of attempts) {
        const answer = await backend.request('/api/auth/me', { headers });
        expect(answer.status).toBe(401);
        expect(await answer.json()).toEqual({ message: 'Your session is not valid. Please sign in again.' });
      }
    });

    it('resets a password with the six-digit code, once', async () => {
      const email = `reset.${backend.name}@example.com`;
      await send('POST', '/api/auth/register', { email, password: 'Old-passw0rd', firstName: 'Re', lastName: 'Set' });
      const sent = await send('POST', '/api/auth/forgot-password', { email });
      expect(sent.status).toBe(202);
      const code = codeSent(sent, email)!;
      expect(code).toMatch(/^\d{6}$/);
      const unknown = await send('POST', '/api/auth/forgot-password', { email: 'nobody@example.com' });
      expect(unknown.status).toBe(202);
      expect(unknown.body.message).toBe(sent.body.message);
      expect((await send('POST', '/api/auth/forgot-password', { email: 'not-an-email' })).status).toBe(400);
      const wrongCode = code === '000000' ? '111111' : '000000';
      const wrong = await send('POST', '/api/auth/new-password', { email, code: wrongCode, password: 'New-passw0rd' });
      expect(wrong.status).toBe(400);
      expect(Object.keys(wrong.body.fieldErrors)).toEqual(['code']);
      const done = await send('POST', '/api/auth/new-password', { email, code, password: 'New-passw0rd' });
      expect(done.status).toBe(200);
      expect((await send('POST', '/api/auth/new-password', { email, code, password: 'New-passw0rd' })).status).toBe(400);
      expect((await send('POST', '/api/auth/login', { email, password: 'New-passw0rd' })).status).toBe(200);
    });

    it('verifies an email address with its code', async () => {
      const email = `verify.${backend.name}@example.com`;
      const registered = await send('POST', '/api/auth/register', { email, password: 'Passw0rd-ok', firstName: 'Ve', lastName: 'Rify' });
      const sent = await send('POST', '/api/auth/verify/send', { email });
      expect(sent.status).toBe(202);
      expect((await send('POST', '/api/auth/verify', { email, code: 'abc' })).body.fieldErrors).toEqual({ code: 'Enter the 6-digit code.' });
      expect((await send('POST', '/api/auth/verify', { email, code: codeSent(sent, email) })).status).toBe(200);
      const me = await backend.request('/api/auth/me', { headers: { Authorization: `Bearer ${registered.body.accessToken}` } });
      expect(((await me.json()) as Json).user.emailVerified).toBe(true);
    });
  });

  describe('users', () => {
    const sorted = (by: (u: User) => string, order: 'asc' | 'desc') => {
      const asc = seedUserList.map((u, i) => ({ u, i })).sort((a, b) => collator.compare(by(a.u), by(b.u)) || a.i - b.i).map((x) => x.u.id);
      return order === 'asc' ? asc : asc.reverse();
    };

    it('needs a token', async () => {
      const answer = await backend.request('/api/user/list');
      expect(answer.status).toBe(401);
    });

    it('lists newest first by default, 10 a page, with the status counts', async () => {
      const { status, body } = await get('/api/user/list');
      expect(status).toBe(200);
      expect(body).toMatchObject({ total: 40, page: 1, pageSize: 10 });
      expect(body.items.map((u: User) => u.id)).toEqual(sorted((u) => u.createdAt, 'desc').slice(0, 10));
      const byStatus = (s: string) => seedUserList.filter((u) => u.status === s).length;
      expect(body.counts).toEqual({ all: 40, active: byStatus('active'), pending: byStatus('pending'), banned: byStatus('banned'), rejected: byStatus('rejected') });
      expect(body.items[0]).toEqual(seedUserList.find((u) => u.id === body.items[0].id));
    });

    it.each([
      ['name', 'asc'],
      ['email', 'desc'],
      ['company', 'asc'],
      ['status', 'desc'],
    ] as const)('sorts by %s %s (ties in stored order)', async (sort, order) => {
      const { body } = await get(`/api/user/list?sort=${sort}&order=${order}&pageSize=40`);
      expect(body.items.map((u: User) => u.id)).toEqual(sorted((u) => u[sort], order));
    });

    it('falls back to the default sort for an unknown one, caps pageSize at 100 and clamps the page', async () => {
      const unknown = await get('/api/user/list?sort=password;drop&order=asc');
      expect(unknown.status).toBe(200);
      expect(unknown.body.items.map((u: User) => u.id)).toEqual(sorted((u) => u.createdAt, 'desc').slice(0, 10));
      const big = await get('/api/user/list?pageSize=1000');
      expect(big.body.pageSize).toBe(100);
      expect(big.body.items).toHaveLength(40);
      const junk = await get('/api/user/list?pageSize=abc&page=-3');
      expect([junk.body.page, junk.body.pageSize]).toEqual([1, 10]);
      const past = await get('/api/user/list?page=99&pageSize=15');
      expect([past.body.page, past.body.items.length]).toEqual([3, 10]);
    });

    it('filters by status and roles; counts ignore the status filter; unknown values are ignored', async () => {
      const { body } = await get('/api/user/list?status=active&role=analyst&role=viewer,consultant&pageSize=100');
      const roles = ['analyst', 'viewer', 'consultant'];
      const inRoles = seedUserList.filter((u) => roles.includes(u.role));
      expect(body.total).toBe(inRoles.filter((u) => u.status === 'active').length);
      expect(body.items.every((u: User) => u.status === 'active' && roles.includes(u.role))).toBe(true);
      expect(body.counts.all).toBe(inRoles.length);
      const ignored = await get('/api/user/list?status=superuser&role=root');
      expect(ignored.body.total).toBe(40);
      expect((await get('/api/user/list?status=all')).body.total).toBe(40);
    });

    it('searches name, email, company and phone, every word, case-insensitive; SQL and LIKE characters are text', async () => {
      const target = seedUserList[3]!;
      const [first, last] = target.name.toUpperCase().split(' ');
      const { body } = await get(`/api/user/list?q=${encodeURIComponent(`${last} ${first}`)}`);
      expect(body.items.map((u: User) => u.id)).toContain(target.id);
      for (const q of ['%', '_', "' or 1=1 --", '"; drop table users; --', '\\', 'a%b']) {
        const expected = seedUserList.filter((u) => `${u.name} ${u.email} ${u.company} ${u.phoneNumber}`.toLowerCase().includes(q.toLowerCase())).length;
        const answer = await get(`/api/user/list?q=${encodeURIComponent(q)}`);
        expect([q, answer.status, answer.body.total]).toEqual([q, 200, expected]);
      }
      expect((await get('/api/user/list')).body.total).toBe(40);
    });

    it('answers details, and 404 for an unknown id or one with SQL in it', async () => {
      const target = seedUserList[5]!;
      const found = await get(`/api/user/details?id=${target.id}`);
      expect(found.body).toEqual({ user: target });
      for (const id of ['nobody', "' or '1'='1", `${target.id}' --`]) {
        const missing = await get(`/api/user/details?id=${encodeURIComponent(id)}`);
        expect([missing.status, missing.body.message]).toEqual([404, 'This user does not exist or was deleted.']);
      }
    });

    it('creates, updates and deletes a user, with field errors, the email conflict and 404s', async () => {
      const input = {
        name: 'Contract Tester', email: 'Contract.Tester@Example.com', phoneCountry: 'FR', phoneNumber: '612 345 678', country: 'FR',
        state: 'Île-de-France', city: 'Paris', address: '1 rue de Rivoli', zipCode: '75001', company: 'Corvane', role: 'analyst', status: 'pending', isVerified: false,
      };
      const missing = await send('POST', '/api/user', { name: '' });
      expect(missing.status).toBe(400);
      expect(Object.keys(missing.body.fieldErrors).sort()).toEqual(['address', 'city', 'company', 'country', 'email', 'isVerified', 'name', 'phoneCountry', 'phoneNumber', 'role', 'state', 'status', 'zipCode']);
      const typed = await send('POST', '/api/user', { ...input, isVerified: 'yes', role: 'root', phoneNumber: 12 });
      expect(Object.keys(typed.body.fieldErrors).sort()).toEqual(['isVerified', 'phoneNumber', 'role']);
      const created = await send('POST', '/api/user', input);
      expect(created.status).toBe(201);
      const user = created.body.user as User;
      expect(user).toMatchObject({ ...input, email: 'contract.tester@example.com', avatarUrl: null });
      expect(user.createdAt).toBe(user.updatedAt);
      const taken = await send('POST', '/api/user', { ...input, email: seedUserList[0]!.email });
      expect([taken.status, taken.body.fieldErrors]).toEqual([409, { email: 'This email address is already in use.' }]);
      const patched = await send('PATCH', `/api/user/${user.id}`, { status: 'active', company: 'Corvane Data' });
      expect(patched.body.user).toMatchObject({ status: 'active', company: 'Corvane Data', name: input.name });
      expect((await send('PATCH', `/api/user/${user.id}`, { email: seedUserList[1]!.email })).status).toBe(409);
      expect((await send('PATCH', `/api/user/${user.id}`, { status: 'gone' })).body.fieldErrors).toEqual({ status: 'Choose a status.' });
      expect((await send('PATCH', '/api/user/nobody', { status: 'active' })).status).toBe(404);
      expect((await get('/api/user/list?q=contract%20tester')).body.total).toBe(1);
      expect((await call('DELETE', `/api/user/${user.id}`)).status).toBe(204);
      expect((await call('DELETE', `/api/user/${user.id}`)).status).toBe(404);
    });

    it('refuses a stale update (409 with the stored user) when expectedUpdatedAt is given, and only then', async () => {
      // docs/api/crud-groups.md#edit-conflicts
      const target = seedUserList[7]!;
      const opened = (await get(`/api/user/details?id=${target.id}`)).body.user as User;
      const first = await send('PATCH', `/api/user/${target.id}`, { city: 'Lyon', expectedUpdatedAt: opened.updatedAt });
      expect(first.status).toBe(200);
      const saved = first.body.user as User;
      expect(saved.city).toBe('Lyon');
      expect(saved.updatedAt).not.toBe(opened.updatedAt);
      const stale = await send('PATCH', `/api/user/${target.id}`, { city: 'Nantes', expectedUpdatedAt: opened.updatedAt });
      expect(stale.status).toBe(409);
      expect(stale.body).toEqual({ message: 'Someone else changed this record since you opened it.', current: saved });
      expect((await get(`/api/user/details?id=${target.id}`)).body.user.city).toBe('Lyon');
      // The same instant spelled another way is the same version.
      const offset = saved.updatedAt.replace('Z', '+00:00');
      const again = await send('PATCH', `/api/user/${target.id}`, { city: 'Nantes', expectedUpdatedAt: offset });
      expect([again.status, again.body.user?.city]).toEqual([200, 'Nantes']);
      const unchecked = await send('PATCH', `/api/user/${target.id}`, { city: target.city });
      expect([unchecked.status, unchecked.body.user?.city]).toEqual([200, target.city]);
      for (const bad of ['yesterday', 42]) {
        const invalid = await send('PATCH', `/api/user/${target.id}`, { city: 'Nice', expectedUpdatedAt: bad });
        expect([invalid.status, Object.keys(invalid.body.fieldErrors ?? {})]).toEqual([400, ['expectedUpdatedAt']]);
      }
      expect((await send('PATCH', '/api/user/nobody', { city: 'Nice', expectedUpdatedAt: opened.updatedAt })).status).toBe(404);
    });

    it('bulk-deletes the ids that exist and refuses an empty list', async () => {
      const empty = await send('POST', '/api/user/bulk-delete', { ids: [] });
      expect([empty.status, empty.body.fieldErrors]).toEqual([400, { ids: 'Choose at least one item.' }]);
      expect((await send('POST', '/api/user/bulk-delete', { ids: 'x' })).status).toBe(400);
      const ids = seedUserList.slice(38).map((u) => u.id);
      const done = await send('POST', '/api/user/bulk-delete', { ids: [...ids, 'nobody', "'; delete from users; --"] });
      expect(done.body).toEqual({ deleted: 2 });
      expect((await get('/api/user/list')).body.total).toBe(38);
    });
  });

  describe('products', () => {
    let expectedStats: Map<string, ReturnType<typeof statsOf>>;
    beforeAll(async () => {
      const [orders, reviews] = [currentSeed(await seedOrders()), currentSeed(await seedProductReviews())];
      expectedStats = new Map(seedProductList.map((p) => [p.id, statsOf(p.id, orders, reviews)]));
    });

    it('lists by name with the status counts and the figures computed from orders and reviews', async () => {
      const { status, body } = await get('/api/product/list?pageSize=20');
      expect(status).toBe(200);
      expect(body.total).toBe(seedProductList.length);
      expect(body.counts).toEqual({
        all: seedProductList.length,
        published: seedProductList.filter((p) => p.status === 'published').length,
        draft: seedProductList.filter((p) => p.status === 'draft').length,
      });
      expect(body.items.map((p: Product) => p.name)).toEqual(seedProductList.map((p) => p.name).sort(collator.compare));
      for (const item of body.items as Product[]) {
        expect([item.id, item.subscribers, item.revenue, item.rating, item.reviewCount]).toEqual([item.id, ...Object.values(expectedStats.get(item.id)!)]);
      }
    });

    it('answers list and search items without the long copy, which the details keep', async () => {
      const seeded = seedProductList[0]!;
      const { body } = await get(`/api/product/list?q=${seeded.id}`);
      const { results } = (await get(`/api/product/search?q=${seeded.id}`)).body;
      const mine = (items: Product[]) => items.find((p) => p.id === seeded.id);
      for (const item of [mine(body.items), mine(results)]) {
        expect(item).toMatchObject({ id: seeded.id, name: seeded.name, tagline: seeded.tagline, prices: seeded.prices, tags: seeded.tags });
        for (const field of productDetailFields) expect(item).not.toHaveProperty(field);
      }
      const { product } = (await get(`/api/product/details?id=${seeded.id}`)).body;
      expect(product).toMatchObject({ description: seeded.description, coverage: seeded.coverage, schema: seeded.schema });
    });

    it.each(['revenue', 'subscribers', 'rating', 'price'] as const)('sorts by the %s, high first', async (sort) => {
      const { body } = await get(`/api/product/list?sort=${sort}&order=desc&pageSize=20`);
      const value = (p: Product) => (sort === 'price' ? p.prices.starter : p[sort]);
      const values = (body.items as Product[]).map(value);
      expect(values).toEqual([...values].sort((a, b) => b - a));
    });

    it('filters by category, format, price range and status', async () => {
      const p = seedProductList[0]!;
      const byCategory = await get(`/api/product/list?category=${p.category}`);
      expect(byCategory.body.total).toBe(seedProductList.filter((x) => x.category === p.category).length);
      const byFormat = await get('/api/product/list?format=parquet,api&pageSize=50');
      expect(byFormat.body.total).toBe(seedProductList.filter((x) => x.formats.some((f) => f === 'parquet' || f === 'api')).length);
      const prices = seedProductList.map((x) => x.prices.starter).sort((a, b) => a - b);
      const [lo, hi] = [prices[2]!, prices[6]!];
      const byPrice = await get(`/api/product/list?priceMin=${lo}&priceMax=${hi}`);
      expect(byPrice.body.total).toBe(seedProductList.filter((x) => x.prices.starter >= lo && x.prices.starter <= hi).length);
      expect((await get('/api/product/list?priceMin=abc')).body.total).toBe(0);
      expect((await get("/api/product/list?category=' or 1=1 --")).body.total).toBe(0);
      expect((await get('/api/product/list?q=%25')).body.total).toBe(0);
    });

    it('refuses bad input with field errors by path, and a taken slug with 409 on id', async () => {
      const base = seedProductList[0]!;
      const { subscribers: _s, revenue: _r, rating: _ra, reviewCount: _rc, createdAt: _c, updatedAt: _u, ...input } = base;
      const bad = await send('POST', '/api/product', { ...input, id: 'New Slug!', prices: { starter: 10, team: 5, enterprise: 50 }, historyFrom: '2010' });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.fieldErrors).sort()).toEqual(['historyFrom', 'id', 'prices.team']);
      const fields = await send('POST', '/api/product', { ...input, id: 'fresh-one', schema: input.schema.slice(0, 2), tagline: { en: 'x', fr: '', ar: 'y' } });
      expect(Object.keys(fields.body.fieldErrors).sort()).toEqual(['schema', 'tagline.fr']);
      const taken = await send('POST', '/api/product', input);
      expect([taken.status, taken.body.fieldErrors]).toEqual([409, { id: 'Another product already uses this slug.' }]);
      expect((await send('POST', '/api/product', null)).status).toBe(400);
    });

    it('creates a product with zero figures, publishes and withdraws it, checks its slug, deletes it', async () => {
      const base = seedProductList[1]!;
      const { subscribers: _s, revenue: _r, rating: _ra, reviewCount: _rc, createdAt: _c, updatedAt: _u, ...input } = base;
      expect((await get('/api/product/slug-check?slug=contract-check')).body).toEqual({ available: true });
      const created = await send('POST', '/api/product', { ...input, id: 'contract-check', name: 'Contract Check', status: 'draft', tags: ['contract'] });
      expect(created.status).toBe(201);
      expect(created.body.product).toMatchObject({ id: 'contract-check', subscribers: 0, revenue: 0, rating: 0, reviewCount: 0, status: 'draft' });
      expect((await get('/api/product/slug-check?slug=contract-check')).body).toEqual({ available: false });
      expect((await get('/api/product/list?status=draft')).body.counts.draft).toBe(seedProductList.filter((p) => p.status === 'draft').length + 1);
      const published = await send('PATCH', '/api/product/contract-check', { status: 'published', id: 'renamed' });
      expect(published.body.product).toMatchObject({ id: 'contract-check', status: 'published' });
      expect((await get('/api/product/search?q=contract')).body.results.map((p: Product) => p.id)).toEqual(['contract-check']);
      expect((await send('PATCH', '/api/product/contract-check', { prices: { starter: 9, team: 1, enterprise: 1 } })).status).toBe(400);
      expect((await call('DELETE', '/api/product/contract-check')).status).toBe(204);
      expect((await get('/api/product/details?id=contract-check')).status).toBe(404);
    });

    it('refuses a stale update (409 with the stored product and its figures) when expectedUpdatedAt is given, and only then', async () => {
      // docs/api/crud-groups.md#edit-conflicts
      const target = seedProductList[3]!;
      const opened = (await get(`/api/product/details?id=${target.id}`)).body.product as Product;
      const first = await send('PATCH', `/api/product/${target.id}`, { name: 'Renamed once', expectedUpdatedAt: opened.updatedAt });
      expect(first.status).toBe(200);
      const saved = first.body.product as Product;
      expect(saved.updatedAt).not.toBe(opened.updatedAt);
      const stale = await send('PATCH', `/api/product/${target.id}`, { name: 'Renamed twice', expectedUpdatedAt: opened.updatedAt });
      expect(stale.status).toBe(409);
      expect(stale.body).toEqual({ message: 'Someone else changed this record since you opened it.', current: saved });
      expect(stale.body.current).toMatchObject({ name: 'Renamed once', ...expectedStats.get(target.id) });
      const overwrite = await send('PATCH', `/api/product/${target.id}`, { name: 'Renamed twice', expectedUpdatedAt: saved.updatedAt });
      expect([overwrite.status, overwrite.body.product?.name]).toEqual([200, 'Renamed twice']);
      const unchecked = await send('PATCH', `/api/product/${target.id}`, { name: target.name });
      expect([unchecked.status, unchecked.body.product?.name]).toEqual([200, target.name]);
      const invalid = await send('PATCH', `/api/product/${target.id}`, { name: 'x y', expectedUpdatedAt: 'not a date' });
      expect([invalid.status, Object.keys(invalid.body.fieldErrors ?? {})]).toEqual([400, ['expectedUpdatedAt']]);
      expect((await send('PATCH', '/api/product/nobody', { name: 'x y', expectedUpdatedAt: opened.updatedAt })).status).toBe(404);
    });

    it('answers details with figures, reviews with their summary, and 404s', async () => {
      const p = seedProductList[2]!;
      const { body } = await get(`/api/product/details?id=${p.id}`);
      expect(body.product).toEqual({ ...p, ...expectedStats.get(p.id) });
      const reviews = await get(`/api/product/reviews?id=${p.id}`);
      expect(reviews.body.summary.count).toBe(expectedStats.get(p.id)!.reviewCount);
      expect(reviews.body.summary.average).toBe(expectedStats.get(p.id)!.rating);
      const dates = reviews.body.reviews.map((r: Json) => r.createdAt);
      expect(dates).toEqual([...dates].sort().reverse());
      expect((await get("/api/product/reviews?id=x' or 1=1 --")).status).toBe(404);
      expect((await get('/api/product/details?id=%25')).body).toEqual({ message: 'No product with id “%”.' });
    });
  });

  describe('posts', () => {
    let seedPostList: Post[];
    const postText = (p: Post) => [p.title, p.description, p.author.name, ...p.tags].join(' ');
    const newest = (p: Post) => p.publishedAt ?? p.createdAt;
    const input = {
      title: 'Contract post about lakehouses',
      description: 'A summary long enough to pass the check.',
      content: '<p>Twenty characters of text and then some more words.</p>',
      tags: ['contract', 'lakehouse'],
      metaKeywords: ['contract'],
      status: 'draft',
    };
    beforeAll(async () => {
      seedPostList = currentSeed(await seedPosts());
    });

    it('needs a token', async () => {
      expect((await backend.request('/api/post/list')).status).toBe(401);
      expect((await backend.request('/api/post/latest')).status).toBe(401);
    });

    it('lists newest first (a draft by its creation), 10 a page, with the status counts', async () => {
      const { status, body } = await get('/api/post/list');
      expect(status).toBe(200);
      expect(body).toMatchObject({ total: 24, page: 1, pageSize: 10 });
      expect(body.counts).toEqual({
        all: 24,
        published: seedPostList.filter((p) => p.status === 'published').length,
        draft: seedPostList.filter((p) => p.status === 'draft').length,
      });
      expect(body.items.map((p: Post) => p.id)).toEqual(demoOrder(seedPostList, newest, 'desc').slice(0, 10));
      expect(body.items[0]).toEqual(seedPostList.find((p) => p.id === body.items[0].id));
    });

    it.each([
      ['title', 'asc'],
      ['views', 'desc'],
      ['createdAt', 'asc'],
      ['publishedAt', 'asc'],
    ] as const)('sorts by %s %s (ties in stored order)', async (sort, order) => {
      const key = (p: Post) => (sort === 'publishedAt' ? newest(p) : p[sort]);
      const { body } = await get(`/api/post/list?sort=${sort}&order=${order}&pageSize=24`);
      expect(body.items.map((p: Post) => p.id)).toEqual(demoOrder(seedPostList, key, order));
    });

    it('falls back to the default sort, caps pageSize at 100, answers an empty page past the end', async () => {
      const unknown = await get('/api/post/list?sort=title;drop table posts&order=asc');
      expect(unknown.body.items.map((p: Post) => p.id)).toEqual(demoOrder(seedPostList, newest, 'desc').slice(0, 10));
      const big = await get('/api/post/list?pageSize=500');
      expect([big.body.pageSize, big.body.items.length]).toEqual([100, 24]);
      const past = await get('/api/post/list?page=9');
      expect([past.status, past.body.page, past.body.items, past.body.total]).toEqual([200, 9, [], 24]);
    });

    it('filters by status and tag (repeated or comma-separated); counts ignore the status filter', async () => {
      const [a, b] = [seedPostList[0]!.tags[0]!, seedPostList[5]!.tags[0]!];
      const tagged = seedPostList.filter((p) => p.tags.includes(a) || p.tags.includes(b));
      const { body } = await get(`/api/post/list?status=draft&tag=${encodeURIComponent(`${a},${b}`)}&pageSize=100`);
      expect(body.total).toBe(tagged.filter((p) => p.status === 'draft').length);
      expect(body.counts.all).toBe(tagged.length);
      expect(body.items.every((p: Post) => p.status === 'draft')).toBe(true);
      expect((await get(`/api/post/list?tag=${encodeURIComponent(a)}&tag=${encodeURIComponent(b)}`)).body.total).toBe(tagged.length);
      const unknown = await get("/api/post/list?status=archived&tag=' or 1=1 --");
      expect([unknown.status, unknown.body.total, unknown.body.counts.all]).toEqual([200, 0, 0]);
      expect((await get('/api/post/list?status=all')).body.total).toBe(24);
    });

    it('searches title, description, author and tags; SQL and LIKE characters are text', async () => {
      const target = seedPostList[4]!;
      const words = target.title.split(' ').slice(0, 2).join(' ').toUpperCase();
      const found = await get(`/api/post/list?q=${encodeURIComponent(words)}&pageSize=100`);
      expect(found.body.items.map((p: Post) => p.id)).toContain(target.id);
      expect(found.body.total).toBe(seedPostList.filter((p) => matchesQ(postText(p), words)).length);
      for (const q of HOSTILE_Q) {
        const answer = await get(`/api/post/list?q=${encodeURIComponent(q)}`);
        expect([q, answer.status, answer.body.total]).toEqual([q, 200, seedPostList.filter((p) => matchesQ(postText(p), q)).length]);
      }
    });

    it('answers details by id or slug, and 404 for an unknown one or SQL', async () => {
      const target = seedPostList[2]!;
      expect((await get(`/api/post/details?id=${target.id}`)).body).toEqual({ post: target });
      expect((await get(`/api/post/details?id=${target.slug}`)).body).toEqual({ post: target });
      for (const id of ['nobody', "' or '1'='1", '%', `${target.slug}%`]) {
        const missing = await get(`/api/post/details?id=${encodeURIComponent(id)}`);
        expect([missing.status, missing.body]).toEqual([404, { message: `No post with id “${id}”.` }]);
      }
    });

    it('answers the five newest published posts other than the one named', async () => {
      const published = seedPostList.filter((p) => p.status === 'published');
      const order = (list: Post[]) => list.map((p, i) => ({ p, i })).sort((a, b) => newest(b.p).localeCompare(newest(a.p)) || a.i - b.i).map((x) => x.p.id);
      const all = await get('/api/post/latest');
      expect(all.body.latestPosts.map((p: Post) => p.id)).toEqual(order(published).slice(0, 5));
      const first = all.body.latestPosts[0] as Post;
      const bySlug = await get(`/api/post/latest?id=${first.slug}`);
      expect(bySlug.body.latestPosts.map((p: Post) => p.id)).toEqual(order(published.filter((p) => p.id !== first.id)).slice(0, 5));
      expect((await get("/api/post/latest?id=' or 1=1 --")).body.latestPosts).toHaveLength(5);
    });

    it('searches published posts unless status says otherwise, and answers nothing for an empty q', async () => {
      const empty = await get('/api/post/search?q=%20');
      expect(empty.body).toEqual({ results: [], total: 0, page: 1, pageSize: 10, counts: { all: 0, published: 0, draft: 0 } });
      const draft = seedPostList.find((p) => p.status === 'draft')!;
      const q = draft.tags[0]!;
      const matching = seedPostList.filter((p) => matchesQ(postText(p), q));
      const published = await get(`/api/post/search?q=${encodeURIComponent(q)}`);
      expect(published.body.results.every((p: Post) => p.status === 'published')).toBe(true);
      expect(published.body.total).toBe(matching.filter((p) => p.status === 'published').length);
      expect(published.body.counts).toEqual({ all: matching.length, published: matching.filter((p) => p.status === 'published').length, draft: matching.filter((p) => p.status === 'draft').length });
      const all = await get(`/api/post/search?q=${encodeURIComponent(q)}&status=all&pageSize=100&sort=title&order=asc`);
      expect(all.body.results.map((p: Post) => p.id)).toEqual(demoOrder(matching, (p) => p.title, 'asc'));
      expect((await get('/api/post/search?q=%25_')).body.total).toBe(0);
    });

    it('refuses missing and wrong-typed fields, a taken slug (400 on title or slug) and a body that is not JSON', async () => {
      const missing = await send('POST', '/api/post', {});
      expect(missing.status).toBe(400);
      expect(Object.keys(missing.body.fieldErrors).sort()).toEqual(['content', 'description', 'metaKeywords', 'status', 'tags', 'title']);
      const typed = await send('POST', '/api/post', { ...input, tags: 'x', allowComments: 'yes', status: 'live', coverUrl: 'javascript:alert(1)', slug: 'Not A Slug' });
      expect(Object.keys(typed.body.fieldErrors).sort()).toEqual(['allowComments', 'coverUrl', 'slug', 'status', 'tags']);
      const short = await send('POST', '/api/post', { ...input, content: '<p>too short</p>', tags: [] });
      expect(short.body.fieldErrors).toEqual({ content: 'Write the article (at least 20 characters).', tags: 'Add at least one tag.' });
      const taken = seedPostList[0]!;
      const byTitle = await send('POST', '/api/post', { ...input, title: taken.title });
      expect([byTitle.status, byTitle.body.fieldErrors]).toEqual([400, { title: 'Another post already uses this address; change the title or slug.' }]);
      const bySlug = await send('POST', '/api/post', { ...input, slug: taken.slug });
      expect([bySlug.status, bySlug.body.fieldErrors]).toEqual([400, { slug: 'Another post already uses this address; change the title or slug.' }]);
      const notJson = await call('POST', '/api/post', { body: 'nope', headers: { 'Content-Type': 'application/json' } });
      expect([notJson.status, notJson.body.fieldErrors]).toEqual([400, { body: 'A JSON object is required.' }]);
    });

    it('creates a draft, publishes it (publishedAt set once), comments on it, closes comments, deletes it', async () => {
      const created = await send('POST', '/api/post', input);
      expect(created.status).toBe(201);
      const post = created.body.post as Post;
      expect(post).toMatchObject({
        slug: 'contract-post-about-lakehouses', coverUrl: null, metaTitle: '', metaDescription: '', allowComments: true,
        author: { name: 'Amira Haddad', role: 'admin' }, readingMinutes: 1, views: 0, comments: [], publishedAt: null, status: 'draft',
      });
      expect(post.createdAt).toBe(post.updatedAt);
      expect((await get(`/api/post/details?id=${post.slug}`)).body.post).toEqual(post);
      expect((await get('/api/post/list')).body.counts.draft).toBe(seedPostList.filter((p) => p.status === 'draft').length + 1);
      const published = await send('PATCH', `/api/post/${post.id}`, { status: 'published' });
      expect(published.body.post.publishedAt).toBe(published.body.post.updatedAt);
      const again = await send('PUT', `/api/post/${post.id}`, { status: 'draft', title: 'Contract post renamed' });
      expect(again.body.post).toMatchObject({ status: 'draft', title: 'Contract post renamed', slug: post.slug, publishedAt: published.body.post.publishedAt });
      expect((await send('PATCH', `/api/post/${post.id}`, { slug: seedPostList[1]!.slug })).body.fieldErrors).toEqual({ slug: 'Another post already uses this address; change the title or slug.' });
      expect((await send('PATCH', `/api/post/${post.id}`, { views: 'many', status: 'gone' })).body.fieldErrors).toEqual({ status: 'Choose a status.' });
      expect((await send('PATCH', '/api/post/nobody', { status: 'draft' })).status).toBe(404);
      expect((await send('PATCH', `/api/post/${post.slug}`, { status: 'draft' })).status).toBe(404);

      const commented = await send('POST', `/api/post/${post.id}/comments`, { message: '  A fine read.  ' });
      expect(commented.status).toBe(201);
      expect(commented.body.post.comments).toEqual([{ id: expect.any(String), name: 'Amira Haddad', message: 'A fine read.', createdAt: expect.any(String) }]);
      expect(commented.body.post.updatedAt).toBe(again.body.post.updatedAt);
      expect((await send('POST', `/api/post/${post.id}/comments`, { message: 'x' })).body.fieldErrors).toEqual({ message: 'Write a comment.' });
      expect((await send('POST', `/api/post/${post.id}/comments`, { message: 7 })).status).toBe(400);
      expect((await send('POST', "/api/post/' or 1=1 --/comments", { message: 'Hello there' })).status).toBe(404);
      await send('PATCH', `/api/post/${post.id}`, { allowComments: false });
      const closed = await send('POST', `/api/post/${post.id}/comments`, { message: 'Hello there' });
      expect([closed.status, closed.body]).toEqual([400, { message: 'Comments are closed on this post.', fieldErrors: { message: 'Comments are closed on this post.' } }]);

      expect((await call('DELETE', `/api/post/${post.id}`)).status).toBe(204);
      expect((await call('DELETE', `/api/post/${post.id}`)).status).toBe(404);
      expect((await get(`/api/post/details?id=${post.id}`)).status).toBe(404);
    });

    it('refuses a stale update (409 with the stored post) when expectedUpdatedAt is given, and only then', () =>
      // docs/api/crud-groups.md#edit-conflicts
      expectStaleUpdateRefused({ call, get, send }, 'post', input, 'description', ['Mine: a summary long enough to pass.', 'Theirs: a summary long enough to pass.']));

    it('bulk-deletes the ids that exist and refuses an empty list', async () => {
      const made = await Promise.all(['one', 'two'].map((n) => send('POST', '/api/post', { ...input, title: `Bulk contract post ${n}` })));
      const ids = made.map((m) => m.body.post.id as string);
      expect((await send('POST', '/api/post/bulk-delete', { ids: [] })).body.fieldErrors).toEqual({ ids: 'Choose at least one item.' });
      expect((await send('POST', '/api/post/bulk-delete', { ids: [...ids, 'nobody', "'; delete from posts; --"] })).body).toEqual({ deleted: 2 });
      expect((await get('/api/post/list')).body.total).toBe(24);
    });
  });

  describe('invoices', () => {
    let seedInvoiceList: Invoice[];
    const today = calendarDay();
    const derived = (r: Invoice): Invoice => ({ ...r, status: invoiceStatus(r, today) });
    const invoiceText = (r: Invoice) => [r.number, r.to.name, r.to.company, r.to.email, ...r.lines.map((l) => l.title)].join(' ');
    const summaryOf = (list: Invoice[]) => {
      const figure = (keep: (r: Invoice) => boolean) => {
        const kept = list.filter(keep);
        return { count: kept.length, amount: fromCents(addCents(...kept.map((r) => toCents(r.total)))) };
      };
      return Object.fromEntries(['all', ...invoiceStatuses].map((s) => [s, figure((r) => s === 'all' || r.status === s)]));
    };
    const countsOf = (list: Invoice[]) => Object.fromEntries(['all', ...invoiceStatuses].map((s) => [s, list.filter((r) => s === 'all' || r.status === s).length]));
    const party = (name: string) => ({ name, company: 'Contract Ltd', email: 'billing@contract.example', address: '1 Contract Street', phone: '+44 20 0000 0000' });
    const input = {
      status: 'draft',
      serviceLine: 'analytics',
      issuedAt: '2026-11-01',
      dueAt: '2099-12-01',
      from: party('Corvane Data & Consulting'),
      to: party('Contract Client'),
      lines: [
        { title: 'Contract workshop', description: 'Half a day', quantity: 3, price: 0.1 },
        { title: 'Contract report', description: '', quantity: 2, price: 19.99 },
        { title: 'Contract hours', description: '', quantity: 7, price: 33.335 },
      ],
      taxRate: 5.5,
      discount: 1.01,
      shipping: 4.5,
      notes: 'Contract notes',
    };
    beforeAll(async () => {
      seedInvoiceList = currentSeed(await seedInvoices()).map(derived);
    });

    it('needs a token', async () => {
      expect((await backend.request('/api/invoice/list')).status).toBe(401);
    });

    it('lists by issue date, newest first, with the derived status counts and the summary', async () => {
      const { status, body } = await get('/api/invoice/list');
      expect(status).toBe(200);
      expect(body).toMatchObject({ total: 24, page: 1, pageSize: 10 });
      expect(body.counts).toEqual(countsOf(seedInvoiceList));
      expect(body.summary).toEqual(summaryOf(seedInvoiceList));
      expect(body.items.map((r: Invoice) => r.id)).toEqual(demoOrder(seedInvoiceList, (r) => r.issuedAt, 'desc').slice(0, 10));
      for (const item of body.items as Invoice[]) expect(item).toEqual(seedInvoiceList.find((r) => r.id === item.id));
    });

    it.each([
      ['number', 'asc'],
      ['dueAt', 'desc'],
      ['total', 'desc'],
      ['client', 'asc'],
      ['status', 'asc'],
      ['issuedAt', 'asc'],
    ] as const)('sorts by %s %s (the derived status; ties in stored order)', async (sort, order) => {
      const key = (r: Invoice) => (sort === 'client' ? r.to.name : r[sort]);
      const { body } = await get(`/api/invoice/list?sort=${sort}&order=${order}&pageSize=24`);
      expect(body.items.map((r: Invoice) => r.id)).toEqual(demoOrder(seedInvoiceList, key, order));
    });

    it('falls back to the default sort, caps pageSize at 100, answers an empty page past the end', async () => {
      const unknown = await get('/api/invoice/list?sort=total_cents%20desc;--');
      expect(unknown.body.items.map((r: Invoice) => r.id)).toEqual(demoOrder(seedInvoiceList, (r) => r.issuedAt, 'desc').slice(0, 10));
      const big = await get('/api/invoice/list?pageSize=101');
      expect([big.body.pageSize, big.body.items.length]).toEqual([100, 24]);
      const past = await get('/api/invoice/list?page=4');
      expect([past.body.page, past.body.items, past.body.total]).toEqual([4, [], 24]);
    });

    it('filters by derived status, service line and issue dates; counts and summary ignore the status filter; unknown values are ignored', async () => {
      const line = seedInvoiceList[0]!.serviceLine;
      const sorted = seedInvoiceList.map((r) => r.issuedAt).sort();
      const [from, to] = [sorted[4]!, sorted[18]!];
      const kept = seedInvoiceList.filter((r) => r.issuedAt >= from && r.issuedAt <= to);
      const { body } = await get(`/api/invoice/list?status=overdue,paid&startDate=${from}T00:00:00Z&endDate=${to}&pageSize=100`);
      expect(body.items.map((r: Invoice) => r.id)).toEqual(demoOrder(kept.filter((r) => r.status === 'overdue' || r.status === 'paid'), (r) => r.issuedAt, 'desc'));
      expect(body.counts).toEqual(countsOf(kept));
      expect(body.summary).toEqual(summaryOf(kept));
      const byLine = await get(`/api/invoice/list?serviceLine=${line}&serviceLine=bogus`);
      expect(byLine.body.total).toBe(seedInvoiceList.filter((r) => r.serviceLine === line).length);
      expect((await get("/api/invoice/list?status=void&serviceLine=' or 1=1 --")).body.total).toBe(24);
      const odd = "' or 1=1 --";
      const hostile = await get(`/api/invoice/list?startDate=${encodeURIComponent(odd)}&endDate=%25`);
      expect([hostile.status, hostile.body.total]).toEqual([200, seedInvoiceList.filter((r) => r.issuedAt >= odd.slice(0, 10) && r.issuedAt <= '%').length]);
    });

    it('searches number, client, company, email and line titles; SQL and LIKE characters are text', async () => {
      const target = seedInvoiceList[6]!;
      const q = `${target.lines[0]!.title.split(' ')[0]} ${target.number.toLowerCase()}`;
      const found = await get(`/api/invoice/list?q=${encodeURIComponent(q)}`);
      expect(found.body.items.map((r: Invoice) => r.id)).toEqual([target.id]);
      expect(found.body.summary.all).toEqual({ count: 1, amount: target.total });
      for (const bad of HOSTILE_Q) {
        const answer = await get(`/api/invoice/list?q=${encodeURIComponent(bad)}`);
        expect([bad, answer.status, answer.body.total]).toEqual([bad, 200, seedInvoiceList.filter((r) => matchesQ(invoiceText(r), bad)).length]);
      }
    });

    it('answers details with the derived status, and 404 for an unknown id or SQL', async () => {
      const target = seedInvoiceList[3]!;
      expect((await get(`/api/invoice/details?id=${target.id}`)).body).toEqual({ invoice: target });
      for (const id of ['nobody', "' or '1'='1", '%', target.number]) {
        const missing = await get(`/api/invoice/details?id=${encodeURIComponent(id)}`);
        expect([missing.status, missing.body]).toEqual([404, { message: `No invoice with id “${id}”.` }]);
      }
    });

    it('refuses missing and wrong-typed fields, a due date before the issue date, a discount above the subtotal, a taken number', async () => {
      const missing = await send('POST', '/api/invoice', {});
      expect(missing.status).toBe(400);
      expect(Object.keys(missing.body.fieldErrors).sort()).toEqual(['discount', 'dueAt', 'from', 'issuedAt', 'lines', 'notes', 'status', 'taxRate', 'to']);
      const typed = await send('POST', '/api/invoice', { ...input, taxRate: '20', lines: [{ title: 'x', description: '', quantity: 1.5, price: -1 }], to: { ...input.to, email: 'nope' }, status: 'void', issuedAt: '1 Nov' });
      expect(typed.body.fieldErrors).toEqual({
        taxRate: expect.any(String), 'lines.0.quantity': 'Use a whole number.', 'lines.0.price': 'Prices cannot be negative.',
        'to.email': 'Enter a valid email address.', status: 'Choose a status.', issuedAt: 'Choose the issue date.',
      });
      const checks = await send('POST', '/api/invoice', { ...input, dueAt: '2026-10-01', discount: 1000, number: seedInvoiceList[0]!.number });
      expect([checks.status, checks.body.fieldErrors]).toEqual([400, {
        dueAt: 'The due date cannot be before the issue date.', number: 'Another invoice already has this number.', discount: 'The discount cannot exceed the subtotal.',
      }]);
      expect((await send('POST', '/api/invoice', { ...input, number: "INV-2026-04'1" })).body.fieldErrors).toEqual({ number: 'Use the form INV-2026-0001.' });
      expect((await call('POST', '/api/invoice', { body: '[]', headers: { 'Content-Type': 'application/json' } })).status).toBe(400);
    });

    it('creates with totals computed in cents from the lines, sends, marks paid, recomputes on edit, deletes', async () => {
      const created = await send('POST', '/api/invoice', input);
      expect(created.status).toBe(201);
      const invoice = created.body.invoice as Invoice;
      const max = Math.max(400, ...seedInvoiceList.map((r) => Number(r.number.slice(-4)) || 0));
      expect(invoice).toEqual({
        ...input,
        ...invoiceTotals(input.lines, input),
        id: expect.any(String), number: `INV-2026-${String(max + 1).padStart(4, '0')}`, currency: 'EUR', sentAt: null,
        createdAt: invoice.createdAt, updatedAt: invoice.createdAt,
      });
      expect([invoice.subtotal, invoice.tax, invoice.total]).toEqual([273.66, 15, 292.15]);
      expect((await get(`/api/invoice/details?id=${invoice.id}`)).body.invoice).toEqual(invoice);
      const listed = await get('/api/invoice/list?q=contract%20client');
      expect([listed.body.total, listed.body.summary.draft]).toEqual([1, { count: 1, amount: invoice.total }]);

      const sent = await send('POST', `/api/invoice/${invoice.id}/send`, {});
      expect(sent.body.invoice).toMatchObject({ status: 'pending', sentAt: sent.body.invoice.updatedAt });
      const overdue = await send('PATCH', `/api/invoice/${invoice.id}`, { dueAt: '2026-11-02' });
      expect(overdue.body.invoice.status).toBe(today > '2026-11-02' ? 'overdue' : 'pending');
      const stored = await send('PATCH', `/api/invoice/${invoice.id}`, { status: 'overdue', dueAt: '2099-01-01' });
      expect(stored.body.invoice.status).toBe('pending');
      const paid = await send('PATCH', `/api/invoice/${invoice.id}`, { status: 'paid' });
      expect(paid.body.invoice.status).toBe('paid');
      expect((await send('POST', `/api/invoice/${invoice.id}/send`, {})).body.invoice.status).toBe('paid');
      expect((await get('/api/invoice/list?q=contract%20client&status=paid')).body.summary.paid).toEqual({ count: 1, amount: invoice.total });

      const lines = [{ title: 'Contract retainer', description: 'Monthly', quantity: 1, price: 1234.565 }];
      const edited = await send('PUT', `/api/invoice/${invoice.id}`, { lines, taxRate: 20 });
      expect(edited.body.invoice).toMatchObject({ ...invoiceTotals(lines, { taxRate: 20, discount: input.discount, shipping: input.shipping }), number: invoice.number, status: 'paid' });
      expect((await send('PATCH', `/api/invoice/${invoice.id}`, { discount: 5000 })).body.fieldErrors).toEqual({ discount: 'The discount cannot exceed the subtotal.' });
      expect((await send('PATCH', `/api/invoice/${invoice.id}`, { number: seedInvoiceList[1]!.number })).body.fieldErrors).toEqual({ number: 'Another invoice already has this number.' });
      expect((await send('PATCH', `/api/invoice/${invoice.id}`, { number: invoice.number, lines: [] })).body.fieldErrors).toEqual({ lines: 'Add at least one line.' });
      expect((await send('PATCH', `/api/invoice/${invoice.id}`, { issuedAt: '2100-01-01' })).body.fieldErrors).toEqual({ dueAt: 'The due date cannot be before the issue date.' });
      expect((await send('PATCH', "/api/invoice/' or 1=1 --", { status: 'paid' })).status).toBe(404);
      expect((await send('POST', '/api/invoice/nobody/send', {})).body).toEqual({ message: 'No invoice with id “nobody”.' });
      expect((await call('DELETE', `/api/invoice/${invoice.id}`)).status).toBe(204);
      expect((await call('DELETE', `/api/invoice/${invoice.id}`)).status).toBe(404);
      expect((await get('/api/invoice/list')).body.summary).toEqual(summaryOf(seedInvoiceList));
    });

    it('refuses a stale update (409 with the stored invoice) when expectedUpdatedAt is given, and only then', () =>
      // docs/api/crud-groups.md#edit-conflicts
      expectStaleUpdateRefused({ call, get, send }, 'invoice', input, 'notes', ['My notes', 'Their notes']));

    it('bulk-deletes the ids that exist and refuses an empty list', async () => {
      const made = await Promise.all(['INV-2026-9001', 'INV-2026-9002'].map((number) => send('POST', '/api/invoice', { ...input, number })));
      expect(made.map((m) => m.status)).toEqual([201, 201]);
      const next = await send('POST', '/api/invoice', input);
      expect(next.body.invoice.number).toBe('INV-2026-9003');
      const ids = [...made, next].map((m) => m.body.invoice.id as string);
      expect((await send('POST', '/api/invoice/bulk-delete', { ids: [] })).body.fieldErrors).toEqual({ ids: 'Choose at least one item.' });
      expect((await send('POST', '/api/invoice/bulk-delete', { ids: [...ids, "'; delete from invoices; --"] })).body).toEqual({ deleted: 3 });
      expect((await get('/api/invoice/list')).body.total).toBe(24);
    });
  });
}
