#!/usr/bin/env node
// Screenshot comparison of two builds of the app (docs/performance.md, "The theme's CSS"): every
// marketing page and ten dashboard screens, light and dark, left-to-right (en) and right-to-left
// (ar), at 1440 px (and the marketing pages at 375 px), each taken from both servers and compared
// pixel by pixel in the browser. Prints each pair's share of differing pixels and writes the pairs
// that differ (before, after, and a map of the differences) to the output folder.
//
//   node scripts/compare-looks.mjs --before http://localhost:4281 --after http://localhost:4282 [--out bench-results/looks] [--only /dashboard/calendar]
//
// Serve each build with `npx vite preview --port N --strictPort` from its checkout. Sign-in uses
// the demo account (README.md).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : fallback;
};
const before = option('before');
const after = option('after');
const out = option('out', 'bench-results/looks');
const only = option('only'); // compare only the paths that contain this text
if (!before || !after) {
  console.error('usage: node scripts/compare-looks.mjs --before URL --after URL [--out DIR]');
  process.exit(2);
}
mkdirSync(out, { recursive: true });

const marketing = ['/', '/about-us', '/consulting', '/product', '/chooseus', '/contact-us', '/pricing', '/faqs', '/auth/jwt/login'];
const dashboard = [
  '/dashboard',
  '/dashboard/analytics',
  '/dashboard/user/list',
  '/dashboard/product',
  '/dashboard/invoice',
  '/dashboard/order',
  '/dashboard/kanban',
  '/dashboard/calendar',
  '/dashboard/mail',
  '/dashboard/chat',
];
const looks = [
  { mode: 'light', lang: 'en' },
  { mode: 'dark', lang: 'en' },
  { mode: 'light', lang: 'ar' },
  { mode: 'dark', lang: 'ar' },
];
const DEMO = { email: 'demo@corvane.example', password: 'Corvane-demo-2026' };

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
});

async function context(base, look, width) {
  const ctx = await browser.newContext({
    baseURL: base,
    viewport: { width, height: 900 },
    reducedMotion: 'reduce',
    timezoneId: 'UTC',
    locale: 'en-GB',
  });
  await ctx.addInitScript(({ mode, lang }) => {
    localStorage.setItem('i18nextLng', lang);
    localStorage.setItem('settings', JSON.stringify({ state: { themeMode: mode }, version: 0 }));
  }, look);
  return ctx;
}

async function signIn(page) {
  await page.goto('/auth/jwt/login');
  // Focus in the form is the intent that starts the app; the form is filled once it has taken over.
  await page.locator('input[type="email"]').focus();
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app'), null, {
    timeout: 60_000,
  });
  await page.locator('input[type="email"]').fill(DEMO.email);
  await page.locator('input[type="password"]').fill(DEMO.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(/\/dashboard$/, { timeout: 60_000 });
}

/**
 * A settled page: fonts in, the network quiet, and two screenshots 700 ms apart the same (loaders,
 * skeletons and entrance transitions over). Sections drawn only near the viewport
 * (`content-visibility: auto`, marketing-section.tsx) are drawn for the whole-page shot.
 */
async function shot(page, path) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  let last = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  for (let i = 0; i < 8; i++) {
    await page.waitForTimeout(700);
    const next = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
    if (next.equals(last)) return next;
    last = next;
  }
  console.warn(`  ${path}: still changing after 6 s`);
  return last;
}

/** Share of pixels that differ, and a PNG marking them (red on a faded copy of `after`). */
async function diff(page, a, b) {
  return page.evaluate(
    async ([a64, b64]) => {
      const load = (data) =>
        new Promise((resolve, reject) => {
          const img = new Image();
          img.onload = () => resolve(img);
          img.onerror = reject;
          img.src = `data:image/png;base64,${data}`;
        });
      const [ia, ib] = await Promise.all([load(a64), load(b64)]);
      const width = Math.max(ia.width, ib.width);
      const height = Math.max(ia.height, ib.height);
      const pixels = (img) => {
        const c = new OffscreenCanvas(width, height);
        const g = c.getContext('2d');
        g.drawImage(img, 0, 0);
        return g.getImageData(0, 0, width, height).data;
      };
      const pa = pixels(ia);
      const pb = pixels(ib);
      const map = new OffscreenCanvas(width, height);
      const g = map.getContext('2d');
      const image = g.createImageData(width, height);
      let differing = 0;
      const box = [width, height, 0, 0];
      for (let i = 0; i < pa.length; i += 4) {
        const same =
          pa[i] === pb[i] &&
          pa[i + 1] === pb[i + 1] &&
          pa[i + 2] === pb[i + 2] &&
          pa[i + 3] === pb[i + 3];
        if (!same) {
          differing++;
          const x = (i / 4) % width;
          const y = Math.floor(i / 4 / width);
          box[0] = Math.min(box[0], x);
          box[1] = Math.min(box[1], y);
          box[2] = Math.max(box[2], x);
          box[3] = Math.max(box[3], y);
        }
        image.data[i] = same ? 255 - (255 - pb[i]) / 4 : 255;
        image.data[i + 1] = same ? 255 - (255 - pb[i + 1]) / 4 : 0;
        image.data[i + 2] = same ? 255 - (255 - pb[i + 2]) / 4 : 0;
        image.data[i + 3] = 255;
      }
      g.putImageData(image, 0, 0);
      const blob = await map.convertToBlob({ type: 'image/png' });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000)
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return {
        share: differing / (width * height),
        box,
        sizes: [ia.width, ia.height, ib.width, ib.height],
        map: btoa(binary),
      };
    },
    [a.toString('base64'), b.toString('base64')],
  );
}

const results = [];
for (const look of looks) {
  for (const [paths, width, signedIn] of [
    [marketing, 1440, false],
    [marketing, 375, false],
    [dashboard, 1440, true],
  ]) {
    if (only && !paths.some((path) => path.includes(only))) continue;
    const pages = [];
    for (const base of [before, after]) {
      const ctx = await context(base, look, width);
      const page = await ctx.newPage();
      if (signedIn) await signIn(page);
      pages.push({ ctx, page });
    }
    for (const path of paths) {
      if (only && !path.includes(only)) continue;
      const [a, b] = [await shot(pages[0].page, path), await shot(pages[1].page, path)];
      const name = `${look.mode}-${look.lang}-${width}${path.replaceAll('/', '_') || '_'}`;
      const d = a.equals(b) ? { share: 0 } : await diff(pages[1].page, a, b);
      if (d.share > 0) {
        writeFileSync(join(out, `${name}.before.png`), a);
        writeFileSync(join(out, `${name}.after.png`), b);
        writeFileSync(join(out, `${name}.diff.png`), Buffer.from(d.map, 'base64'));
      }
      results.push({ name, share: d.share, box: d.box, sizes: d.sizes });
      console.log(
        `${d.share === 0 ? 'same' : 'DIFF'}  ${(d.share * 100).toFixed(3).padStart(7)} %  ${name}${d.box ? `  in x ${d.box[0]}-${d.box[2]}, y ${d.box[1]}-${d.box[3]}` : ''}${d.sizes && (d.sizes[1] !== d.sizes[3] || d.sizes[0] !== d.sizes[2]) ? `  (sizes ${d.sizes.join('x')})` : ''}`,
      );
    }
    for (const { ctx } of pages) await ctx.close();
  }
}
await browser.close();
writeFileSync(join(out, 'results.json'), JSON.stringify(results, null, 2));
const differing = results.filter((r) => r.share > 0);
console.log(`${results.length} pairs, ${differing.length} differ`);
