// HTML mail runs nothing and loads nothing from elsewhere until the user allows images.
import { describe, expect, it } from 'vitest';
import { sanitizeMailHtml } from './sanitize-mail-html';

const hostile =
  '<p>Hello</p><script>window.__ran = true</script><img src="x" onerror="window.__ran = true">' +
  '<img src="https://tracker.example/pixel.gif" alt="pixel"><a href="javascript:alert(1)">link</a>' +
  '<div style="background:url(https://tracker.example/bg.png)">styled</div><iframe src="https://evil.example"></iframe>';

describe('sanitizeMailHtml', () => {
  it('drops scripts, handlers, javascript links, styles and frames, and holds back remote images', () => {
    const { html, blocked } = sanitizeMailHtml(hostile, false);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelector('script, iframe')).toBeNull();
    expect(html).not.toMatch(/onerror|javascript:|style=|tracker\.example\/bg/);
    const remote = doc.querySelector('img[alt="pixel"]')!;
    expect(remote.hasAttribute('src')).toBe(false);
    expect(remote.getAttribute('data-blocked-src')).toBe('https://tracker.example/pixel.gif');
    expect(blocked).toBe(1);
    expect(doc.body.textContent).toContain('Hello');
  });

  it('shows remote images once allowed, still without handlers', () => {
    const { html, blocked } = sanitizeMailHtml(hostile, true);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelector('img[alt="pixel"]')!.getAttribute('src')).toBe('https://tracker.example/pixel.gif');
    expect(blocked).toBe(0);
    expect(html).not.toMatch(/onerror|<script/);
  });

  it('gives a held-back image its address back once allowed (a quoted or forwarded message keeps it)', () => {
    const quoted = sanitizeMailHtml(hostile, false).html;
    const { html, blocked } = sanitizeMailHtml(quoted, true);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelector('img[alt="pixel"]')!.getAttribute('src')).toBe('https://tracker.example/pixel.gif');
    expect(doc.querySelector('img[alt="pixel"]')!.hasAttribute('data-blocked-src')).toBe(false);
    expect(blocked).toBe(0);
    // An address that is neither remote nor an image's data is not given back.
    expect(sanitizeMailHtml('<img alt="x" data-blocked-src="javascript:alert(1)">', true).html).not.toContain('javascript:');
  });
});
