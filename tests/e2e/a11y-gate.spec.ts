// The accessibility gate (docs/accessibility.md): every path of the route table, in every look,
// has no serious or critical axe finding. One browser context per look and worker (signed in
// once), the routes in chunks that Playwright spreads over its workers. A failure names the
// route, the look and the rule. One route alone: A11Y_ROUTE=/dashboard/user/list;
// one look: A11Y_LOOK='dark rtl'.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test as base } from './support/test';
import { axeViolations, expectNoAxeViolations, looks, newLookContext, settle, signedInPage, visit, type Look } from './support/a11y';
import { samplePath } from './support/app';
import { seedPaths } from './support/seed-paths';

interface LookPages {
  context: BrowserContext;
  guest?: Page;
  member?: Page;
}

const test = base.extend<object, { lookPages: (look: Look) => Promise<LookPages> }>({
  lookPages: [
    async ({ browser }, provide, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      const open = new Map<string, LookPages>();
      await provide(async (look) => {
        let entry = open.get(look.name);
        if (!entry) {
          entry = { context: await newLookContext(browser, look, { baseURL }) };
          open.set(look.name, entry);
        }
        return entry;
      });
      for (const entry of open.values()) await entry.context.close();
    },
    { scope: 'worker' },
  ],
});

const only = process.env.A11Y_ROUTE;
const routes = seedPaths.filter((path) => !only || path === only || samplePath(path) === only);
const needsAccount = (path: string) => path.startsWith('/dashboard');
const CHUNK = 9;
const chunks: string[][] = [];
for (const group of [routes.filter((p) => !needsAccount(p)), routes.filter(needsAccount)]) {
  for (let i = 0; i < group.length; i += CHUNK) chunks.push(group.slice(i, i + CHUNK));
}

async function pageFor(pages: LookPages, path: string) {
  if (!needsAccount(path)) return (pages.guest ??= await pages.context.newPage());
  pages.member ??= await signedInPage(pages.context);
  return pages.member;
}

for (const look of looks.filter((l) => !process.env.A11Y_LOOK || l.name === process.env.A11Y_LOOK)) {
  for (const chunk of chunks) {
    const title = chunk.length === 1 ? chunk[0] : `${chunk[0]} … ${chunk[chunk.length - 1]}`;
    test(`a11y gate, ${look.name}: ${title}`, async ({ lookPages }) => {
      test.setTimeout(30_000 + chunk.length * 20_000);
      const pages = await lookPages(look);
      for (const path of chunk) {
        const url = samplePath(path);
        let page = await pageFor(pages, path);
        await visit(page, url);
        if (needsAccount(path) && new URL(page.url()).pathname.startsWith('/auth/')) {
          // The session was lost (a screen signed out): sign in again and retry once.
          pages.member = await signedInPage(pages.context);
          page = pages.member;
          await page.goto(url);
        }
        await settle(page);
        if (new URL(page.url()).pathname !== url && path !== '/dashboard') {
          test.info().annotations.push({ type: 'redirected', description: `${url} → ${page.url()}` });
        }
        await expectNoAxeViolations(page, `${url} (${look.name})`, { colourOnly: look.colourOnly });
      }
    });
  }
}

test('the gate fails on what it should: an unlabelled icon button and unreadable text', async ({ lookPages }) => {
  const pages = await lookPages(looks[0]!);
  const page = await pageFor(pages, '/404');
  await visit(page, '/404');
  await settle(page);
  await page.evaluate(() => {
    const main = document.querySelector('main') ?? document.body;
    main.insertAdjacentHTML(
      'beforeend',
      '<button type="button"><svg width="16" height="16" aria-hidden="true"></svg></button><p style="color:#bbb;background:#fff">Faint</p>',
    );
  });
  const found = (await axeViolations(page)).map((line) => line.split(' ')[0]);
  expect(found).toEqual(expect.arrayContaining(['button-name', 'color-contrast']));
});
