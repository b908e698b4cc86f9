// POST /api/contact: the public Contact Us form. Open to guests; the message is filed in the
// dashboard's mail inbox under "Website enquiries" (docs/product-rules.md#contact-form).
import { HttpResponse, http } from 'msw';
import type { ContactResponse } from '@/lib/api-contract/contact';
import { contactSchema, enquiryMail, enquiryNotification } from '@/lib/api-contract/contact-input';
import { randomHex } from '../crypto';
import { mail } from '../mail-store';
import { notify } from '../notification-store';
import { API, latency } from '../respond';
import { validateBody } from '../validate';

export const handlers = [
  http.post(`${API}/contact`, async ({ request }) => {
    await latency();
    const parsed = await validateBody(request, contactSchema);
    if (!parsed.ok) return parsed.response;
    const receivedAt = new Date().toISOString();
    const record = enquiryMail(parsed.data, `enq-${randomHex(8)}`, receivedAt);
    await mail.put(record);
    const notice = enquiryNotification(parsed.data);
    await notify(notice.kind, notice.title, notice.link);
    return HttpResponse.json({ id: record.id, receivedAt } satisfies ContactResponse, { status: 201 });
  }),
];
