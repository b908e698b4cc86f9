// The mail screen's URL search params: the label shown, the open message and the search text, so a
// message has a link and Back goes to the previous label or message. Plain checks: route files
// validate with them before any page code loads.
import { oneOf, searchParams, stringParam } from '@/lib/search-params';
import type { MailLabelId } from '@/lib/api-contract/mail';

export const mailLabelIds = [
  'inbox', 'all', 'sent', 'drafts', 'starred', 'important', 'archive', 'spam', 'trash',
  'enquiries', 'clients', 'projects', 'finance',
] as const satisfies readonly MailLabelId[];

export const mailSearchDefaults = { label: 'inbox', q: '' } as const;

export const validateMailSearch = searchParams({
  label: oneOf(mailLabelIds, mailSearchDefaults.label),
  id: stringParam(100),
  q: stringParam(100, mailSearchDefaults.q),
});

export type MailSearch = ReturnType<typeof validateMailSearch>;
