// The accessibility gate (docs/accessibility.md): every path of the route table, in every look,
// has no serious or critical axe finding. Each route is loaded once and checked in each look
// switched in place (the settings and language change as from another tab), in one browser
// context per worker that signs in once. A failure names the route, the look and the rule.
// In the looks 'light ltr' and 'light rtl' the layout gate (support/layout.ts) also resizes the page
// in place to each width and checks its overflow, blank scrolling and tables.
// One route alone: A11Y_ROUTE=/dashboard/user/list; one look: A11Y_LOOK='dark rtl'; LAYOUT_SKIP=1
// runs the accessibility checks alone.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test as base } from './support/test';
import {
  applyLook,
  axeViolations,
  expectNoAxeViolations,
  looks,
  newLookContext,
  settle,
  signedInPage,
  visit,
} from './support/a11y';
import { layoutFindings, layoutLookNames } from './support/layout';
import { samplePath } from './support/app';
import { screenOf, seedPaths } from './support/seed-paths';

interface GatePages {
  /** A context each for the guest's and the member's page: a look set in one page must not reach
   * the other as from another tab, mid-check. */
  guestContext: BrowserContext;
  memberContext: BrowserContext;
  guest?: Page;
  member?: Page;
}

const test = base.extend<object, { gatePages: GatePages }>({
  gatePages: [
    async ({ browser }, provide, workerInfo) => {
      const options = { baseURL: workerInfo.project.use.baseURL };
      const guestContext = await newLookContext(browser, looks[0]!, options);
      const memberContext = await newLookContext(browser, looks[0]!, options);
      await provide({ guestContext, memberContext });
      await Promise.all([guestContext.close(), memberContext.close()]);
    },
    { scope: 'worker' },
  ],
});

const only = process.env.A11Y_ROUTE;
const routes = seedPaths.filter((path) => !only || path === only || samplePath(path) === only);
const gateLooks = looks.filter((l) => !process.env.A11Y_LOOK || l.name === process.env.A11Y_LOOK);
const needsAccount = (path: string) => path.startsWith('/dashboard');
/** The path shown, without a trailing slash (the home page's `/` aside). */
const shownPath = (page: Page) => new URL(page.url()).pathname.replace(/(.)\/$/, '$1');

async function pageFor(pages: GatePages, path: string) {
  if (!needsAccount(path)) return (pages.guest ??= await pages.guestContext.newPage());
  pages.member ??= await signedInPage(pages.memberContext);
  return pages.member;
}

/** The guest's /404, settled, with `html` added at the end of its main area (the self-tests). */
async function settledPageWith(pages: GatePages, html: string) {
  const page = await pageFor(pages, '/404');
  await visit(page, '/404');
  await settle(page, { screen: '/404' });
  await page.evaluate((markup) => (document.querySelector('main') ?? document.body).insertAdjacentHTML('beforeend', markup), html);
  return page;
}

for (const path of routes) {
  test(`a11y gate: ${path}`, async ({ gatePages }) => {
    // A look is a settle, axe and, in two looks, the layout at four widths: 7 to 40 s for the
    // calendar here, over 25 s a look on a loaded clean-clone run
    // (docs/testing.md#timeouts-on-a-busy-machine).
    test.setTimeout(30_000 + gateLooks.length * 30_000);
    const url = samplePath(path);
    let page = await pageFor(gatePages, path);
    // Each route loads in the first look, whatever the route before left.
    if (page.url().startsWith('http')) await applyLook(page, gateLooks[0]!);
    await visit(page, url);
    if (needsAccount(path) && new URL(page.url()).pathname.startsWith('/auth/')) {
      // The session was lost (a screen signed out): sign in again and open the route once more.
      gatePages.member = await signedInPage(gatePages.memberContext);
      page = gatePages.member;
      await page.goto(url);
    }
    for (const look of gateLooks) {
      await applyLook(page, look);
      // Its own screen (src/lib/route-screen.tsx), loaded: a route that moved elsewhere, or shows an
      // error, a slow load, a missing record or the 403 in its place, or is still busy, fails here
      // instead of having another screen checked under its name.
      await settle(page, { screen: screenOf(path) });
      expect(shownPath(page), `${url} (${look.name}) is checked on its own screen`).toBe(url);
      await expectNoAxeViolations(page, `${url} (${look.name})`, { colourOnly: look.colourOnly });
      // The layout gate (docs/testing.md#the-layout-gate): each width, in place, in the light looks.
      if (layoutLookNames.has(look.name) && !process.env.LAYOUT_SKIP) {
        const found = await layoutFindings(page, url);
        expect.soft(found, `layout of ${url} (${look.name}):\n  ${found.join('\n  ')}`).toEqual([]);
      }
    }
  });
}

