// Mail: folders and labels, list per label, details, flags, moving, sending, deleting.
import { HttpResponse, http } from 'msw';
import { z } from 'zod';
import { MAIL_FILE_LIMIT, MAIL_TOTAL_LIMIT, type Mail, type MailLabel, type MailLabelId } from '@/lib/api-contract/mail';
import { requireAccount } from '../accounts';
import { listQuery } from '../list-query';
import { mail, present, type StoredMail } from '../mail-store';
import { API, fieldErrors, latency, notFound } from '../respond';
import { validate, validateBody } from '../validate';

const FOLDERS = ['inbox', 'sent', 'drafts', 'archive', 'spam', 'trash'] as const;
const CUSTOM = ['enquiries', 'clients', 'projects', 'finance'] as const;

const LABELS: Omit<MailLabel, 'unreadCount' | 'totalCount'>[] = [
  { id: 'all', type: 'system', name: 'All mail' },
  { id: 'inbox', type: 'system', name: 'Inbox' },
  { id: 'sent', type: 'system', name: 'Sent' },
  { id: 'drafts', type: 'system', name: 'Drafts' },
  { id: 'starred', type: 'system', name: 'Starred' },
  { id: 'important', type: 'system', name: 'Important' },
  { id: 'archive', type: 'system', name: 'Archive' },
  { id: 'spam', type: 'system', name: 'Spam' },
  { id: 'trash', type: 'system', name: 'Trash' },
  { id: 'enquiries', type: 'custom', name: 'Website enquiries', color: 'orange' },
  { id: 'clients', type: 'custom', name: 'Clients', color: 'blue' },
  { id: 'projects', type: 'custom', name: 'Projects', color: 'green' },
  { id: 'finance', type: 'custom', name: 'Finance', color: 'purple' },
];

