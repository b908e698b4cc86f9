// The user group of the demo API (docs/api/user.md): the managed users with server-side paging,
// sorting, filtering, search and status counts; CRUD, bulk delete and avatars; and the signed-in
// account's profile, settings and password.
import { HttpResponse, http } from 'msw';
import { z } from 'zod';
import {
  avatarRules,
  billingPlans,
  notificationKeys,
  passwordRules,
  socialKeys,
  userRoles,
  userSortFields,
  userStatuses,
  type AccountSettings,
  type BulkDeleteResponse,
  type ProfilePerson,
  type User,
  type UserListResponse,
  type UserProfile,
} from '@/lib/api-contract/user';
import { findCountry } from '@/lib/catalog/countries';
import { accounts, publicUser, requireAccount, type Account } from '../accounts';
import { hashPassword, randomHex, verifyPassword } from '../crypto';
import { defineCollection } from '../db';
import { currentSeed } from '../seed/dates';
import { API, conflict, fieldErrors, latency, notFound, readJson } from '../respond';
import {
  DEFAULT_USER_COUNT,
  MAX_USER_COUNT,
  followedBackIds,
  followerIds,
  friendIds,
  seedAccountSettings,
  seedGallery,
  seedProfileText,
  seedUsers,
} from '../seed/users';

const users = defineCollection<User>('users', () => seedUsers(DEFAULT_USER_COUNT));
const userScale = defineCollection<{ id: 'scale'; count: number }>('user-scale', () => [
  { id: 'scale', count: DEFAULT_USER_COUNT },
]);
const accountSettings = defineCollection<AccountSettings & { id: string }>('user-account-settings', () => []);

// ---------------------------------------------------------------------------------------------
// The 10,000-user switch: `?demoUsers=10000` on any page (remembered) or localStorage `demoUsers`.

export const DEMO_USERS_KEY = 'demoUsers';

function requestedUserCount(): number {
  if (typeof window === 'undefined' || typeof localStorage === 'undefined') return DEFAULT_USER_COUNT;
  const fromUrl = new URLSearchParams(window.location.search).get(DEMO_USERS_KEY);
  if (fromUrl !== null) localStorage.setItem(DEMO_USERS_KEY, fromUrl);
  const value = Number(localStorage.getItem(DEMO_USERS_KEY));
  return Number.isInteger(value) && value >= DEFAULT_USER_COUNT ? Math.min(value, MAX_USER_COUNT) : DEFAULT_USER_COUNT;
}

async function ensureUserScale() {
  const wanted = requestedUserCount();
  const current = (await userScale.get('scale'))?.count ?? DEFAULT_USER_COUNT;
  if (current === wanted) return;
  await users.replaceAll(currentSeed(seedUsers(wanted)));
  await userScale.put({ id: 'scale', count: wanted });
}

// ---------------------------------------------------------------------------------------------
// Listing: search and role filter → status counts → status filter → sort → page.

/** Case- and accent-insensitive sort key of a value, so "émile" sorts with "Emile". */
function sortKey(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/**
 * Sorted copies of the users per sort field and order, reused while the records are the very same
 * objects (every write replaces the object, so any change anywhere, a reset included, empties
 * it). Sorting 10,000 rows is the costly step of a list request; checking costs a pointer
 * comparison per row. Keys are computed once per sort (plain string comparison after that).
 */
let sortCache: { source: User[]; sorted: Map<string, User[]> } | null = null;

function sortedUsers(all: User[], sort: (typeof userSortFields)[number], order: 'asc' | 'desc'): User[] {
  const fresh = sortCache && sortCache.source.length === all.length && sortCache.source.every((u, i) => u === all[i]);
  if (!fresh) sortCache = { source: all, sorted: new Map() };
  const cache = sortCache!.sorted;
  const hit = cache.get(`${sort}:${order}`);
  if (hit) return hit;
  let ascending = cache.get(`${sort}:asc`);
  if (!ascending) {
    const keyed = all.map((user) => ({ user, key: sortKey(String(user[sort])) }));
    keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.user.id < b.user.id ? -1 : 1));
    ascending = keyed.map((k) => k.user);
    cache.set(`${sort}:asc`, ascending);
  }
  if (order === 'asc') return ascending;
  const descending = [...ascending].reverse();
  cache.set(`${sort}:desc`, descending);
  return descending;
}

