// What is shown of stored rich text runs nothing, whatever was stored, and keeps the formatting
// the editor produces (docs/product-rules.md#rich-text).
import { describe, expect, it } from 'vitest';
import { richTextToPlain, sanitizeRichText } from './sanitize-rich-text';

const hostile =
  '<p>Intro</p><script>window.__ran = true</script><img src="x" onerror="window.__ran = true">' +
  '<a href="javascript:alert(1)">bad link</a> <a href="https://corvane.example/docs">good link</a>' +
  '<p style="position:fixed" onclick="window.__ran = true">styled</p><iframe src="https://evil.example"></iframe>';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html').body;

describe('sanitizeRichText', () => {
  it('keeps the formatting and removes scripts, images, handlers, styles, frames and javascript: links', () => {
    const html = sanitizeRichText(hostile);
    const body = parse(html);
    expect(body.querySelector('script, img, iframe, [style], [onclick]')).toBeNull();
    expect(html).not.toMatch(/javascript:|onerror/);
    expect(body.textContent).toContain('bad link');
    const good = body.querySelector('a[href="https://corvane.example/docs"]')!;
    expect(good.getAttribute('rel')).toBe('noopener noreferrer');
    expect(good.getAttribute('target')).toBe('_blank');
    expect(body.querySelector('p')!.textContent).toBe('Intro');
  });

  it('keeps every element the editor makes, and drops the attributes it does not', () => {
    const editorHtml =
      '<h2>Two</h2><h3>Three</h3><h4>Four</h4><p><strong>a</strong><b>b</b><em>c</em><i>d</i><s>e</s><u>f</u><code>g</code><br></p>' +
      '<pre>h</pre><blockquote>i</blockquote><ul><li>j</li></ul><ol><li>k</li></ol><hr>';
    expect(sanitizeRichText(editorHtml)).toBe(editorHtml);
    expect(sanitizeRichText('<p class="x" id="y" data-z="1" title="A note">t</p>')).toBe('<p title="A note">t</p>');
    expect(sanitizeRichText('<h1>Big</h1><table><tr><td>cell</td></tr></table><span>s</span>')).toBe('Bigcells');
  });

  it('keeps links to the app, mail and phone as they are; only web links open in a new tab', () => {
    for (const href of ['/dashboard/post', '#part-2', 'mailto:team@corvane.example', 'tel:+33100000000']) {
      const link = parse(sanitizeRichText(`<a href="${href}">x</a>`)).querySelector('a')!;
      expect(link.getAttribute('href'), href).toBe(href);
      expect(link.hasAttribute('target'), href).toBe(false);
      expect(link.hasAttribute('rel'), href).toBe(false);
    }
    // A path that merely mentions a web address is still the app's.
    const inApp = parse(sanitizeRichText('<a href="/go?to=https://corvane.example">x</a>')).querySelector('a')!;
    expect(inApp.hasAttribute('target')).toBe(false);
    // The author's own target and rel are not kept.
    const authored = parse(sanitizeRichText('<a href="/dashboard" target="_top" rel="opener">x</a>')).querySelector('a')!;
    expect(authored.hasAttribute('target')).toBe(false);
    expect(authored.hasAttribute('rel')).toBe(false);
    // Only a link has an address.
    expect(sanitizeRichText('<p href="/dashboard">t</p>')).toBe('<p>t</p>');
    const web = parse(sanitizeRichText('<a href="HTTP://corvane.example">x</a>')).querySelector('a')!;
    expect(web.getAttribute('target')).toBe('_blank');
    expect(web.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('drops any other address, whatever its case or the spaces around it', () => {
    for (const href of ['JavaScript:alert(1)', '  javascript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:x', 'ftp://files.example', 'corvane.example']) {
      const link = parse(sanitizeRichText(`<a href="${href}" title="t">x</a>`)).querySelector('a')!;
      expect(link.hasAttribute('href'), href).toBe(false);
      expect(link.hasAttribute('target'), href).toBe(false);
      expect(link.getAttribute('title')).toBe('t');
    }
    const spaced = parse(sanitizeRichText('<a href="  https://corvane.example">x</a>')).querySelector('a')!;
    expect(spaced.getAttribute('target')).toBe('_blank');
  });

  it('gives the plain words of a text, blocks and line breaks kept apart', () => {
    expect(richTextToPlain('<h2>Title</h2><p>One <strong>two</strong></p><script>x()</script>')).toBe('Title One two');
    expect(
      richTextToPlain('<h3>A</h3><h4>B</h4><ul><li>C</li><li>D</li></ul><blockquote>E</blockquote><pre>F</pre><p>G<br>H<br/>I</p>'),
    ).toBe('A B C D E F G H I');
    expect(richTextToPlain('<P>Upper</P><P>case</P>')).toBe('Upper case');
    expect(richTextToPlain('  <p>  spaced \n\n  out  </p>  ')).toBe('spaced out');
    expect(richTextToPlain('<p><strong>in</strong><em>line</em></p>')).toBe('inline');
    expect(richTextToPlain('')).toBe('');
  });
});
