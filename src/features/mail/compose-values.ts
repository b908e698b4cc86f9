// What the composer holds, and how a reply, a reply to all or a forward starts.
import type { Mail, MailAttachmentUpload } from '@/lib/api-contract/mail';
import { sanitizeMailHtml } from '@/lib/rich-text/sanitize-mail-html';

export type ReplyMode = 'reply' | 'replyAll' | 'forward';

export interface ComposeValues {
  /** The draft the composer saves to (set after the first save). */
  draftId?: string;
  to: string[];
  cc: string[];
  subject: string;
  /** The editor's HTML (sanitised before the editor loads it, and again when shown). */
  html: string;
  attachments: MailAttachmentUpload[];
}

export const emptyCompose = (): ComposeValues => ({ to: [], cc: [], subject: '', html: '', attachments: [] });

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A message's body as the editor may hold it: a received message is untrusted, and the editor
 * loads what it is given (an `<img onerror>` would run there), so it is sanitised like the reader
 * does, remote images held back (docs/product-rules.md#rich-text).
 */
export const editableHtml = (mail: Pick<Mail, 'html' | 'message'>): string =>
  mail.html ? sanitizeMailHtml(mail.html, false).html : escape(mail.message).replace(/\n/g, '<br>');

const prefixed = (prefix: string, subject: string) =>
  subject.toLowerCase().startsWith(prefix.toLowerCase()) ? subject : `${prefix} ${subject}`;

/** `intro` is the translated "On <date>, <name> wrote:" line. */
export function replyValues(mail: Mail, mode: ReplyMode, myEmail: string | undefined, intro: string): ComposeValues {
  const me = myEmail?.toLowerCase();
  const notMe = (email: string) => email.toLowerCase() !== me;
  const quoted = `<p><br></p><p>${escape(intro)}</p><blockquote>${editableHtml(mail)}</blockquote>`;
  if (mode === 'forward') {
    return { ...emptyCompose(), subject: prefixed('Fwd:', mail.subject), html: quoted };
  }
  const sender = mail.folder === 'sent' ? (mail.to[0]?.email ?? '') : mail.from.email;
  const to = mode === 'replyAll' ? [sender, ...mail.to.map((c) => c.email)].filter(notMe) : [sender];
  const cc = mode === 'replyAll' ? mail.cc.map((c) => c.email).filter(notMe) : [];
  return { ...emptyCompose(), to: [...new Set(to.filter(Boolean))], cc, subject: prefixed('Re:', mail.subject), html: quoted };
}

/** A draft (from the API) back into the composer; its attachments' content is fetched apart. */
export function draftValues(mail: Mail, attachments: MailAttachmentUpload[]): ComposeValues {
  return {
    draftId: mail.id,
    to: mail.to.map((c) => c.email),
    cc: mail.cc.map((c) => c.email),
    subject: mail.subject,
    html: editableHtml(mail),
    attachments,
  };
}
