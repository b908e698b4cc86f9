// POST /api/contact: the public Contact Us form. Open to guests; the message is filed in the inbox
// of every active admin, under "Website enquiries", each copy under its own id, with a
// notification each (docs/product-rules.md#contact-form, NOTIFIED_ROLES); the answer names the
// first admin's copy. Only those admins' tabs hear of it.
import { HttpResponse, http } from 'msw';
import type { ContactResponse } from '@/lib/api-contract/contact';
import { contactSchema, enquiryMail, enquiryNotification } from '@/lib/api-contract/contact-input';
import { NOTIFIED_ROLES } from '@/lib/api-contract/notification-rules';
import { randomHex } from '../crypto';
import { changeIsFor } from '../live';
import { mail } from '../mail-store';
import { accountsInRoles, notify } from '../notification-store';
import { API, latency } from '../respond';
import { validateBody } from '../validate';

export const handlers = [
  http.post(`${API}/contact`, async ({ request, requestId }) => {
    await latency();
    const parsed = await validateBody(request, contactSchema);
    if (!parsed.ok) return parsed.response;
    const receivedAt = new Date().toISOString();
    const admins = await accountsInRoles(NOTIFIED_ROLES.enquiry);
    const ids = admins.map(() => `enq-${randomHex(8)}`);
    for (const [i, accountId] of admins.entries()) await mail.put({ ...enquiryMail(parsed.data, ids[i]!, receivedAt), accountId });
    await notify(admins, enquiryNotification(parsed.data));
    changeIsFor(requestId, admins);
    return HttpResponse.json({ id: ids[0] ?? `enq-${randomHex(8)}`, receivedAt } satisfies ContactResponse, { status: 201 });
  }),
];
