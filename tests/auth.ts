// Test helpers for the session: a real demo-API token for the demo account, stored where the
// session keeps it, and the clean-up of the sessions tests create (their expiry timers).
import { accounts, tokenSecret } from '@/demo-api/accounts';
import { signToken } from '@/demo-api/crypto';
import type { UserRole } from '@/lib/api-contract/auth';

export async function signInAsDemo(lifetimeSeconds = 3600): Promise<string> {
  const account = (await accounts.all())[0]!;
  const now = Math.floor(Date.now() / 1000);
  const token = await signToken({ sub: account.id, iat: now, exp: now + lifetimeSeconds }, await tokenSecret());
  sessionStorage.setItem('accessToken', token);
  return token;
}

const disposers = new Set<() => void>();

export function trackTestSession(session: { dispose: () => void }) {
  disposers.add(() => session.dispose());
}

/** Ends the timers of every session a test created (tests/setup.ts calls it after each test). */
export function disposeTestSessions() {
  for (const dispose of disposers) dispose();
  disposers.clear();
}

/** Gives the demo account another role (as /dashboard/permission's switch does), for a test of what a role sees. */
export async function setDemoRole(role: UserRole): Promise<void> {
  const account = (await accounts.all())[0]!;
  await accounts.put({ ...account, role });
}
