// The look and feel of issue 4 in a real browser: the settings drawer (280 px, from the end side,
// every control), the primary colour of each preset on a real button, persistence before the
// first paint, tampered settings, Arabic → rtl, and screenshots of every theme to look at.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import { animationsDone } from './support/app';
import { presetNames, presets } from '../../src/theme/presets';

const axeSource = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');
const shots = process.env.SETTINGS_SHOTS ?? 'test-results/settings';

function rgb(hex: string) {
  const n = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(n.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

async function openDrawer(page: Page) {
  await page.getByRole('main').getByRole('button', { name: 'Open settings' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await expect(drawer).toBeVisible();
  // Open means focus inside and the slide-in ended: a key or click before that is one no person
  // could make, and axe would read colours mid-fade.
  await expect.poll(() => drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await animationsDone(page);
  return drawer;
}

const primaryButton = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: 'Open settings' }).first();
const html = (page: Page) => page.locator('html');

test('the drawer is 280 px wide at the right edge and every control does its job', async ({
  page,
}) => {
  await page.goto('/components');
  const drawer = await openDrawer(page);
  const viewport = page.viewportSize()!;
  // Polled: the drawer slides in, and under load the slide can still be ending.
  const edges = async () => {
    const box = (await drawer.boundingBox())!;
    return { width: Math.round(box.width), left: Math.round(box.x), right: Math.round(box.x + box.width) };
  };
  await expect.poll(edges).toEqual({ width: 280, left: viewport.width - 280, right: viewport.width });
  await expect(drawer.getByRole('button', { name: 'Close settings' })).toBeVisible();

  await drawer.getByText('Dark', { exact: true }).click();
  await expect(html(page)).toHaveClass(/dark/);
  await drawer.getByText('Bold', { exact: true }).click();
  await expect(html(page)).toHaveAttribute('data-contrast', 'bold');
  await drawer.getByText('Horizontal', { exact: true }).click();
  await expect(html(page)).toHaveAttribute('data-layout', 'horizontal');
  await drawer.getByText('Stretch', { exact: true }).click();
  await expect(drawer.getByText('Only available at large resolutions above 1600px')).toBeVisible();
  await drawer.getByText('Purple', { exact: true }).click();
  await expect(html(page)).toHaveAttribute('data-preset', 'purple');
  await expect(drawer.getByTestId('settings-reset-dot')).toBeVisible();

  await drawer.getByText('Right to left', { exact: true }).click();
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  await expect.poll(edges).toEqual({ width: 280, left: 0, right: 280 });
  await page.screenshot({ path: `${shots}/drawer-dark-bold-rtl-purple.png` });

  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('settings') ?? 'null'));
  expect(stored.state).toEqual({
    themeMode: 'dark',
    themeContrast: 'bold',
    themeDirection: 'rtl',
    themeLayout: 'horizontal',
    themeStretch: true,
    themeColorPresets: 'purple',
  });

  await drawer.getByRole('button', { name: 'Reset settings to the defaults' }).click();
  await expect(html(page)).toHaveAttribute('dir', 'ltr');
  await expect(html(page)).toHaveClass(/light/);
  await expect(drawer.getByTestId('settings-reset-dot')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('settings'))).toBeNull();

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(primaryButton(page)).toBeFocused();
});

test('focus stays in the drawer while it is open and returns to the opener', async ({ page }) => {
  await page.goto('/components');
  const drawer = await openDrawer(page);
  for (let i = 0; i < 25; i += 1) {
    await page.keyboard.press(i % 5 === 4 ? 'Shift+Tab' : 'Tab');
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await drawer.getByRole('button', { name: 'Close settings' }).click();
  await expect(drawer).toBeHidden();
  await expect(primaryButton(page)).toBeFocused();
});

test('the fullscreen button follows the real fullscreen state', async ({ page }) => {
  await page.goto('/components');
  const drawer = await openDrawer(page);
  await drawer.getByRole('button', { name: 'Fullscreen' }).click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
  await expect(drawer.getByRole('button', { name: 'Exit fullscreen' })).toBeVisible();
  // Leaving fullscreen outside the button (Esc, browser controls) is followed too.
  await page.evaluate(() => document.exitFullscreen());
  await expect(drawer.getByRole('button', { name: 'Fullscreen' })).toBeVisible();
});

for (const mode of ['light', 'dark'] as const) {
  test(`each preset paints the primary button (${mode})`, async ({ page }) => {
    await page.goto('/components');
    for (const name of presetNames) {
      // Stored as another tab stores it: the page follows without a reload
      // (docs/look-and-feel.md#other-tabs); a stored look before the first paint is the test below.
      await page.evaluate(
        ([preset, themeMode]) => {
          const key = 'settings';
          const oldValue = localStorage.getItem(key);
          const newValue = JSON.stringify({ state: { themeColorPresets: preset, themeMode }, version: 0 });
          localStorage.setItem(key, newValue);
          window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue, storageArea: localStorage }));
        },
        [name, mode] as const,
      );
      await expect(html(page)).toHaveAttribute('data-preset', name);
      const palette = presets[name];
      const expected = mode === 'light' ? palette.main : palette.light;
      const text = mode === 'light' ? palette.contrastText : palette.darker;
      await expect(primaryButton(page)).toHaveCSS('background-color', rgb(expected));
      await expect(primaryButton(page)).toHaveCSS('color', rgb(text));
      await page.screenshot({ path: `${shots}/preset-${name}-${mode}.png` });
    }
  });
}

