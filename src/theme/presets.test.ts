// @vitest-environment node
// WCAG AA for every preset in both modes, computed from the token values: text on the primary
// solid, primary text on the page, and the neutral text of both contrast levels.
import { describe, expect, it } from 'vitest';
import { contrastLevels, neutralRoles } from './contrast';
import { presetNames, presets, primaryRoles } from './presets';
import { getCoreTokens, getSystem } from './system';

const system = getSystem();

function luminance(hex: string) {
  const value = hex.replace('#', '');
  const channels = [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) =>
    c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string) {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** A core colour token's hex value, e.g. `gray.600` → `#52525b` (a value passes through). */
function tokenHex(path: string) {
  const value = path.startsWith('#') ? path : getCoreTokens().get(`colors.${path}`);
  if (typeof value !== 'string') throw new Error(`no colour token ${path}`);
  if (value === 'white' || value === '#fff') return '#ffffff';
  if (value === 'black' || value === '#000') return '#000000';
  return value;
}

const page = { light: '#ffffff', dark: tokenHex('black') };

describe.each(presetNames)('preset %s', (name) => {
  const palette = presets[name];
  it.each(['light', 'dark'] as const)(
    'primary.solid vs primary.contrast reaches AA in %s mode',
    (mode) => {
      const solid = palette[primaryRoles.solid[mode]];
      const text = palette[primaryRoles.contrast[mode]];
      expect(contrastRatio(solid, text)).toBeGreaterThanOrEqual(4.5);
    },
  );
  it.each(['light', 'dark'] as const)('primary.fg on the page reaches AA in %s mode', (mode) => {
    expect(contrastRatio(palette[primaryRoles.fg[mode]], page[mode])).toBeGreaterThanOrEqual(4.5);
  });
  it('has all six shades as colours', () => {
    expect(Object.keys(palette).sort()).toEqual([
      'contrastText',
      'dark',
      'darker',
      'light',
      'lighter',
      'main',
    ]);
    for (const value of Object.values(palette)) expect(value).toMatch(/^#[0-9A-F]{6}$/i);
  });
});

describe.each(contrastLevels)('%s contrast', (level) => {
  it.each(['light', 'dark'] as const)(
    'body and muted text reach AA on page and subtle surfaces (%s)',
    (mode) => {
      for (const text of ['fg', 'fg.muted'] as const) {
        for (const surface of [
          page[mode],
          tokenHex(neutralRoles['bg.subtle'][level][mode]),
          tokenHex(neutralRoles['bg.muted'][level][mode]),
        ]) {
          expect(
            contrastRatio(tokenHex(neutralRoles[text][level][mode]), surface),
          ).toBeGreaterThanOrEqual(4.5);
        }
      }
    },
  );
});

it('bold is stronger than default: more text contrast and more visible borders', () => {
  for (const mode of ['light', 'dark'] as const) {
    for (const role of ['fg', 'fg.muted', 'border'] as const) {
      const normal = contrastRatio(tokenHex(neutralRoles[role].default[mode]), page[mode]);
      const bold = contrastRatio(tokenHex(neutralRoles[role].bold[mode]), page[mode]);
      expect(bold).toBeGreaterThan(normal);
    }
  }
});

it('the system maps the primary palette onto the preset named by <html data-preset>', () => {
  const css = JSON.stringify(system.getTokenCss());
  for (const name of presetNames.filter((n) => n !== 'default')) {
    expect(css).toContain(`[data-preset=${name}]`);
  }
  expect(css).toContain('[data-contrast=bold]');
});
