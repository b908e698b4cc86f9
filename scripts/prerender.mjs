#!/usr/bin/env node
// Prerenders the marketing pages after `vite build` (docs/performance.md): each page, in each
// language, is rendered once in Chromium by the app itself, and its server-rendered markup
// (react-dom/server, so hydration finds the ids it expects), styles and head tags are written
// into dist/<path>/index.html (English) and dist/fr|ar/<path>/index.html, with hreflang
// alternates. The page works before the app runs (links, header, drawer, language menu: HTML, its
// own CSS and scripts/prerender-boot.js inlined, plus one stylesheet the pages share); the app
// starts on intent or once the browser is idle, and hydrates the markup in place (src/main.tsx,
// src/lib/prerender-handoff.ts).
import { createHash } from 'node:crypto';
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { minifySync } from 'rolldown/experimental';
import { findChromium } from './ensure-chromium.mjs';
import { serveDist } from './serve-dist.mjs';

const authDemo = ['login', 'register', 'forgot-password', 'new-password', 'verify'];
export const prerenderRoutes = [
  '/', '/about-us', '/consulting', '/product', '/chooseus', '/contact-us', '/pricing', '/faqs',
  // The sign-in and registration screens, and the auth demo's (src/routes/auth, src/routes/auth-demo).
  '/auth/jwt/login', '/auth/jwt/register',
  ...authDemo.map((p) => `/auth-demo/classic/${p}`), ...authDemo.map((p) => `/auth-demo/modern/${p}`),
];
export const prerenderLanguages = ['en', 'fr', 'ar'];
// PRERENDER_ROUTES=/,/contact-us renders only those (to measure a change quickly; not for a release).
const only = process.env.PRERENDER_ROUTES?.split(',');
/** A page's address in a language: English has no prefix. */
export const localizedPath = (route, lang) => (lang === 'en' ? route : `/${lang}${route === '/' ? '' : route}`);

