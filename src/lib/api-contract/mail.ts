// Mail (docs/product-rules.md#api-calls: /api/mail/list, /api/mail/details, /api/mail/labels). Messages sent from the
// public Contact Us form arrive in the inbox under the "Website enquiries" label (docs/product-rules.md#contact-form).
import type { ListResponse } from './list';

/** `archive`: out of the inbox, still in All mail (the `e` shortcut). */
export type MailFolder = 'inbox' | 'sent' | 'drafts' | 'archive' | 'spam' | 'trash';

/** System labels mirror the folders plus starred/important; custom labels group messages. */
export type MailLabelId = 'all' | MailFolder | 'starred' | 'important' | 'enquiries' | 'clients' | 'projects' | 'finance';

export interface MailLabel {
  id: MailLabelId;
  type: 'system' | 'custom';
  /** English name; screens translate by id. */
  name: string;
  /** A palette name for the label's dot (custom labels only). */
  color?: 'blue' | 'green' | 'orange' | 'purple';
  unreadCount: number;
  totalCount: number;
}

export interface MailContact {
  name: string;
  email: string;
}

export interface MailAttachment {
  name: string;
  /** Bytes. */
  size: number;
  mimeType: string;
}

/** An attachment as sent: its content as a `data:` URL. */
export interface MailAttachmentUpload extends MailAttachment {
  dataUrl: string;
}

/** GET /api/mail/attachment?id=&index= — the file of a message's attachment. */
export interface MailAttachmentResponse {
  attachment: MailAttachmentUpload;
}

/** Per-file and per-message attachment limits (bytes), enforced by the API and the composer. */
export const MAIL_FILE_LIMIT = 10 * 1024 * 1024;
export const MAIL_TOTAL_LIMIT = 25 * 1024 * 1024;

export interface Mail {
  id: string;
  folder: MailFolder;
  /** Custom labels only (`enquiries`, `clients`, ...). */
  labelIds: MailLabelId[];
  from: MailContact;
  to: MailContact[];
  cc: MailContact[];
  subject: string;
  /** Plain text; paragraphs separated by blank lines. */
  message: string;
  /** The HTML body, when the message has one. Untrusted: screens sanitise it before showing it. */
  html?: string;
  isUnread: boolean;
  isStarred: boolean;
  isImportant: boolean;
  attachments: MailAttachment[];
  createdAt: string;
}

/** GET list: `labelId` (default `inbox`), plus `q`, `page`, `pageSize`; newest first. */
export interface MailListQuery {
  labelId?: MailLabelId;
  q?: string;
  page?: number;
  pageSize?: number;
}
export type MailListResponse = ListResponse<Mail>;

export interface MailDetailsResponse {
  mail: Mail;
}

export interface MailLabelsResponse {
  labels: MailLabel[];
}

/** PATCH /api/mail/:id — any subset. Moving to `trash` keeps the message; DELETE from trash removes it. */
export interface MailUpdateInput {
  isUnread?: boolean;
  isStarred?: boolean;
  isImportant?: boolean;
  folder?: MailFolder;
  labelIds?: MailLabelId[];
}

/**
 * POST /api/mail — sends (folder `sent`) or saves a draft (`draft: true`). With `draftId`, that
 * draft is replaced (saved again, or sent and removed from Drafts).
 */
export interface MailSendInput {
  to: string[];
  cc?: string[];
  subject: string;
  /** Plain text of the body (search, snippets). */
  message: string;
  html?: string;
  attachments?: MailAttachmentUpload[];
  draft?: boolean;
  draftId?: string;
}

export const mailPaths = {
  list: '/api/mail/list',
  details: '/api/mail/details',
  labels: '/api/mail/labels',
  attachment: '/api/mail/attachment',
  send: '/api/mail',
  item: (id: string) => `/api/mail/${id}`,
} as const;
