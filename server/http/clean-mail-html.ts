// Mail comes from outside, so its HTML is cleaned as it is stored, as the demo API's store does
// (src/demo-api/mail-store.ts, docs/mail-and-chat.md): the app's own function
// (src/lib/rich-text/sanitize-mail-html.ts: DOMPurify, no scripts, handlers, `javascript:` links,
// styles or frames; remote images kept for the reader to hold back), run on a jsdom window made
// once, on the first message with HTML (loading jsdom takes about a second).
import type { WindowLike } from 'dompurify';
import { sanitizeMailHtml } from '@/lib/rich-text/sanitize-mail-html';

let dom: Promise<WindowLike> | undefined;

export async function cleanMailHtml(html: string): Promise<string> {
  dom ??= import('jsdom').then(({ JSDOM }) => new JSDOM('').window);
  return sanitizeMailHtml(html, true, await dom).html;
}