const listQuery = z.object({
  page: z.coerce.number().int().min(1).catch(1),
  pageSize: z.coerce.number().int().min(1).max(100).catch(10),
  sort: z.enum(userSortFields).catch('createdAt'),
  order: z.enum(['asc', 'desc']).catch('desc'),
  q: z.string().trim().toLowerCase().catch(''),
  status: z.enum(userStatuses).optional().catch(undefined),
  role: z.array(z.enum(userRoles)).catch([]),
});

function matchesSearch(user: User, q: string) {
  return (
    user.name.toLowerCase().includes(q) ||
    user.email.toLowerCase().includes(q) ||
    user.company.toLowerCase().includes(q) ||
    user.phoneNumber.includes(q)
  );
}

async function listUsers(url: URL): Promise<UserListResponse> {
  const params = url.searchParams;
  const query = listQuery.parse({
    page: params.get('page') ?? undefined,
    pageSize: params.get('pageSize') ?? undefined,
    sort: params.get('sort') ?? undefined,
    order: params.get('order') ?? undefined,
    q: params.get('q') ?? '',
    status: params.get('status') ?? undefined,
    role: params.getAll('role'),
  });
  const roles = new Set(query.role);
  const sorted = sortedUsers(await users.all(), query.sort, query.order);
  const counts: UserListResponse['counts'] = { all: 0, active: 0, pending: 0, banned: 0, rejected: 0 };
  const matching: User[] = [];
  for (const user of sorted) {
    if (roles.size && !roles.has(user.role)) continue;
    if (query.q && !matchesSearch(user, query.q)) continue;
    counts.all += 1;
    counts[user.status] += 1;
    if (!query.status || user.status === query.status) matching.push(user);
  }
  const lastPage = Math.max(1, Math.ceil(matching.length / query.pageSize));
  const page = Math.min(query.page, lastPage);
  const start = (page - 1) * query.pageSize;
  return { items: matching.slice(start, start + query.pageSize), total: matching.length, page, pageSize: query.pageSize, counts };
}

// ---------------------------------------------------------------------------------------------
// Validation, as a real server would do it (the client validates too, for fast feedback).

const required = 'This field is required.';
const userInput = z.object({
  name: z.string().trim().min(1, required).max(80, 'At most 80 characters.'),
  email: z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address.')),
  phoneCountry: z.string().refine((code) => Boolean(findCountry(code)), 'Choose a country code.'),
  phoneNumber: z.string().trim().regex(/^[0-9 ()-]{6,20}$/, 'Enter a valid phone number.'),
  country: z.string().refine((code) => Boolean(findCountry(code)), 'Choose a country.'),
  state: z.string().trim().min(1, required).max(80),
  city: z.string().trim().min(1, required).max(80),
  address: z.string().trim().min(1, required).max(160),
  zipCode: z.string().trim().min(1, required).max(16),
  company: z.string().trim().min(1, required).max(120),
  role: z.enum(userRoles, 'Choose a role.'),
  status: z.enum(userStatuses, 'Choose a status.'),
  isVerified: z.boolean(),
});

function errorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'form';
    out[key] ??= issue.message;
  }
  return out;
}

async function emailTaken(email: string, exceptId?: string) {
  return Boolean(await users.find((u) => u.email === email && u.id !== exceptId));
}

