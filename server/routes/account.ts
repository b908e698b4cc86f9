// The signed-in account (docs/api/user.md; src/lib/api-contract/user.ts userPaths.profile, account,
// accountAvatar, password): the profile page's data, the settings of /dashboard/user/account (made
// from the seed's on first read, as the demo does), the photo and the password change. Answers and
// messages mirror the demo API's (src/demo-api/handlers/user.ts).
import { eq, inArray, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { followedBackIds, followerIds, friendIds, seedAccountSettings, seedGallery, seedProfileText } from '@/lib/seed/user';
import type { AccountSettings, ChangePasswordResponse, ProfilePerson, UserProfile } from '@/lib/api-contract/user';
import { accountInput, passwordInput } from '@/lib/api-contract/user-input';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { AccountRow, AppEnv, ServerDeps } from '../context';
import type { Db } from '../db/client';
import { accountSettings, accounts, users } from '../db/schema';
import { conflict, fieldErrors, readJson } from '../http/respond';
import { publicUser } from './auth';
import { readAvatar, toUser } from './users';

/** The demo's error keys for these calls: the field's path, or `form` for the body itself. */
function parse<S extends z.ZodType>(c: Context, schema: S, input: unknown): { ok: true; data: z.infer<S> } | { ok: false; response: Response } {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.map(String).join('.') || 'form'] ??= issue.message;
  return { ok: false, response: fieldErrors(c, errors) };
}

async function settingsOf(db: Db, account: AccountRow): Promise<AccountSettings> {
  const [row] = await db.select().from(accountSettings).where(eq(accountSettings.accountId, account.id)).limit(1);
  if (row) return row.settings;
  const settings = seedAccountSettings(account);
  await db.insert(accountSettings).values({ accountId: account.id, settings }).onConflictDoNothing();
  return settings;
}

async function profileOf(db: Db, account: AccountRow): Promise<UserProfile> {
  const settings = await settingsOf(db, account);
  const text = seedProfileText();
  const ids = [...new Set([...followerIds, ...friendIds])];
  const rows = await db.select().from(users).where(inArray(users.id, ids));
  const byId = new Map(rows.map((r) => [r.id, toUser(r)]));
  const pick = (list: readonly string[]): ProfilePerson[] =>
    list.flatMap((id) => {
      const user = byId.get(id);
      if (!user) return [];
      const { name, role, company, country, avatarUrl } = user;
      return [{ id, name, role, company, country, avatarUrl, followed: followedBackIds.has(id) }];
    });
  const followers = pick(followerIds);
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
    joinedAt: account.createdAt.toISOString(),
    stats: { followers: followers.length, following: followers.filter((p) => p.followed).length, engagements: 38 },
    followers,
    friends: pick(friendIds),
    gallery: await seedGallery(),
  };
}

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

export function accountRoutes(deps: ServerDeps) {
  const db = deps.database.db;
  const app = new Hono<AppEnv>();

  app.get('/profile', async (c) => c.json(await profileOf(db, c.get('account'))));
  app.get('/account', async (c) => c.json(await settingsOf(db, c.get('account'))));

  app.patch('/account', async (c) => {
    const account = c.get('account');
    const parsed = parse(c, accountInput, await readJson(c));
    if (!parsed.ok) return parsed.response;
    const current = await settingsOf(db, account);
    const { general, billing, notifications, social } = parsed.data;
    const next: AccountSettings = {
      ...current,
      ...(general && { general: { ...general, avatarUrl: current.general.avatarUrl } }),
      ...(billing && { billing: { ...billing, card: current.billing.card } }),
      ...(notifications && { notifications: notifications as AccountSettings['notifications'] }),
      ...(social && { social: social as AccountSettings['social'] }),
    };
    try {
      await db.transaction(async (tx) => {
        if (general) await tx.update(accounts).set({ email: general.email, displayName: general.name }).where(eq(accounts.id, account.id));
        await tx.update(accountSettings).set({ settings: next }).where(eq(accountSettings.accountId, account.id));
      });
    } catch (error) {
      if (isUniqueViolation(error))
        return conflict(c, 'This email address is already used by another account.', { 'general.email': 'This email address is already in use.' });
      throw error;
    }
    return c.json(next);
  });

  app.post('/account/avatar', async (c) => {
    const account = c.get('account');
    const avatar = await readAvatar(c.req.raw);
    if (typeof avatar !== 'string') return fieldErrors(c, avatar);
    const settings = await settingsOf(db, account);
    await db.transaction(async (tx) => {
      await tx
        .update(accountSettings)
        .set({ settings: { ...settings, general: { ...settings.general, avatarUrl: avatar } } })
        .where(eq(accountSettings.accountId, account.id));
      await tx.update(accounts).set({ avatarUrl: avatar }).where(eq(accounts.id, account.id));
    });
    return c.json({ avatarUrl: avatar });
  });

  app.post('/account/password', async (c) => {
    const account = c.get('account');
    const parsed = parse(c, passwordInput, await readJson(c));
    if (!parsed.ok) return parsed.response;
    const { currentPassword, newPassword } = parsed.data;
    if (!(await verifyPassword(currentPassword, account.passwordHash, account.salt)))
      return fieldErrors(c, { currentPassword: 'The current password is not correct.' });
    if (newPassword === currentPassword) return fieldErrors(c, { newPassword: 'Choose a password different from the current one.' });
    const { hash, salt } = await hashPassword(newPassword);
    // Every older session ends (docs/security.md#sessions); this tab gets a token of the new version.
    const [updated] = await db
      .update(accounts)
      .set({ passwordHash: hash, salt, tokenVersion: sql`${accounts.tokenVersion} + 1` })
      .where(eq(accounts.id, account.id))
      .returning();
    const user = updated ?? account;
    const accessToken = await deps.tokens.issue({ sub: user.id, email: user.email, role: user.role, ver: user.tokenVersion });
    return c.json({ user: publicUser(user), accessToken } satisfies ChangePasswordResponse);
  });

  return app;
}
