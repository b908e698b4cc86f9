// The dashboard shell end to end: sign in, then reach every navigation item through the vertical
// sidebar, the horizontal bar (section dropdowns, nested menus) and the mini rail (flyouts), each
// group's first item followed to its screen; the search (Ctrl+K); the drawer below lg; role gating.
// The accessibility gate (a11y-gate.spec.ts) checks the shell on every dashboard route in five
// looks (docs/accessibility.md).
import { expect, test, type Page } from './support/test';
import { animationsDone, submitLogin } from './support/app';

type Layout = 'vertical' | 'horizontal' | 'mini';
interface Entry {
  section: string;
  parent: string | null;
  href: string;
}

async function start(page: Page, layout: Layout, path = '/dashboard/blank') {
  // Once per tab, so a later change of layout survives a reload.
  await page.addInitScript((themeLayout) => {
    if (sessionStorage.getItem('e2e-settings')) return;
    sessionStorage.setItem('e2e-settings', '1');
    localStorage.setItem('settings', JSON.stringify({ state: { themeLayout }, version: 0 }));
    localStorage.setItem('i18nextLng', 'en');
  }, layout);
  await page.goto(path);
  await submitLogin(page);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Dashboard navigation' });

/** Every item of the vertical sidebar (all groups opened), with its section and parent. */
async function discover(page: Page): Promise<Entry[]> {
  const closed = nav(page).locator('button[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
  return nav(page).evaluate((root) => {
    const out: { section: string; parent: string | null; href: string }[] = [];
    for (const list of root.querySelectorAll(':scope > div > ul[aria-label]')) {
      const section = list.getAttribute('aria-label') ?? '';
      for (const li of Array.from(list.children)) {
        const link = li.querySelector(':scope > a');
        if (link) {
          out.push({ section, parent: null, href: link.getAttribute('href') ?? '' });
          continue;
        }
        // The title is the first line of the group button (a caption may follow).
        const parent = li.querySelector('button > div > div > span:first-child')?.textContent ?? '';
        for (const child of li.querySelectorAll('ul a')) out.push({ section, parent, href: child.getAttribute('href') ?? '' });
      }
    }
    return out;
  });
}

async function expectScreen(page: Page, href: string) {
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('We could not find that page')).toHaveCount(0);
  await expect(page.locator('[data-screen="forbidden"]')).toHaveCount(0);
  // Forms load parts of themselves after their heading (the rich-text editor): a menu opened while
  // one arrives can lose the next click (the attempts in `visit` cover what this does not).
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Waits until the open menu has finished its opening animation (a click during it can be lost). */
async function settledMenu(page: Page) {
  await expect(page.getByRole('menu').last()).toBeVisible();
  await animationsDone(page);
}

/**
 * Opens the menus down to one group of items (a section, or a parent inside it) and checks each of
 * its items shows there with its address; then follows the group's first item to its screen. Every
 * item has its menu path checked; one item per group is followed (the links are the same component,
 * and the route table opens every screen).
 */
async function reachGroup(page: Page, layout: Layout, group: Entry[]) {
  const first = group[0]!;
  // A menu item clicked as its submenu is still placing itself can miss (Playwright's pointer jumps
  // from the trigger to the item, where a person's crosses the menu): up to two more goes from the
  // start (a clean-clone run once missed twice in a row on a nested product menu).
  for (let attempt = 1; ; attempt++) {
    // A step that cannot happen (a menu that closed again under the click) ends the attempt after
    // 5 s instead of waiting out the test's time limit.
    page.setDefaultTimeout(5_000);
    const followed = await openAndFollow(page, layout, group).then(() => true, () => false);
    page.setDefaultTimeout(0);
    const arrived = followed && await expect(page)
      .toHaveURL(new RegExp(`${first.href}$`), { timeout: 5_000 })
      .then(() => true, () => false);
    if (arrived || attempt === 3) break;
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
  }
  await expectScreen(page, first.href);
}

async function openAndFollow(page: Page, layout: Layout, group: Entry[]) {
  const { section, parent } = group[0]!;
  const item = (href: string) => {
    const target = `[href="${href}"]`;
    if (layout === 'vertical' || (layout === 'mini' && !parent)) return nav(page).locator(`a${target}`);
    return page.locator(`[role="menuitem"]${target}`);
  };
  if (layout === 'vertical') {
    const button = parent ? nav(page).getByRole('button', { name: new RegExp(`^${parent}`) }) : null;
    if (button && (await button.getAttribute('aria-expanded')) === 'false') await button.click();
  } else if (layout === 'horizontal') {
    const button = nav(page).getByRole('button', { name: section, exact: true });
    // A click on an open section's button closes its menu.
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await settledMenu(page);
    if (parent) {
      await page.getByRole('menuitem', { name: parent, exact: true }).click();
      await settledMenu(page);
    }
  } else if (parent) {
    await nav(page).getByRole('button', { name: parent, exact: true }).click();
    await settledMenu(page);
  }
  for (const entry of group) await expect(item(entry.href), `${layout}: ${entry.href} under ${parent ?? section}`).toBeVisible();
  await item(group[0]!.href).click();
}

for (const layout of ['vertical', 'horizontal', 'mini'] as const) {
  test(`every nav item is reachable in the ${layout} layout`, async ({ page }) => {
    // A menu path per group of items, each group's first item followed to its screen.
    test.setTimeout(180_000);
    // Tall enough that the horizontal bar's nested menus and the mini rail's flyouts open without
    // flipping: a menu that repositions while the pointer moves to it can take the click on a
    // neighbour.
    await page.setViewportSize({ width: 1440, height: layout === 'vertical' ? 900 : 1400 });
    await start(page, 'vertical');
    const entries = await discover(page);
    expect(entries.length).toBeGreaterThanOrEqual(40);
    expect(entries.filter((e) => e.href.startsWith('/dashboard/user/')).every((e) => e.parent === 'User')).toBe(true);
    if (layout !== 'vertical') {
      await page.evaluate((themeLayout) => {
        localStorage.setItem('settings', JSON.stringify({ state: { themeLayout }, version: 0 }));
      }, layout);
      await page.reload();
      // The shell's own box (the document element carries the setting too, from the boot script).
      await expect(page.locator(`body [data-layout="${layout}"]`)).toBeVisible();
    }
    const groups = new Map<string, Entry[]>();
    for (const e of entries) groups.set(`${e.section} › ${e.parent ?? ''}`, [...(groups.get(`${e.section} › ${e.parent ?? ''}`) ?? []), e]);
    for (const group of groups.values()) await reachGroup(page, layout, group);
    await page.screenshot({ path: `test-results/dashboard-${layout}.png` });
  });
}

test('the search jumps to a screen with Ctrl+K', async ({ page }) => {
  await start(page, 'vertical');
  const input = page.getByRole('combobox', { name: 'Screen name' });
  // The shortcut listener is attached just after the first paint; a busy machine may need a retry.
  await expect(async () => {
    await page.keyboard.press('Control+k');
    await expect(input).toBeVisible({ timeout: 1000 });
  }).toPass();
  await input.fill('calendar');
  await page.keyboard.press('Enter');
  await expectScreen(page, '/dashboard/calendar');
});

test('below lg the navigation is a drawer that closes after a link is followed', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await start(page, 'vertical');
  await expect(nav(page)).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('link', { name: 'Kanban' }).click();
  await expectScreen(page, '/dashboard/kanban');
  await expect(drawer).toBeHidden();
  await page.screenshot({ path: 'test-results/dashboard-mobile.png' });
});

test('switching to the user role hides gated items and answers 403 on their routes', async ({ page }) => {
  await start(page, 'vertical', '/dashboard/permission');
  // The switch is the server's answer (a new session): the radio turns checked when it comes, not
  // on the click itself, which Playwright's check() would require on a busy machine.
  const pick = async (name: RegExp) => {
    const radio = page.getByRole('radio', { name });
    await radio.click({ force: true });
    await expect(radio).toBeChecked();
  };
  await pick(/^User/);
  await expect(nav(page).getByRole('button', { name: /^Invoice/ })).toHaveCount(0);
  await page.goto('/dashboard/invoice');
  await expect(page.getByRole('heading', { level: 1, name: 'You do not have access to this page' })).toBeVisible();
  await page.getByRole('link', { name: 'Open Permission' }).click();
  await pick(/^Administrator/);
  await expect(nav(page).getByRole('button', { name: /^Invoice/ })).toBeVisible();
});
