#!/usr/bin/env node
// Prerenders the marketing pages after `vite build`: each page is rendered once in Chromium and its
// markup, styles and head tags are written into dist/<path>/index.html, so a visitor sees the page
// before the JavaScript has arrived. The app renders beside it, hidden, and takes its place once
// the page is ready (src/lib/prerender-handoff.ts). The snapshot is English and shown only when the visitor's language is English and
// the address is the page's own (index.html's pre-paint script decides; see docs/performance.md).
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { findChromium } from './ensure-chromium.mjs';
import { serveDist } from './serve-dist.mjs';

export const prerenderRoutes = ['/', '/about-us', '/consulting', '/product', '/chooseus', '/contact-us', '/pricing', '/faqs'];

const dist = join(process.cwd(), 'dist');
const shell = readFileSync(join(dist, 'index.html'), 'utf8');
if (shell.includes('<div id="prerendered"')) {
  console.error('dist/ is already prerendered: run `vite build` first.');
  process.exit(1);
}
const chromiumPath = findChromium();
if (!chromiumPath) {
  console.warn('prerender: no Chromium (set CHROME_PATH, or install Debian\'s chromium): dist/ stays the plain app, whose pages render once their scripts have run.');
  process.exit(0);
}
const require = createRequire(join(process.cwd(), 'package.json'));
const { chromium } = require('playwright-core');

const port = 4700 + Math.floor(Math.random() * 200);
const server = await serveDist(port);
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync'],
});
// On a prerendered page the app's code starts after the first paint: the page is already there,
// so the scripts (and their modulepreloads) are requested once it has been painted.
const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(shell)?.[1];
const preloads = [...shell.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
// The links and the script go in with one insertion (one style invalidation instead of dozens).
const bootAfterPaint = `<script>requestAnimationFrame(function () { setTimeout(function () {
      var f = document.createDocumentFragment();
      ${JSON.stringify(preloads)}.forEach(function (href) { var l = document.createElement('link'); l.rel = 'modulepreload'; l.crossOrigin = ''; l.href = href; f.appendChild(l); });
      var s = document.createElement('script'); s.type = 'module'; s.crossOrigin = ''; s.src = ${JSON.stringify(entry)}; f.appendChild(s);
      document.head.appendChild(f);
    }, 0); });</script>`;
const escapeAttr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

try {
  for (const route of prerenderRoutes) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });
    await context.addInitScript(() => localStorage.setItem('i18nextLng', 'en'));
    const page = await context.newPage();
    // The fonts the page's first screen uses are preloaded, so its text does not reflow when they
    // arrive after the first paint (that reflow was the pages' layout shift).
    const fonts = new Set();
    page.on('request', (request) => {
      if (request.url().endsWith('.woff2')) fonts.add(new URL(request.url()).pathname);
    });
    await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'networkidle' });
    await page.locator('h1').first().waitFor();
    await page.evaluate(() => document.fonts.ready);
    const snap = await page.evaluate(() => {
      const css = [];
      for (const sheet of document.styleSheets) {
        if (sheet.href) continue; // bundled stylesheets stay <link>s
        try {
          for (const rule of sheet.cssRules) css.push(rule.cssText);
        } catch {
          /* cross-origin sheet */
        }
      }
      const meta = [...document.head.querySelectorAll('meta[name="description"], meta[property^="og:"], meta[name^="twitter:"]')]
        .map((m) => [m.getAttribute('name') ? 'name' : 'property', m.getAttribute('name') ?? m.getAttribute('property'), m.getAttribute('content') ?? '']);
      return { css: css.join('\n'), html: document.getElementById('root').innerHTML, title: document.title, meta };
    });
    await context.close();

    const head = [
      `<meta name="prerendered-route" content="${escapeAttr(route)}" />`,
      ...[...fonts].sort().map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeAttr(href)}" />`),
      ...snap.meta.map(([k, n, c]) => `<meta data-prerendered-head ${k}="${escapeAttr(n)}" content="${escapeAttr(c)}" />`),
      `<style data-prerendered-head>${snap.css.replace(/<\/style/gi, '<\\/style')}</style>`,
    ].join('\n    ');
    const html = shell
      .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
      .replace(/<script type="module" crossorigin src="[^"]+"><\/script>/, '')
      .replace('</body>', `  ${bootAfterPaint}\n  </body>`)
      .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeText(snap.title)}</title>`)
      .replace(/<meta\s+name="description"[\s\S]*?\/>/, '')
      .replace('<head>', `<head>\n    ${head}`)
      .replace('<div id="root"></div>', `<div id="prerendered" data-prerendered inert>${snap.html}</div>\n    <div id="root"></div>`);
    const out = route === '/' ? dist : join(dist, route);
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, 'index.html'), html);
    console.log(`prerendered ${route} (${Math.round(html.length / 1024)} KiB)`);
  }
} finally {
  await browser.close();
  server.close();
}