async function toDataUrl(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${file.type};base64,${btoa(binary)}`;
}

/** The uploaded `file` of a multipart body as a data URL, or a 400 response naming what is wrong. */
async function readAvatar(request: Request): Promise<string | Response> {
  const form = await request.formData().catch(() => null);
  const file = form?.get('file');
  if (!file || typeof file === 'string') return fieldErrors({ avatarUrl: 'Choose an image to upload.' });
  if (!(avatarRules.types as readonly string[]).includes(file.type)) {
    return fieldErrors({ avatarUrl: 'Use a PNG, JPEG, WebP or GIF image.' });
  }
  if (file.size > avatarRules.maxBytes) return fieldErrors({ avatarUrl: 'The image is larger than 1 MB.' });
  return toDataUrl(file);
}

// ---------------------------------------------------------------------------------------------
// The signed-in account: settings, profile, password.

async function settingsOf(account: Account): Promise<AccountSettings & { id: string }> {
  const stored = await accountSettings.get(account.id);
  if (stored) return stored;
  return accountSettings.put({ id: account.id, ...seedAccountSettings(account) });
}

function person(user: User): ProfilePerson {
  const { id, name, role, company, country, avatarUrl } = user;
  return { id, name, role, company, country, avatarUrl, followed: followedBackIds.has(id) };
}

async function profileOf(account: Account): Promise<UserProfile> {
  const settings = await settingsOf(account);
  const text = seedProfileText();
  const pick = async (ids: readonly string[]) =>
    (await Promise.all(ids.map((id) => users.get(id)))).filter((u): u is User => Boolean(u)).map(person);
  const followers = await pick(followerIds);
  return {
    id: account.id,
    name: settings.general.name,
    email: settings.general.email,
    role: account.role,
    avatarUrl: settings.general.avatarUrl,
    title: text.title,
    about: settings.general.about,
    company: settings.billing.company,
    city: settings.general.city,
    country: settings.general.country,
    school: text.school,
    joinedAt: account.createdAt,
    stats: { followers: followers.length, following: followers.filter((p) => p.followed).length, engagements: 38 },
    followers,
    friends: await pick(friendIds),
    gallery: seedGallery(),
  };
}

const url = z.union([z.literal(''), z.url('Enter a full address starting with https://.')]);
const accountInput = z.object({
  general: z
    .object({
      name: userInput.shape.name,
      email: userInput.shape.email,
      phoneCountry: userInput.shape.phoneCountry,
      phoneNumber: userInput.shape.phoneNumber,
      country: userInput.shape.country,
      city: z.string().trim().max(80),
      address: z.string().trim().max(160),
      zipCode: z.string().trim().max(16),
      about: z.string().trim().max(600, 'At most 600 characters.'),
    })
    .optional(),
  billing: z
    .object({
      plan: z.enum(billingPlans),
      period: z.enum(['monthly', 'yearly']),
      billingEmail: userInput.shape.email,
      company: z.string().trim().max(120),
      vatNumber: z.string().trim().max(20),
      address: userInput.shape.address,
      city: userInput.shape.city,
      zipCode: userInput.shape.zipCode,
      country: userInput.shape.country,
    })
    .optional(),
  notifications: z.object(Object.fromEntries(notificationKeys.map((k) => [k, z.boolean()]))).optional(),
  social: z.object(Object.fromEntries(socialKeys.map((k) => [k, url]))).optional(),
});

// ---------------------------------------------------------------------------------------------

export const handlers = [
  http.get(`${API}/user/list`, async ({ request }) => {
    await latency();
    await requireAccount(request);
    await ensureUserScale();
    return HttpResponse.json(await listUsers(new URL(request.url)));
  }),

  http.post(`${API}/user/bulk-delete`, async ({ request }) => {
    await latency();
    await requireAccount(request);
    const parsed = z.object({ ids: z.array(z.string()).min(1).max(1000) }).safeParse(await readJson(request));
    if (!parsed.success) return fieldErrors({ ids: 'Choose at least one user.' });
    const deleted = await users.deleteMany(parsed.data.ids);
    return HttpResponse.json({ deleted } satisfies BulkDeleteResponse);
  }),

  http.get(`${API}/user/profile`, async ({ request }) => {
    await latency();
    const account = await requireAccount(request);
    await ensureUserScale();
    return HttpResponse.json(await profileOf(account));
  }),

  http.get(`${API}/user/account`, async ({ request }) => {
    await latency();
    const account = await requireAccount(request);
    const { id: _id, ...settings } = await settingsOf(account);
    return HttpResponse.json(settings);
  }),

  http.patch(`${API}/user/account`, async ({ request }) => {
    await latency();
    const account = await requireAccount(request);
    const parsed = accountInput.safeParse(await readJson(request));
    if (!parsed.success) return fieldErrors(errorsOf(parsed.error));
    const current = await settingsOf(account);
    const { general, billing, notifications, social } = parsed.data;
    if (general && general.email !== account.email && (await accounts.find((a) => a.email === general.email))) {
      return conflict('This email address is already used by another account.', { 'general.email': 'This email address is already in use.' });
    }
    const next = {
      ...current,
      ...(general && { general: { ...general, avatarUrl: current.general.avatarUrl } }),
      ...(billing && { billing: { ...billing, card: current.billing.card } }),
      ...(notifications && { notifications: notifications as AccountSettings['notifications'] }),
      ...(social && { social: social as AccountSettings['social'] }),
    };
    await accountSettings.put(next);
    if (general) await accounts.put({ ...account, email: general.email, displayName: general.name });
    const { id: _id, ...settings } = next;
    return HttpResponse.json(settings);
  }),

  http.post(`${API}/user/account/avatar`, async ({ request }) => {
    await latency();
    const account = await requireAccount(request);
    const avatar = await readAvatar(request);
    if (typeof avatar !== 'string') return avatar;
    const settings = await settingsOf(account);
    await accountSettings.put({ ...settings, general: { ...settings.general, avatarUrl: avatar } });
    await accounts.put({ ...account, avatarUrl: avatar });
    return HttpResponse.json({ avatarUrl: avatar });
  }),

  http.post(`${API}/user/account/password`, async ({ request }) => {
    await latency();
    const account = await requireAccount(request);
    const parsed = z
      .object({
        currentPassword: z.string().min(1, required),
        newPassword: z.string().min(passwordRules.minLength, `At least ${passwordRules.minLength} characters.`),
      })
      .safeParse(await readJson(request));
    if (!parsed.success) return fieldErrors(errorsOf(parsed.error));
    const { currentPassword, newPassword } = parsed.data;
    if (!(await verifyPassword(currentPassword, account.passwordHash, account.salt))) {
      return fieldErrors({ currentPassword: 'The current password is not correct.' });
    }
    if (newPassword === currentPassword) {
      return fieldErrors({ newPassword: 'Choose a password different from the current one.' });
    }
    const { hash, salt } = await hashPassword(newPassword, randomHex(16));
    await accounts.put({ ...account, passwordHash: hash, salt });
    return HttpResponse.json({ user: publicUser(account) });
  }),

  http.post(`${API}/user`, async ({ request }) => {
    await latency();
    await requireAccount(request);
    const parsed = userInput.safeParse(await readJson(request));
    if (!parsed.success) return fieldErrors(errorsOf(parsed.error));
    if (await emailTaken(parsed.data.email)) {
      return conflict('A user with this email address already exists.', { email: 'This email address is already in use.' });
    }
    const now = new Date().toISOString();
    const user: User = { ...parsed.data, id: crypto.randomUUID(), avatarUrl: null, createdAt: now, updatedAt: now };
    await users.put(user);
    return HttpResponse.json(user, { status: 201 });
  }),

  http.get(`${API}/user/:id`, async ({ request, params }) => {
    await latency();
    await requireAccount(request);
    await ensureUserScale();
    const user = await users.get(String(params.id));
    return user ? HttpResponse.json(user) : notFound('This user does not exist or was deleted.');
  }),

  http.patch(`${API}/user/:id`, async ({ request, params }) => {
    await latency();
    await requireAccount(request);
    const user = await users.get(String(params.id));
    if (!user) return notFound('This user does not exist or was deleted.');
    const parsed = userInput.partial().safeParse(await readJson(request));
    if (!parsed.success) return fieldErrors(errorsOf(parsed.error));
    if (parsed.data.email && (await emailTaken(parsed.data.email, user.id))) {
      return conflict('A user with this email address already exists.', { email: 'This email address is already in use.' });
    }
    const updated: User = { ...user, ...parsed.data, updatedAt: new Date().toISOString() };
    await users.put(updated);
    return HttpResponse.json(updated);
  }),

  http.delete(`${API}/user/:id`, async ({ request, params }) => {
    await latency();
    await requireAccount(request);
    const deleted = await users.delete(String(params.id));
    return deleted ? new HttpResponse(null, { status: 204 }) : notFound('This user does not exist or was deleted.');
  }),

  http.post(`${API}/user/:id/avatar`, async ({ request, params }) => {
    await latency();
    await requireAccount(request);
    const user = await users.get(String(params.id));
    if (!user) return notFound('This user does not exist or was deleted.');
    const avatar = await readAvatar(request);
    if (typeof avatar !== 'string') return avatar;
    await users.put({ ...user, avatarUrl: avatar, updatedAt: new Date().toISOString() });
    return HttpResponse.json({ avatarUrl: avatar });
  }),

  http.delete(`${API}/user/:id/avatar`, async ({ request, params }) => {
    await latency();
    await requireAccount(request);
    const user = await users.get(String(params.id));
    if (!user) return notFound('This user does not exist or was deleted.');
    await users.put({ ...user, avatarUrl: null, updatedAt: new Date().toISOString() });
    return new HttpResponse(null, { status: 204 });
  }),
];
