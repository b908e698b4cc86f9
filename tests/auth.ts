// Test helper: a real demo-API token for the demo account, stored where the session keeps it.
import { accounts, tokenSecret } from '@/demo-api/accounts';
import { signToken } from '@/demo-api/crypto';

export async function signInAsDemo(lifetimeSeconds = 3600): Promise<string> {
  const account = (await accounts.all())[0]!;
  const now = Math.floor(Date.now() / 1000);
  const token = await signToken({ sub: account.id, iat: now, exp: now + lifetimeSeconds }, await tokenSecret());
  sessionStorage.setItem('accessToken', token);
  return token;
}