const dist = join(process.cwd(), 'dist');
const builtShell = readFileSync(join(dist, 'index.html'), 'utf8');
if (builtShell.includes('<div id="root" data-prerendered')) {
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

// Port 0: the system picks a free one, so a build never collides with another server (or another
// build) on this machine.
const server = await serveDist(0);
const { port } = server.address();
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync'],
});
// The app's entry and its imports are requested by the boot script, on intent or when idle.
const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(builtShell)?.[1];
const preloads = [...builtShell.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
// The inline scripts go out minified (rolldown's minifier, the one `vite build` uses): the boot
// script and index.html's settings script are in every page's HTML, before its first paint.
const minify = (code) => minifySync('inline.js', code, { compress: true, mangle: true }).code.trim();
const boot = minify(readFileSync(new URL('./prerender-boot.js', import.meta.url), 'utf8')
  .replaceAll('__PRELOADS__', JSON.stringify(preloads))
  .replaceAll('__ENTRY__', JSON.stringify(entry)));
const shell = builtShell.replace(/(<script>)([\s\S]*?)(<\/script>)/, (_, open, code, close) => `${open}${minify(code)}${close}`);
const escapeAttr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const styleText = (css) => css.replace(/<\/style/gi, '<\\/style');
// The captured rules are as Chromium prints them: indented, a line per rule, and with the
// `@-webkit-keyframes` copy Emotion adds of each `@keyframes` (every browser the app supports reads
// the plain one). Written compact and without those copies (docs/performance.md, "The theme's CSS");
// quoted strings are left as they are.
const WEBKIT_KEYFRAMES = /@-webkit-keyframes [^{]+\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g;
const compactCss = (css) =>
  css
    .split(/("(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*')/)
    .map((part, i) => (i % 2 ? part : part.replace(/\s+/g, ' ').replace(/ ?([{};]) ?/g, '$1').replace(/([:,]) /g, '$1')))
    .join('')
    .replace(WEBKIT_KEYFRAMES, '')
    .replace(/;}/g, '}');
// The app's bundled stylesheet (the fonts' @font-face rules): prerendered pages take it into the
// shared stylesheet below instead; the app's own pages keep the <link>.
const stylesheetLink = /<link rel="stylesheet" crossorigin href="([^"]+\.css)">/;
const bundledHref = stylesheetLink.exec(builtShell)?.[1];
const escapeText = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

// Written once all are rendered: until then dist/ serves the plain app to the renderer.
const outputs = [];
/** Renders one page in a context of its own and returns its address and HTML. */
async function render(route, lang) {
  const path = localizedPath(route, lang);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: lang === 'en' ? 'en-GB' : lang });
  await context.addInitScript((language) => {
    localStorage.setItem('i18nextLng', language);
    Object.assign(window, { __corvanePrerender: true });
    // Emotion's <Global> looks for its server-rendered tag by name (style[data-emotion="css-global
    // <name>"]) and then creates its own: the name is noted on the tag it creates, so the page can
    // carry the tag under that name and the app adopts it instead of inserting the rules again.
    let globalName = null;
    const query = Document.prototype.querySelector;
    Document.prototype.querySelector = function (selector) {
      const name = /^style\[data-emotion="css-global (.+)"\]$/.exec(selector)?.[1];
      if (name) globalName = name;
      return query.call(this, selector);
    };
    const setAttribute = Element.prototype.setAttribute;
    Element.prototype.setAttribute = function (name, value) {
      setAttribute.call(this, name, value);
      if (name === 'data-emotion' && value === 'css-global' && globalName) {
        setAttribute.call(this, 'data-global-name', globalName);
        globalName = null;
      }
    };
  }, lang);
  const page = await context.newPage();
  const errors = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  // The fonts the page's first screen uses are preloaded, so its text does not reflow when they
  // arrive after the first paint (that reflow was the pages' layout shift).
  const fonts = new Set();
  // The scripts this page's app needs beyond the entry's imports (its route, its translations):
  // the boot script fetches them with the entry once the page is idle, so an intent only runs them.
  const modules = new Set();
  let rendered = false;
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.woff2')) fonts.add(path);
    if (!rendered && path.endsWith('.js') && path !== entry && !preloads.includes(path)) modules.add(path);
  });
  await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'networkidle' });
  await page.locator('h1').first().waitFor();
  await page.waitForFunction(() => typeof window.__corvaneRenderToString === 'function');
  await page.evaluate(() => document.fonts.ready);
  rendered = true;
  const snap = await page.evaluate(async () => {
    // Emotion's styles as Emotion's server rendering writes them, so the app's cache starts primed
    // (it skips every rule the page already has): each <Global>'s tag under its name, and the
    // class rules in one tag listing their ids (css-<id>).
    const css = [];
    const globals = [];
    const classRules = [];
    for (const sheet of document.styleSheets) {
      if (sheet.href) continue; // bundled stylesheets stay <link>s
      const owner = sheet.ownerNode;
      const rules = [...sheet.cssRules].map((rule) => rule.cssText);
      const key = owner?.getAttribute?.('data-emotion');
      const name = owner?.getAttribute?.('data-global-name');
      if (key === 'css-global' && name) globals.push({ name, css: rules.join('\n') });
      else if (key === 'css') classRules.push(...rules);
      else css.push(...rules);
    }
    const ids = [...new Set(classRules.join('\n').match(/(?<=\.css-)[a-z0-9]+/g) ?? [])];
    const emotion = [...globals, { name: ids.join(' '), css: classRules.join('\n'), classes: true }];
    const meta = [...document.head.querySelectorAll('meta[name="description"], meta[property^="og:"], meta[name^="twitter:"]')]
      .map((m) => [m.getAttribute('name') ? 'name' : 'property', m.getAttribute('name') ?? m.getAttribute('property'), m.getAttribute('content') ?? '']);
    const markup = await window.__corvaneRenderToString();
    return { css: css.join('\n'), emotion, html: markup, title: document.title, meta, dir: document.documentElement.dir, lang: document.documentElement.lang };
  });
  await context.close();
  if (errors.length) console.warn(`prerender ${path}: ${errors.join('\n')}`);
  // A title still holding a translation key, or in another language than the page's, is a race in
  // the app's start (src/main.tsx loads the translations before the routes): refuse to ship it.
  if (/\broutes\./.test(snap.title) || snap.lang !== lang) {
    throw new Error(`prerender ${path}: the page was captured before its translations (title "${snap.title}", lang ${snap.lang})`);
  }
  // React's server output puts the route's head tags (title, meta) first: the page's head has them.
  const body = snap.html.replace(/^(\s*<(title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)+/, '');

  const head = [
    `<meta name="prerendered-route" content="${escapeAttr(path)}" />`,
    `<meta name="prerendered-lang" content="${lang}" />`,
    `<meta name="prerendered-modules" content="${escapeAttr([...modules].join(' '))}" />`,
    ...prerenderLanguages.map((l) => `<link rel="alternate" hreflang="${l}" href="${escapeAttr(localizedPath(route, l))}" />`),
    `<link rel="alternate" hreflang="x-default" href="${escapeAttr(route)}" />`,
    ...[...fonts].sort().map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeAttr(href)}" />`),
    ...snap.meta.map(([k, n, c]) => `<meta data-prerendered-head ${k}="${escapeAttr(n)}" content="${escapeAttr(c)}" />`),
  ];
  const emotion = snap.emotion.map(({ name, css, classes }) => ({ name, classes, css: compactCss(css) }));
  /** The page's HTML, once the stylesheet the pages share is known (`writeShared`). */
  const write = ({ href, globalName, sharedIds }) => {
    const styles = emotion.map(({ name, css, classes }) => {
      // The shared stylesheet has Chakra's page-wide rules and the class rules most pages use: the
      // tags keep every id (so the app's Emotion cache starts primed) but only the page's own rules.
      const kept = classes ? cssRules(css).filter((rule) => !sharedIds.has(classId(rule))).join('') : name === globalName ? '' : css;
      return `<style data-emotion="${classes ? 'css' : 'css-global'} ${escapeAttr(name)}">${styleText(kept)}</style>`;
    });
    const pageHead = [...head, `<link rel="stylesheet" href="${escapeAttr(href)}" />`, ...styles,
      ...(snap.css ? [`<style data-prerendered-head>${styleText(snap.css)}</style>`] : [])].join('\n    ');
    const html = shell
      .replace(stylesheetLink, '')
      .replace(/<html lang="en" dir="ltr"/, `<html lang="${lang}" dir="${snap.dir || 'ltr'}"`)
      .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
      .replace(/<script type="module" crossorigin src="[^"]+"><\/script>/, '')
      .replace('</body>', `  <script>${boot}</script>\n  </body>`)
      .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeText(snap.title)}</title>`)
      .replace(/<meta\s+name="description"[\s\S]*?\/>/, '')
      .replace('<head>', `<head>\n    ${pageHead}`)
      .replace('<div id="root"></div>', `<div id="root" data-prerendered>${body}</div>`);
    console.log(`prerendered ${path} (${Math.round(html.length / 1024)} KiB)`);
    return html;
  };
  return { path, title: snap.title, emotion, write };
}

/** The top-level rules of compact CSS. */
function cssRules(css) {
  const rules = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) {
      rules.push(css.slice(start, i + 1));
      start = i + 1;
    }
  }
  return rules;
}
const classId = (rule) => /\.css-([a-z0-9]+)/.exec(rule)?.[1];

/**
 * The stylesheet the prerendered pages share, one cached file (docs/performance.md, "The theme's
 * CSS"): the app's bundled CSS (the fonts), Chakra's page-wide styles (reset, tokens of every mode,
 * preset and contrast, keyframes) and the class rules of parts at least a third of the pages use
 * (header, footer, buttons, fields). A page inlines only its own rules, so its HTML stays small and
 * a second page fetches no CSS at all.
 */
function writeShared(pages) {
  // Chakra's system styles are one <Global> (the one with the reset layer); the same on every page.
  // Its cascade layers are ordered by a statement of their own (`@layer reset,base,tokens,recipes;`),
  // which stays in the page and starts the file too.
  const globals = pages.map((page) => page.emotion.find((e) => !e.classes && e.css.includes('@layer reset{')));
  const order = /^@layer [\w,]+;/.exec(pages[0].emotion.map((e) => e.css).join(''))?.[0] ?? '';
  if (globals.some((g) => !g || g.name !== globals[0].name || g.css !== globals[0].css)) {
    throw new Error('prerender: the pages do not share one Chakra global style; the shared stylesheet needs it');
  }
  const users = new Map();
  const rules = new Map();
  for (const page of pages) {
    for (const rule of cssRules(page.emotion.find((e) => e.classes).css)) {
      const id = classId(rule);
      if (!rules.has(id)) rules.set(id, []);
      if (!rules.get(id).includes(rule)) rules.get(id).push(rule);
      users.set(id, (users.get(id) ?? new Set()).add(page.path));
    }
  }
  const sharedIds = new Set([...users].filter(([, paths]) => paths.size * 3 >= pages.length).map(([id]) => id));
  const css = [
    order,
    bundledHref ? readFileSync(join(dist, bundledHref), 'utf8').trim() : '',
    globals[0].css,
    ...[...sharedIds].flatMap((id) => rules.get(id)),
  ].join('');
  const href = `/static/css/prerendered-${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
  mkdirSync(join(dist, 'static', 'css'), { recursive: true });
  writeFileSync(join(dist, href), css);
  console.log(`prerendered pages share ${href} (${Math.round(css.length / 1024)} KiB, ${sharedIds.size} class rules)`);
  return { href, globalName: globals[0].name, sharedIds };
}

