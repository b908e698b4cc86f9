// For endpoints open to guests (checkout, contact): the signed-in account when the request carries
// a valid bearer token, otherwise null. An invalid token is treated as a guest, never as an error.
import { requireAccount, type Account } from './accounts';

export async function optionalAccount(request: Request): Promise<Account | null> {
  if (!request.headers.get('authorization')) return null;
  try {
    return await requireAccount(request);
  } catch {
    return null;
  }
}
