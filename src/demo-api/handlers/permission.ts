// POST /api/auth/role: switches the signed-in demo account's role, so /dashboard/permission can
// show role gating. The token stays valid (it names the account, not the role).
import { HttpResponse, http } from 'msw';
import { roleSchema } from '@/lib/api-contract/permission-input';
import { accounts, publicUser, requireAccount } from '../accounts';
import { API, latency } from '../respond';
import { validateBody } from '../validate';

export const handlers = [
  http.post(`${API}/auth/role`, async ({ request }) => {
    await latency();
    const account = await requireAccount(request);
    const parsed = await validateBody(request, roleSchema);
    if (!parsed.ok) return parsed.response;
    const updated = await accounts.put({ ...account, role: parsed.data.role });
    return HttpResponse.json({ user: publicUser(updated) });
  }),
];