// A few pages at once: each waits on the network and the idle page as much as it computes, so a
// pool of PRERENDER_CONCURRENCY (default 3) keeps two cores busy instead of one.
const jobs = prerenderRoutes.filter((r) => !only || only.includes(r)).flatMap((route) => prerenderLanguages.map((lang) => [route, lang]));
const concurrency = Math.max(1, Number(process.env.PRERENDER_CONCURRENCY ?? 3));
try {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, async () => {
    while (next < jobs.length) {
      const index = next++;
      outputs[index] = await render(...jobs[index]);
    }
  }));
  // Each language's title is its own (the locale files translate every title, src/lib/i18n/
  // locale-completeness.test.ts): a French or Arabic page titled as the English one was captured
  // before its translations arrived.
  const titles = new Map(jobs.map(([route, lang], i) => [`${lang} ${route}`, outputs[i].title]));
  for (const [route, lang] of jobs) {
    if (lang !== 'en' && titles.has(`en ${route}`) && titles.get(`${lang} ${route}`) === titles.get(`en ${route}`)) {
      throw new Error(`prerender ${localizedPath(route, lang)}: titled as the English page ("${titles.get(`en ${route}`)}")`);
    }
  }
} finally {
  await browser.close();
  server.close();
}
// Every other address gets the app's shell (its loader only), not the home page's HTML: the host
// falls back to dist/app.html (docs/hosting.md).
writeFileSync(join(dist, 'app.html'), shell);
const shared = writeShared(outputs);
for (const { path, write } of outputs) {
  const html = write(shared);
  const out = path === '/' ? dist : join(dist, path);
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'index.html'), html);
}
