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

  it('removes forms, controls, media, styles and embedded pages, whatever DOMPurify allows by default', () => {
    const tags = ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'video', 'audio', 'source', 'link', 'meta', 'base'];
    const dirty = tags.map((tag) => `<${tag}></${tag}>`).join('') + '<p>kept</p>';
    const body = new DOMParser().parseFromString(sanitizeMailHtml(dirty, true).html, 'text/html').body;
    for (const tag of tags) expect(body.querySelector(tag), tag).toBeNull();
    expect(body.querySelector('p')!.textContent).toBe('kept');
  });

  it('removes the attributes that load images from elsewhere', () => {
    const { html } = sanitizeMailHtml(
      '<img src="https://cdn.example/a.png" srcset="https://t.example/1x.png 1x"><table background="https://t.example/bg.png"><tr><td background="https://t.example/td.png">x</td></tr></table><p poster="https://t.example/p.png" style="color:red">p</p>',
      true,
    );
    expect(html).not.toMatch(/srcset|background=|poster|style=|t\.example/);
    expect(html).toContain('src="https://cdn.example/a.png"');
  });

  it('opens links in a new tab without a referrer, and nothing else', () => {
    const body = new DOMParser().parseFromString(
      sanitizeMailHtml('<a href="https://corvane.example">web</a><a name="top">anchor</a><p href="https://x.example">p</p>', false).html,
      'text/html',
    ).body;
    const [web, anchor] = [...body.querySelectorAll('a')];
    expect(web!.getAttribute('target')).toBe('_blank');
    expect(web!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(anchor!.hasAttribute('target')).toBe(false);
    expect(anchor!.hasAttribute('rel')).toBe(false);
    expect(body.querySelector('p')!.hasAttribute('target')).toBe(false);
  });

  it('holds back every remote address (http, https, protocol-relative), keeps embedded images, drops the rest', () => {
    const dirty =
      '<img alt="http" src="http://t.example/a.gif"><img alt="relative" src="//t.example/b.gif">' +
      '<img alt="embedded" src="data:image/png;base64,iVBORw0KGgo="><img alt="part" src="cid:part1//logo">' +
      '<img alt="local" src="/logo.png"><img alt="text" src="data:text/html,x">';
    const { html, blocked } = sanitizeMailHtml(dirty, false);
    const img = (alt: string) => new DOMParser().parseFromString(html, 'text/html').querySelector(`img[alt="${alt}"]`)!;
    expect(blocked).toBe(2);
    expect(img('http').getAttribute('data-blocked-src')).toBe('http://t.example/a.gif');
    expect(img('relative').getAttribute('data-blocked-src')).toBe('//t.example/b.gif');
    expect(img('embedded').getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    for (const alt of ['part', 'local', 'text']) {
      expect(img(alt).hasAttribute('src'), alt).toBe(false);
      expect(img(alt).hasAttribute('data-blocked-src'), alt).toBe(false);
    }
    // Only images carry a held-back address.
    expect(sanitizeMailHtml('<p data-blocked-src="https://t.example/x.gif">p</p>', false).blocked).toBe(0);
  });
});