test('stored settings are on <html> before any script of the app runs', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      'settings',
      JSON.stringify({
        state: {
          themeMode: 'dark',
          themeContrast: 'bold',
          themeColorPresets: 'red',
          themeDirection: 'rtl',
        },
        version: 0,
      }),
    );
  });
  await page.route(/\/static\/js\/.*\.js$/, (route) => route.abort());
  await page.goto('/components');
  await expect(html(page)).toHaveClass(/dark/);
  await expect(html(page)).toHaveAttribute('data-contrast', 'bold');
  await expect(html(page)).toHaveAttribute('data-preset', 'red');
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
});

test('tampered settings give the defaults and the app starts', async ({ page }) => {
  for (const tampered of [
    '{{{ not json',
    '{"state":{"themeMode":42,"themeColorPresets":"neon","themeStretch":"yes"},"version":0}',
    '{"state":{"__proto__":{"themeMode":"dark"},"constructor":{"prototype":{"x":1}},"extra":true},"version":0}',
  ]) {
    await page.addInitScript((value) => localStorage.setItem('settings', value), tampered);
    await page.goto('/components');
    await expect(page.getByRole('heading', { level: 1, name: 'Components' })).toBeVisible();
    await expect(html(page)).toHaveClass(/light/);
    await expect(html(page)).toHaveAttribute('data-preset', 'default');
    await expect(html(page)).toHaveAttribute('data-contrast', 'default');
  }
});

test('i18nextLng=ar starts in Arabic, right to left', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  await page.goto('/components');
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  await expect(html(page)).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('المكوّنات');
  await page.screenshot({ path: `${shots}/arabic-rtl.png`, fullPage: false });
});

test('screenshots: light, dark, bold and rtl', async ({ page }) => {
  // Five full loads of the components page: over the default 60 s on a loaded 2-core machine.
  test.setTimeout(180_000);
  // Each shot in its look: <html> says so, the page is painted so (background, text colour, the
  // heading's side), and no two shots are alike.
  const variants = {
    light: { state: {}, mode: 'light', contrast: 'default', dir: 'ltr' },
    dark: { state: { themeMode: 'dark' }, mode: 'dark', contrast: 'default', dir: 'ltr' },
    'bold-light': { state: { themeContrast: 'bold' }, mode: 'light', contrast: 'bold', dir: 'ltr' },
    'bold-dark': { state: { themeContrast: 'bold', themeMode: 'dark' }, mode: 'dark', contrast: 'bold', dir: 'ltr' },
    rtl: { state: { themeDirection: 'rtl' }, mode: 'light', contrast: 'default', dir: 'rtl' },
  } as const;
  const painted: Record<string, { background: string; text: string; headingSide: string }> = {};
  const shotsTaken = new Map<string, string>();
  for (const [name, look] of Object.entries(variants)) {
    await page.goto('/components');
    await page.evaluate(
      (s) => localStorage.setItem('settings', JSON.stringify({ state: s, version: 0 })),
      look.state,
    );
    await page.reload();
    const heading = page.getByRole('heading', { level: 1, name: 'Components' });
    await expect(heading).toBeVisible();
    await expect(html(page), name).toHaveClass(new RegExp(`\\b${look.mode}\\b`));
    await expect(html(page), name).toHaveAttribute('data-contrast', look.contrast);
    await expect(html(page), name).toHaveAttribute('dir', look.dir);
    painted[name] = await heading.evaluate((h1) => {
      const range = document.createRange();
      range.selectNodeContents(h1);
      const words = range.getBoundingClientRect();
      return {
        background: getComputedStyle(document.body).backgroundColor,
        text: getComputedStyle(document.body).color,
        // The side of the page the heading's words sit on: the right in rtl.
        headingSide: words.left < window.innerWidth - words.right ? 'left' : 'right',
      };
    });
    const shot = await page.screenshot({ path: `${shots}/gallery-${name}.png`, fullPage: true });
    shotsTaken.set(createHash('sha256').update(shot).digest('hex'), name);
  }
  const luminance = (rgb: string) => {
    const [r, g, b] = rgb.match(/\d+/g)!.map(Number);
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  for (const [name, look] of Object.entries(variants)) {
    const { background, text, headingSide } = painted[name]!;
    expect(luminance(background) > 128, `${name}: ${look.mode} background (${background})`).toBe(look.mode === 'light');
    expect(luminance(text) < 128, `${name}: ${look.mode === 'light' ? 'dark' : 'light'} text (${text})`).toBe(look.mode === 'light');
    expect(headingSide, `${name}: the heading starts on the ${look.dir === 'rtl' ? 'right' : 'left'}`).toBe(look.dir === 'rtl' ? 'right' : 'left');
  }
  // Bold darkens the text in light mode and lightens it in dark mode.
  expect(painted['bold-light']!.text, 'bold light text').not.toBe(painted.light!.text);
  expect(painted['bold-dark']!.text, 'bold dark text').not.toBe(painted.dark!.text);
  expect(luminance(painted['bold-light']!.text)).toBeLessThan(luminance(painted.light!.text));
  expect(luminance(painted['bold-dark']!.text)).toBeGreaterThan(luminance(painted.dark!.text));
  expect([...shotsTaken.values()].sort(), 'five different screenshots').toEqual(Object.keys(variants).sort());
});

async function seriousViolations(page: Page) {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    type Result = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run: () => Promise<Result> } }).axe;
    const result = await axe.run();
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

const themes: Record<string, object> = {
  light: {},
  dark: { themeMode: 'dark' },
  'bold dark': { themeMode: 'dark', themeContrast: 'bold', themeColorPresets: 'orange' },
  'rtl purple': { themeDirection: 'rtl', themeColorPresets: 'purple' },
};
for (const [name, state] of Object.entries(themes)) {
  test(`no serious axe violation on /components and in the drawer (${name})`, async ({ page }) => {
    await page.addInitScript(
      (s) => localStorage.setItem('settings', JSON.stringify({ state: s, version: 0 })),
      state,
    );
    await page.goto('/components');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await openDrawer(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
