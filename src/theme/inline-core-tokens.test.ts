// @vitest-environment node
// The system writes core tokens as values (./inline-core-tokens). Nothing may look different: this
// builds Chakra's system from the same config without that step and checks that every style it
// produces (the recipes in every variant, the global CSS, the semantic tokens, every token value of
// every style prop) is the same once each core token's custom property is replaced by its value.
import { createSystem, type SystemStyleObject } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { getCoreTokens, getSystem, themeConfig } from './system';

const reference = createSystem(themeConfig());
const system = getSystem();
const core = getCoreTokens();

/** Core tokens' custom properties in the reference system → their values. */
const coreVars = new Map<string, string>();
for (const token of reference.tokens.allTokens) {
  const { cssVar, conditions, virtual, negative } = token.extensions;
  if (!cssVar || conditions || virtual || negative) continue;
  const value = core.get(token.name);
  if (value !== undefined) coreVars.set(cssVar.var.replaceAll('\\', ''), value);
}

const VAR = /var\((--chakra-(?:[\w-]|\\.)+)\)/g;
/** A colorPalette's shades (`colorPalette.500`): no recipe or screen reads them, so they are gone. */
const SHADE = /^--chakra-colors-color-palette-\d+$/;

/** The reference's styles with core custom properties replaced by their values. */
function resolved(styles: unknown): unknown {
  if (typeof styles === 'string')
    return styles.replace(
      VAR,
      (whole, name: string) => coreVars.get(name.replaceAll('\\', '')) ?? whole,
    );
  if (Array.isArray(styles)) return styles.map(resolved);
  if (styles && typeof styles === 'object') {
    return Object.fromEntries(
      Object.entries(styles)
        .filter(([key]) => !SHADE.test(key) && !coreVars.has(key.replaceAll('\\', '')))
        .map(([key, value]) => [key, resolved(value)]),
    );
  }
  return styles;
}

type Recipe = { variants?: Record<string, Record<string, unknown>> };
/** A recipe's base and each variant value on its own. */
function variantsOf(recipe: Recipe) {
  return [
    {},
    ...Object.entries(recipe.variants ?? {}).flatMap(([variant, values]) =>
      Object.keys(values).map((value) => ({ [variant]: value })),
    ),
  ];
}

describe('core tokens written as values', () => {
  it('leaves at most 150 custom properties on the root, in every mode', () => {
    const declared = new Set<string>();
    for (const [condition, vars] of system.tokens.cssVarMap) {
      if (condition === 'base' || condition === '_light')
        for (const name of vars.keys()) declared.add(name);
    }
    expect(declared.size).toBeGreaterThan(50);
    expect(declared.size).toBeLessThanOrEqual(150);
    expect(
      [...declared].filter((name) => /--chakra-(spacing|sizes-\d|radii-md|font-sizes)/.test(name)),
    ).toEqual([]);
  });

  it('gives every recipe the same styles in each variant', () => {
    const { recipes = {}, slotRecipes = {} } = themeConfig().theme ?? {};
    let checked = 0;
    for (const [name, recipe] of Object.entries(recipes)) {
      const before = reference.cva(recipe);
      const after = system.cva(system.getRecipe(name));
      for (const props of variantsOf(recipe as Recipe)) {
        expect(after(props), `${name} ${JSON.stringify(props)}`).toEqual(resolved(before(props)));
        checked++;
      }
    }
    for (const [name, recipe] of Object.entries(slotRecipes)) {
      const before = reference.sva(recipe);
      const after = system.sva(system.getSlotRecipe(name));
      for (const props of variantsOf(recipe as Recipe)) {
        expect(after(props), `${name} ${JSON.stringify(props)}`).toEqual(resolved(before(props)));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('gives the global CSS and the semantic tokens the same values', () => {
    expect(system.getGlobalCss()).toEqual(resolved(reference.getGlobalCss()));
    expect(system.getPreflightCss()).toEqual(reference.getPreflightCss());
    // Same declarations; the order inside a rule may differ.
    expect(system.getTokenCss()).toEqual(resolved(reference.getTokenCss()));
  });

  it('resolves every token of every style prop to the same CSS', () => {
    let checked = 0;
    for (const [prop, utility] of Object.entries(themeConfig().utilities ?? {})) {
      if (typeof utility?.values !== 'string') continue;
      for (const key of Object.keys(reference.tokens.getCategoryValues(utility.values) ?? {})) {
        const style = { [prop]: key } as unknown as SystemStyleObject;
        expect(system.css(style), `${prop}=${key}`).toEqual(resolved(reference.css(style)));
        checked++;
      }
    }
    // Negative spacing, opacity mixes and the theme's own values among them.
    expect(
      system.css({ mt: '-4', bg: 'gray.900/10', w: 'settingsDrawer', fontFamily: 'body' }),
    ).toEqual({
      marginTop: 'calc(1rem * -1)',
      '--mix-background': 'color-mix(in srgb, #18181b 10%, transparent)',
      background: 'var(--mix-background, #18181b)',
      '--bg-currentcolor': 'var(--mix-background, #18181b)',
      width: '280px',
      fontFamily:
        "'Poppins', system-ui, -apple-system, 'Segoe UI', 'Noto Sans Arabic', Tahoma, sans-serif",
    });
    expect(checked).toBeGreaterThan(5000);
  });
});
