// HTML mail is untrusted: DOMPurify removes scripts, event handlers, forms, frames and styles. This
// one function cleans a message's HTML wherever it goes: the reader, the composer's editor when a
// reply, a forward or a draft starts from it, and the demo API where mail is stored
// (docs/product-rules.md#rich-text). Remote resources are how a sender learns that a message was
// opened, so images with a remote address are kept out until the user allows them; their address
// waits in data-blocked-src (and comes back from there once allowed, so a forwarded or replied-to
// message keeps its images). Links open in a new tab without telling the site where they came from.
import DOMPurify, { type WindowLike } from 'dompurify';

export interface SanitizedMail {
  html: string;
  /** How many remote images were held back. */
  blocked: number;
}

const REMOTE = /^(https?:)?\/\//i;
const FORBID_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'video', 'audio', 'source', 'link', 'meta', 'base'];
// Inline styles can load remote images (background: url()) and cover the page.
const FORBID_ATTR = ['style', 'srcset', 'background', 'poster'];

/**
 * `allowRemote`: whether remote images keep their address (the reader once "Show images" is
 * pressed, and the server, which stores what it received and leaves the choice to the reader).
 * `root`: the DOM to parse with (the page's; the API server passes one of its own).
 */
export function sanitizeMailHtml(dirty: string, allowRemote: boolean, root: WindowLike = window): SanitizedMail {
  const purify = DOMPurify(root);
  let blocked = 0;
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src') || node.getAttribute('data-blocked-src') || '';
      node.removeAttribute('data-blocked-src');
      if (REMOTE.test(src) && !allowRemote) {
        node.removeAttribute('src');
        node.setAttribute('data-blocked-src', src);
        blocked += 1;
      } else if (REMOTE.test(src) || src.startsWith('data:image/')) {
        node.setAttribute('src', src);
      } else {
        node.removeAttribute('src');
      }
    }
  });
  const html = purify.sanitize(dirty, { FORBID_TAGS, FORBID_ATTR });
  return { html, blocked };
}
