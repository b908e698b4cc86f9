// Mail: folders and labels, list per label, details, flags, moving, sending, deleting.
import { HttpResponse, http } from 'msw';
import { z } from 'zod';
import type { Mail, MailLabel, MailLabelId } from '@/lib/api-contract/mail';
import { requireAccount } from '../accounts';
import { listQuery } from '../list-query';
import { mail } from '../mail-store';
import { API, latency, notFound } from '../respond';
import { validate, validateBody } from '../validate';

const FOLDERS = ['inbox', 'sent', 'drafts', 'spam', 'trash'] as const;
const CUSTOM = ['enquiries', 'clients', 'projects', 'finance'] as const;

const LABELS: Omit<MailLabel, 'unreadCount' | 'totalCount'>[] = [
  { id: 'all', type: 'system', name: 'All mail' },
  { id: 'inbox', type: 'system', name: 'Inbox' },
  { id: 'sent', type: 'system', name: 'Sent' },
  { id: 'drafts', type: 'system', name: 'Drafts' },
  { id: 'starred', type: 'system', name: 'Starred' },
  { id: 'important', type: 'system', name: 'Important' },
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

const sendSchema = z
  .object({
    to: z.array(z.string().trim().pipe(z.email('Enter valid email addresses.'))).max(20, 'At most 20 recipients.'),
    subject: z.string().trim().max(200, 'Use at most 200 characters.'),
    message: z.string().max(20_000, 'The message is too long.'),
    draft: z.boolean().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.draft) return;
    if (value.to.length === 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Add at least one recipient.' });
    if (!value.subject) ctx.addIssue({ code: 'custom', path: ['subject'], message: 'Enter a subject.' });
    if (!value.message.trim()) ctx.addIssue({ code: 'custom', path: ['message'], message: 'Write a message.' });
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
    return HttpResponse.json(
      listQuery(request, inside, {
        search: (m) => [m.subject, m.message, m.from.name, m.from.email, ...m.to.map((t) => `${t.name} ${t.email}`)].join(' '),
        filters: { unread: (m, v) => m.isUnread === (v === 'true') },
        sorters: { createdAt: (m) => m.createdAt, subject: (m) => m.subject, from: (m) => m.from.name },
        defaultSort: { sort: 'createdAt', order: 'desc' },
        defaultPageSize: 20,
      }),
    );
  }),
  http.get(`${API}/mail/details`, async ({ request }) => {
    await latency();
    await requireAccount(request);
    const id = new URL(request.url).searchParams.get('id') ?? '';
    const found = await mail.get(id);
    return found ? HttpResponse.json({ mail: found }) : notFound(`No message with id “${id}”.`);
  }),
  http.post(`${API}/mail`, async ({ request }) => {
    await latency();
    const account = await requireAccount(request);
    const parsed = await validateBody(request, sendSchema);
    if (!parsed.ok) return parsed.response;
    const { to, subject, message, draft } = parsed.data;
    const record: Mail = {
      id: crypto.randomUUID(),
      folder: draft ? 'drafts' : 'sent',
      labelIds: [],
      from: { name: account.displayName, email: account.email },
      to: to.map((email) => ({ name: email.split('@')[0] ?? email, email })),
      subject,
      message,
      isUnread: false,
      isStarred: false,
      isImportant: false,
      attachments: [],
      createdAt: new Date().toISOString(),
    };
    await mail.put(record);
    return HttpResponse.json({ mail: record }, { status: 201 });
  }),
  http.patch(`${API}/mail/:id`, async ({ request, params }) => {
    await latency();
    await requireAccount(request);
    const existing = await mail.get(String(params.id));
    if (!existing) return notFound();
    const parsed = validate(updateSchema, await request.json().catch(() => ({})));
    if (!parsed.ok) return parsed.response;
    const updated = await mail.put({ ...existing, ...parsed.data } as Mail);
    return HttpResponse.json({ mail: updated });
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
