// HTML mail is untrusted: DOMPurify (only in the mail route's chunk) removes scripts, event
// handlers, forms, frames and styles. Remote resources are how a sender learns that a message was
// opened, so images with a remote address are kept out until the user allows them; their address
// waits in data-blocked-src. Links open in a new tab without telling the site where they came from.
import DOMPurify from 'dompurify';

export interface SanitizedMail {
  html: string;
  /** How many remote images were held back. */
  blocked: number;
}

const REMOTE = /^(https?:)?\/\//i;

export function sanitizeMailHtml(dirty: string, allowRemote: boolean): SanitizedMail {
  const purify = DOMPurify(window);
  let blocked = 0;
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src') ?? '';
      if (REMOTE.test(src) && !allowRemote) {
        node.removeAttribute('src');
        node.removeAttribute('srcset');
        node.setAttribute('data-blocked-src', src);
        blocked += 1;
      } else if (!REMOTE.test(src) && !src.startsWith('data:image/')) {
        node.removeAttribute('src');
      }
    }
  });
  const html = purify.sanitize(dirty, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'video', 'audio', 'source', 'link', 'meta', 'base'],
    // Inline styles can load remote images (background: url()) and cover the page.
    FORBID_ATTR: ['style', 'srcset', 'background', 'poster'],
  });
  return { html, blocked };
}
