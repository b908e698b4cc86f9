// Rich text typed in the dashboard (product descriptions, posts, job and tour texts) is shown to
// other people, so it is sanitised on every display with DOMPurify: only the formatting the editor
// can produce survives; scripts, event handlers, styles, frames and `javascript:` links do not
// (docs/product-rules.md#rich-text).
import DOMPurify from 'dompurify';

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  's',
  'u',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
];
const ALLOWED_ATTR = ['href', 'title'];
const SAFE_HREF = /^(https?:|mailto:|tel:|\/|#)/i;

export function sanitizeRichText(dirty: string): string {
  const purify = DOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    // Only a link has an address, and only one of the kinds above (DOMPurify has trimmed it).
    const href = node.getAttribute('href') ?? '';
    if (node.tagName !== 'A' || !SAFE_HREF.test(href)) {
      node.removeAttribute('href');
      return;
    }
    // A web link opens in a new tab without telling the site where it came from; the author's own
    // target and rel are never kept (they are not in ALLOWED_ATTR).
    if (/^https?:/i.test(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  // No data-* attributes either: the app's own markers and Chakra's styling hooks are data-*.
  return purify.sanitize(dirty, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}

/** The words of a rich text, for reading time, excerpts and "is it empty?" checks. */
export function richTextToPlain(html: string): string {
  // Block ends become spaces, so words of adjacent paragraphs or list items stay apart.
  const spaced = sanitizeRichText(html).replace(
    /<\/(p|h[2-4]|li|blockquote|pre)>|<br\s*\/?>/gi,
    ' $&',
  );
  const doc = new DOMParser().parseFromString(spaced, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
