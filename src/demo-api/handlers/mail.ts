// Mail: folders and labels, list per label, details, flags, moving, sending, deleting, each in the
// signed-in account's own mailbox (../mail-store.ts: another's message is a 404, and a change is
// announced to the tabs of the mailboxes it touched only). The payload schemas (zod) are imported
// by the writes that need them, so the reads fetch none of it (docs/performance.md#demo-api).
import { HttpResponse, http } from 'msw';
import type { Mail, MailLabel, MailLabelId } from '@/lib/api-contract/mail';
import { DRAFT_GONE, MAIL_FOLDERS as FOLDERS, MAIL_LABELS as LABELS, newMail, sampleAttachmentDataUrl } from '@/lib/api-contract/mail-rules';
import { requireAccount } from '../accounts';
import { listQuery } from '../list-query';
import { changeIsFor } from '../live';
import { deliver, mail, mailbox, mailboxHeaders, ownMail, present, type StoredMail } from '../mail-store';
import { API, fieldErrors, latency, notFound } from '../respond';
import { validate, validateBody } from '../validate';

function inLabel(m: Pick<Mail, 'folder' | 'labelIds' | 'isStarred' | 'isImportant'>, label: MailLabelId): boolean {
  switch (label) {
    case 'all':
      return m.folder !== 'trash' && m.folder !== 'spam';
    case 'starred':
      return m.isStarred && m.folder !== 'trash';
    case 'important':
      return m.isImportant && m.folder !== 'trash';
    default:
      return (FOLDERS as readonly string[]).includes(label)
        ? m.folder === label
        : m.labelIds.includes(label) && m.folder !== 'trash' && m.folder !== 'spam';
  }
}

export const handlers = [
  http.get(`${API}/mail/labels`, async ({ request }) => {
    await latency();
    const account = await requireAccount(request);
    // The counts read the headers alone: the navigation's unread count fetches no message bodies.
    const all = await mailboxHeaders(account);
    const labels: MailLabel[] = LABELS.map((label) => {
      const inside = all.filter((m) => inLabel(m, label.id));
      return { ...label, totalCount: inside.length, unreadCount: inside.filter((m) => m.isUnread).length };
    });
    return HttpResponse.json({ labels });
  }),
  http.get(`${API}/mail/list`, async ({ request }) => {
    await latency();
    const account = await requireAccount(request);
    const labelId = (new URL(request.url).searchParams.get('labelId') ?? 'inbox') as MailLabelId;
    if (!LABELS.some((l) => l.id === labelId)) return notFound(`No mail label “${labelId}”.`);
    const inside = (await mailbox(account)).filter((m) => inLabel(m, labelId));
    const page = listQuery(request, inside, {
        search: (m) => [m.subject, m.message, m.from.name, m.from.email, ...m.to.map((t) => `${t.name} ${t.email}`)].join(' '),
        filters: { unread: (m, v) => m.isUnread === (v === 'true') },
        sorters: { createdAt: (m) => m.createdAt, subject: (m) => m.subject, from: (m) => m.from.name },
        defaultSort: { sort: 'createdAt', order: 'desc' },
        defaultPageSize: 20,
      });
    return HttpResponse.json({ ...page, items: page.items.map(present) });
  }),
  http.get(`${API}/mail/details`, async ({ request }) => {
    await latency();
    const account = await requireAccount(request);
    const id = new URL(request.url).searchParams.get('id') ?? '';
    const found = await ownMail(account, id);
    return found ? HttpResponse.json({ mail: present(found) }) : notFound(`No message with id “${id}”.`);
  }),
  http.get(`${API}/mail/attachment`, async ({ request }) => {
    await latency();
    const account = await requireAccount(request);
    const params = new URL(request.url).searchParams;
    const found = await ownMail(account, params.get('id') ?? '');
    const index = Number(params.get('index'));
    const file = found?.attachments[index];
    if (!found || !file) return notFound('No such attachment.');
    // Seed messages list files without content: the demo makes a one-line text stand-in.
    const dataUrl = found.files?.[index] ?? sampleAttachmentDataUrl(file.name, found.subject);
    return HttpResponse.json({ attachment: { ...file, dataUrl } });
  }),
  http.post(`${API}/mail`, async ({ request, requestId }) => {
    await latency();
    const account = await requireAccount(request);
    const { mailSendSchema } = await import('@/lib/api-contract/mail-input');
    const parsed = await validateBody(request, mailSendSchema);
    if (!parsed.ok) return parsed.response;
    const { html, attachments = [], draft, draftId } = parsed.data;
    const previous = draftId ? await ownMail(account, draftId) : undefined;
    if (draftId && previous?.folder !== 'drafts') return fieldErrors({ draftId: DRAFT_GONE });
    const id = draft && previous ? previous.id : crypto.randomUUID();
    const from = { name: account.displayName, email: account.email };
    // A draft saved again keeps its id (a link to it stays valid); a sent draft leaves Drafts.
    const record = { ...newMail(parsed.data, from, id, html, new Date().toISOString()), files: attachments.map((a) => a.dataUrl) };
    if (previous && !draft) await mail.delete(previous.id);
    // The store keeps the HTML sanitised (../mail-store.ts); the answer is what it kept. A sent
    // message also lands in the inbox of each workspace account it is addressed to.
    const { stored, mailboxes } = await deliver(account, record);
    changeIsFor(requestId, mailboxes);
    return HttpResponse.json({ mail: present(stored) }, { status: 201 });
  }),
  http.patch(`${API}/mail/:id`, async ({ request, params, requestId }) => {
    await latency();
    const account = await requireAccount(request);
    const existing = await ownMail(account, String(params.id));
    if (!existing) return notFound();
    const { mailUpdateSchema } = await import('@/lib/api-contract/mail-input');
    const parsed = validate(mailUpdateSchema, await request.json().catch(() => ({})));
    if (!parsed.ok) return parsed.response;
    const updated = await mail.put({ ...existing, ...parsed.data } as StoredMail);
    changeIsFor(requestId, [account.id]);
    return HttpResponse.json({ mail: present(updated) });
  }),
  http.delete(`${API}/mail/:id`, async ({ request, params, requestId }) => {
    await latency();
    const account = await requireAccount(request);
    const existing = await ownMail(account, String(params.id));
    if (!existing) return notFound();
    // Like a mail client: delete moves to the trash; deleting from the trash removes it for good.
    if (existing.folder === 'trash') await mail.delete(existing.id);
    else await mail.put({ ...existing, folder: 'trash' });
    changeIsFor(requestId, [account.id]);
    return new HttpResponse(null, { status: 204 });
  }),
];