function inLabel(m: Mail, label: MailLabelId): boolean {
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

const updateSchema = z.object({
  isUnread: z.boolean().optional(),
  isStarred: z.boolean().optional(),
  isImportant: z.boolean().optional(),
  folder: z.enum(FOLDERS, 'Unknown folder.').optional(),
  labelIds: z.array(z.enum(CUSTOM, 'Unknown label.')).optional(),
});

const addresses = z.array(z.string().trim().pipe(z.email('Enter valid email addresses.'))).max(20, 'At most 20 recipients.');

const attachmentSchema = z.object({
  name: z.string().trim().min(1).max(200),
  mimeType: z.string().max(200),
  size: z.number().int().min(0).max(MAIL_FILE_LIMIT, 'Each file can be at most 10 MB.'),
  dataUrl: z.string().startsWith('data:'),
});

const sendSchema = z
  .object({
    to: addresses,
    cc: addresses.optional(),
    subject: z.string().trim().max(200, 'Use at most 200 characters.'),
    message: z.string().max(20_000, 'The message is too long.'),
    html: z.string().max(200_000, 'The message is too long.').optional(),
    attachments: z
      .array(attachmentSchema)
      .max(20, 'At most 20 files.')
      .refine((files) => files.reduce((sum, f) => sum + f.size, 0) <= MAIL_TOTAL_LIMIT, 'Attachments can add up to at most 25 MB.')
      .optional(),
    draft: z.boolean().optional(),
    draftId: z.string().max(100).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.draft) return;
    if (value.to.length === 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Add at least one recipient.' });
    if (!value.subject) ctx.addIssue({ code: 'custom', path: ['subject'], message: 'Enter a subject.' });
    if (!value.message.trim() && !value.attachments?.length) ctx.addIssue({ code: 'custom', path: ['message'], message: 'Write a message.' });
  });

export const handlers = [
  http.get(`${API}/mail/labels`, async ({ request }) => {
    await latency();
    await requireAccount(request);
    const all = await mail.all();
    const labels: MailLabel[] = LABELS.map((label) => {
      const inside = all.filter((m) => inLabel(m, label.id));
      return { ...label, totalCount: inside.length, unreadCount: inside.filter((m) => m.isUnread).length };
    });
    return HttpResponse.json({ labels });
  }),
  http.get(`${API}/mail/list`, async ({ request }) => {
    await latency();
    await requireAccount(request);
    const labelId = (new URL(request.url).searchParams.get('labelId') ?? 'inbox') as MailLabelId;
    if (!LABELS.some((l) => l.id === labelId)) return notFound(`No mail label “${labelId}”.`);
    const inside = (await mail.all()).filter((m) => inLabel(m, labelId));
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
    await requireAccount(request);
    const id = new URL(request.url).searchParams.get('id') ?? '';
    const found = await mail.get(id);
    return found ? HttpResponse.json({ mail: present(found) }) : notFound(`No message with id “${id}”.`);
  }),
  http.get(`${API}/mail/attachment`, async ({ request }) => {
    await latency();
    await requireAccount(request);
    const params = new URL(request.url).searchParams;
    const found = await mail.get(params.get('id') ?? '');
    const index = Number(params.get('index'));
    const file = found?.attachments[index];
    if (!found || !file) return notFound('No such attachment.');
    // Seed messages list files without content: the demo makes a one-line text stand-in.
    const dataUrl = found.files?.[index] ?? `data:text/plain;base64,${btoa(`${file.name}: sample attachment of “${found.subject}”.`)}`;
    return HttpResponse.json({ attachment: { ...file, dataUrl } });
  }),
  http.post(`${API}/mail`, async ({ request }) => {
    await latency();
    const account = await requireAccount(request);
    const parsed = await validateBody(request, sendSchema);
    if (!parsed.ok) return parsed.response;
    const { to, cc = [], subject, message, html, attachments = [], draft, draftId } = parsed.data;
    const previous = draftId ? await mail.get(draftId) : undefined;
    if (draftId && previous?.folder !== 'drafts') return fieldErrors({ draftId: 'This draft no longer exists.' });
    const contact = (email: string) => ({ name: email.split('@')[0] ?? email, email });
    const record: StoredMail = {
      // A draft saved again keeps its id (a link to it stays valid); a sent draft leaves Drafts.
      id: draft && previous ? previous.id : crypto.randomUUID(),
      folder: draft ? 'drafts' : 'sent',
      labelIds: [],
      from: { name: account.displayName, email: account.email },
      to: to.map(contact),
      cc: cc.map(contact),
      subject,
      message,
      ...(html ? { html } : {}),
      isUnread: false,
      isStarred: false,
      isImportant: false,
      attachments: attachments.map(({ name, size, mimeType }) => ({ name, size, mimeType })),
      files: attachments.map((a) => a.dataUrl),
      createdAt: new Date().toISOString(),
    };
    if (previous && !draft) await mail.delete(previous.id);
    // The store keeps the HTML sanitised (../mail-store.ts); the answer is what it kept.
    const stored = await mail.put(record);
    return HttpResponse.json({ mail: present(stored) }, { status: 201 });
  }),
  http.patch(`${API}/mail/:id`, async ({ request, params }) => {
    await latency();
    await requireAccount(request);
    const existing = await mail.get(String(params.id));
    if (!existing) return notFound();
    const parsed = validate(updateSchema, await request.json().catch(() => ({})));
    if (!parsed.ok) return parsed.response;
    const updated = await mail.put({ ...existing, ...parsed.data } as StoredMail);
    return HttpResponse.json({ mail: present(updated) });
  }),
  http.delete(`${API}/mail/:id`, async ({ request, params }) => {
    await latency();
    await requireAccount(request);
    const existing = await mail.get(String(params.id));
    if (!existing) return notFound();
    // Like a mail client: delete moves to the trash; deleting from the trash removes it for good.
    if (existing.folder === 'trash') await mail.delete(existing.id);
    else await mail.put({ ...existing, folder: 'trash' });
    return new HttpResponse(null, { status: 204 });
  }),
];
