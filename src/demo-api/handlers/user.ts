// The user group of the demo API (docs/api/user.md): the managed users with server-side paging,
// sorting, filtering, search and status counts; CRUD and bulk delete (the shape every group shares,
// crud.ts); avatars; and the signed-in account's profile, settings and password.
import { HttpResponse, http } from 'msw';
import type { z } from 'zod';
import {
  avatarRules,
  userRoles,
  userSortFields,
  userStatuses,
  type AccountSettings,
  type ChangePasswordResponse,
  type ProfilePerson,
  type User,
  type UserInput,
  type UserProfile,
} from '@/lib/api-contract/user';
import { nextVersion } from '@/lib/api-contract/edit-conflict';
import { accounts, issueToken, publicUser, requireAccount, withSessionsEnded, type Account } from '../accounts';
import { hashPassword, randomHex, verifyPassword } from '../crypto';
import { crudHandlers } from '../crud';
import { defineCollection } from '../db';
import type { ListOptions } from '../list-query';
import { currentSeed } from '@/lib/seed/dates';
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
} from '@/lib/seed/user';

const users = defineCollection<User>('users', () => seedUsers());
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
  const seeded = await seedUsers();
  // The extra users come from a generator loaded only when the switch asks for them.
  const extra = wanted > seeded.length ? (await import('@/lib/seed/user-pool')).poolUsers(seeded.length, wanted, seeded.map((u) => u.email)) : [];
  await users.replaceAll(currentSeed([...seeded, ...extra]));
  await userScale.put({ id: 'scale', count: wanted });
}

// ---------------------------------------------------------------------------------------------
// Listing: search and role filter → status counts → status filter → sort → page (list-query.ts).

const userList: ListOptions<User> = {
  search: (u) => `${u.name} ${u.email} ${u.company} ${u.phoneNumber}`,
  filters: { status: (u, v) => u.status === v, role: (u, v) => u.role === v },
  allowed: { status: userStatuses, role: userRoles },
  sorters: Object.fromEntries(userSortFields.map((field) => [field, (u: User) => u[field]])),
  defaultSort: { sort: 'createdAt', order: 'desc' },
  facet: { param: 'status', value: (u) => u.status, keys: userStatuses },
  clampPage: true,
  cacheSorts: true,
};

// ---------------------------------------------------------------------------------------------
// Validation, as a real server would do it (the client validates too, for fast feedback). The
// schemas (zod, shared with the server) load with the first write, so the reads fetch none of it.

const schemas = () => import('@/lib/api-contract/user-input');

function errorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'form';
    out[key] ??= issue.message;
  }
  return out;
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
    gallery: await seedGallery(),
  };
}

// ---------------------------------------------------------------------------------------------

const extra = [
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
    const { accountInput } = await schemas();
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
    const { passwordInput } = await schemas();
    const parsed = passwordInput.safeParse(await readJson(request));
    if (!parsed.success) return fieldErrors(errorsOf(parsed.error));
    const { currentPassword, newPassword } = parsed.data;
    if (!(await verifyPassword(currentPassword, account.passwordHash, account.salt))) {
      return fieldErrors({ currentPassword: 'The current password is not correct.' });
    }
    if (newPassword === currentPassword) {
      return fieldErrors({ newPassword: 'Choose a password different from the current one.' });
    }
    const { hash, salt } = await hashPassword(newPassword, randomHex(16));
    // Every older session ends (docs/security.md#sessions); this tab gets a token of the new version.
    const updated = await accounts.put(withSessionsEnded({ ...account, passwordHash: hash, salt }));
    return HttpResponse.json<ChangePasswordResponse>({ user: publicUser(updated), accessToken: await issueToken(updated) });
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

const emailClash = (input: Partial<UserInput>, records: User[], existing?: User) =>
  input.email && records.some((u) => u.email === input.email && u.id !== existing?.id)
    ? { message: 'A user with this email address already exists.', fieldErrors: { email: 'This email address is already in use.' } }
    : null;

export const handlers = crudHandlers({
  group: 'user',
  key: 'user',
  collection: users,
  list: userList,
  loadSchema: async () => (await schemas()).userInput,
  extra,
  beforeRead: ensureUserScale,
  notFoundMessage: 'This user does not exist or was deleted.',
  versioned: true,
  conflict: emailClash,
  create: (input) => {
    const now = new Date().toISOString();
    return { ...input, id: crypto.randomUUID(), avatarUrl: null, createdAt: now, updatedAt: now };
  },
  update: (user, input) => ({ ...user, ...input, updatedAt: nextVersion(user.updatedAt).toISOString() }),
});