test('the gate fails on what it should: an unlabelled icon button, unreadable text, a page still loading, a route that moved', async ({
  gatePages,
}) => {
  const page = await settledPageWith(
    gatePages,
    '<button type="button"><svg width="16" height="16" aria-hidden="true"></svg></button><p style="color:#bbb;background:#fff">Faint</p>',
  );
  const found = (await axeViolations(page)).map((line) => line.split(' ')[0]);
  expect(found).toEqual(expect.arrayContaining(['button-name', 'color-contrast']));
  // A page still loading fails rather than being checked as it is.
  await page.evaluate(() => (document.querySelector('main') ?? document.body).setAttribute('aria-busy', 'true'));
  await expect(settle(page, { screen: '/404', busyTimeout: 1_000 })).rejects.toThrow(/finished loading/);
  await page.evaluate(() => (document.querySelector('main') ?? document.body).removeAttribute('aria-busy'));
  // A route that moved elsewhere fails rather than having the other screen checked: a guest's
  // /dashboard ends on the sign-in screen.
  await visit(page, '/dashboard');
  await expect(settle(page, { screen: '/dashboard', timeout: 3_000 })).rejects.toThrow(/its own screen/);
});

test('the layout gate fails on cut text and on a list row whose status is hidden or covered', async ({
  gatePages,
}) => {
  const page = await settledPageWith(
    gatePages,
    // Cut (no ellipsis); ended with an ellipsis; visually hidden: only the first is a finding.
    '<div id="gate-cut" style="width:80px;overflow:hidden;white-space:nowrap">Cut without a mark</div>' +
      '<div style="width:80px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis">Cut with a mark</div>' +
      '<span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap">A hidden label</span>' +
      // A list row: its status under another box, its figure not shown.
      '<div style="position:relative"><table><tbody><tr>' +
      '<td data-primary>Row</td><td data-phone="summary"><span>Published</span></td>' +
      '<td data-phone="summary" style="display:none"><span>$10</span></td>' +
      '</tr></tbody></table><div id="gate-cover" style="position:absolute;inset:0;background:#fff"></div></div>',
  );
  const found = await layoutFindings(page, 'self-test');
  const at375 = found.filter((line) => line.startsWith('self-test 375px'));
  expect(at375).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/cut text: .*div#gate-cut .*"Cut without a mark"/),
      expect.stringMatching(/list row: .* "Published" is covered by .*div#gate-cover/),
      expect.stringMatching(/list row: .* "\$10" is hidden/),
    ]),
  );
  expect(found.join('\n')).not.toMatch(/Cut with a mark|A hidden label/);
});

test('a look switched in place reaches the page: dark, bold, Arabic and right to left', async ({
  gatePages,
}) => {
  const page = await pageFor(gatePages, '/about-us');
  await visit(page, '/about-us');
  await settle(page, { screen: '/about-us' });
  const darkRtl = looks.find((l) => l.name === 'dark rtl')!;
  await applyLook(page, darkRtl);
  // The words follow the language, not only the attributes.
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/[A-Za-z]{4,}/);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await applyLook(page, looks[0]!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[A-Za-z]{4,}/);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(
    background,
  );
});
