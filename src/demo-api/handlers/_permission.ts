// The permission table (src/lib/api-contract/permission.ts `apiRules`), kept by the demo API as the
// server keeps it (docs/security.md#who-may-do-what): before any group's handler, a call that needs
// a session gets 401 without a valid token and 403 for a role the rule does not name. Public calls
// and paths without a rule fall through. Named with a leading underscore so it runs before the
// groups (handlers.ts); the account check is imported on the first call that needs it.
import { HttpResponse, http } from 'msw';
import { apiMessages } from '@/lib/api-contract/errors';
import { FORBIDDEN_ROLE, apiCallOf, roleMayCall } from '@/lib/api-contract/permission';
import { API } from '../respond';

export const handlers = [
  http.all(`${API}/*`, async ({ request }) => {
    const found = apiCallOf(request.method, new URL(request.url).pathname);
    if (!found || found.rule === 'public') return undefined;
    const { requireAccount } = await import('../accounts');
    const account = await requireAccount(request);
    if (!roleMayCall(found.rule, account.role)) {
      return HttpResponse.json({ message: apiMessages.forbidden, code: FORBIDDEN_ROLE }, { status: 403 });
    }
    return undefined;
  }),
];
