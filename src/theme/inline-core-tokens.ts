// Core tokens written into the CSS as their values instead of as custom properties
// (docs/performance.md, "The theme's CSS").
//
// Chakra declares every token as a custom property on :root and writes `var(--chakra-spacing-4)`
// wherever one is used. Custom properties are inherited: every element that sets one of its own
// (a colour palette, a recipe's `--input-height`…) gets a copy of the whole set, and a prerendered
// page carries all of them in its first stylesheet. A core token (`spacing.4`, `gray.600`,
// `radii.md`) has one value in every mode, preset and contrast, so nothing is gained by looking it
// up at run time. This turns the system's config into one where:
// - the style props resolve a core token's name to its value (each utility's `values` gets the
//   category's raw values: `p={4}` writes `padding: 1rem`);
// - references in the theme's own styles and semantic tokens (`{colors.gray.800}`,
//   `"--input-height": "sizes.10"`) are replaced by the value;
// - the core tokens are dropped, so only semantic tokens (what changes with the mode, the preset
//   and the contrast) and the breakpoints stay custom properties.
// The values and the CSS each style prop writes are the same as before; only where they are
// written changes. src/theme/inline-core-tokens.test.ts checks both.
import type { SystemConfig } from '@chakra-ui/react';

type Tree = { [key: string]: unknown };
type CategoryValues = Record<string, string>;
type ThemeFn = (category: string) => CategoryValues | undefined;

const isObject = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isToken = (value: unknown): value is { value: unknown } =>
  isObject(value) && 'value' in value;

/** Chakra's own rule for array values (`resolveTokenValue`): easings, lists of fonts or shadows. */
function tokenValue(category: string, value: unknown): string {
  if (!Array.isArray(value)) return String(value);
  return category === 'easings' ? `cubic-bezier(${value.join(', ')})` : value.join(', ');
}

/** A category's tokens as `path → value` (`'4' → '1rem'`, `'gray.600' → '#52525b'`). */
function flatten(category: string, tree: Tree, prefix: string[] = [], out: CategoryValues = {}) {
  for (const [key, entry] of Object.entries(tree)) {
    const path = key === 'DEFAULT' ? prefix : [...prefix, key];
    if (isToken(entry)) out[path.join('.')] = tokenValue(category, entry.value);
    if (isObject(entry))
      flatten(
        category,
        Object.fromEntries(Object.entries(entry).filter(([k]) => k !== 'value')),
        path,
        out,
      );
  }
  return out;
}

const REFERENCE = /\{([a-zA-Z]+)\.([^}]+)\}/g;

export interface InlinedTokens {
  /** Category → path → value, e.g. `values.colors['gray.600']` is `#52525b`. */
  values: Record<string, CategoryValues>;
  /** The value of a core token by its full name (`colors.gray.600`), if it was inlined. */
  get: (name: string) => string | undefined;
}

function inlinedTokens(tokens: Tree): InlinedTokens {
  const values: Record<string, CategoryValues> = {};
  for (const [category, tree] of Object.entries(tokens)) {
    if (isObject(tree)) values[category] = flatten(category, tree);
  }
  // Chakra derives a negative spacing token from each one (`mt="-4"`).
  const spacing = values.spacing ?? {};
  for (const [key, value] of Object.entries(spacing)) {
    if (value !== '0rem') spacing[`-${key}`] = `calc(${value} * -1)`;
  }
  // A core token whose value names another core token (`{spacing.4}`) gets that token's value.
  for (const category of Object.values(values)) {
    for (const [key, value] of Object.entries(category)) category[key] = expand(value);
  }
  function expand(text: string): string {
    return text.replace(REFERENCE, (whole, category: string, path: string) => {
      const value = values[category]?.[path];
      return value === undefined ? whole : expand(value);
    });
  }
  const get = (name: string) => {
    const dot = name.indexOf('.');
    return dot < 0 ? undefined : values[name.slice(0, dot)]?.[name.slice(dot + 1)];
  };
  return { values, get };
}

/**
 * A reference's value: `{spacing.4}` → `1rem`; with an opacity, as Chakra writes it:
 * `{colors.gray.900/10}` → `color-mix(in srgb, #18181b 10%, transparent)`.
 */
function reference(inlined: InlinedTokens, category: string, path: string) {
  const [name, alpha] = path.split('/');
  const value = inlined.get(`${category}.${name}`);
  if (value === undefined || alpha === undefined) return value;
  const opacity = inlined.get(`opacity.${alpha}`);
  const percent = opacity === undefined ? `${alpha}%` : `${Number(opacity) * 100}%`;
  return `color-mix(in srgb, ${value} ${percent}, transparent)`;
}

/** Styles and token values with every reference to an inlined token replaced by its value. */
function withValues(styles: unknown, inlined: InlinedTokens, key = ''): unknown {
  if (typeof styles === 'string') {
    // A custom property set from a token's name, Chakra's shorthand: `"--input-height": "sizes.10"`.
    if (key.startsWith('--')) {
      const value = inlined.get(styles);
      if (value !== undefined) return value;
    }
    return styles.replace(
      REFERENCE,
      (whole, category: string, path: string) => reference(inlined, category, path) ?? whole,
    );
  }
  if (Array.isArray(styles)) return styles.map((item) => withValues(item, inlined, key));
  if (isObject(styles)) {
    return Object.fromEntries(
      Object.entries(styles).map(([k, v]) => [k, withValues(v, inlined, k)]),
    );
  }
  return styles;
}

type Utilities = NonNullable<SystemConfig['utilities']>;
type UtilityValues = NonNullable<Utilities[string]>['values'];

/** A utility's values with the inlined tokens of the categories it reads added. */
function withInlinedValues(values: UtilityValues, inlined: InlinedTokens): UtilityValues {
  const read =
    (theme: ThemeFn): ThemeFn =>
    (category) => {
      const own = inlined.values[category];
      const kept = theme(category);
      return own ? { ...own, ...kept } : kept;
    };
  if (typeof values === 'string') {
    const category = values;
    return ((theme: ThemeFn) => read(theme)(category)) as UtilityValues;
  }
  if (typeof values === 'function') {
    const original = values as (theme: ThemeFn) => unknown;
    return ((theme: ThemeFn) => original(read(theme))) as UtilityValues;
  }
  return values;
}

type Transform = NonNullable<NonNullable<Utilities[string]>['transform']>;

/** A utility's transform whose colour mixes (`bg="gray.900/10"`) also know the inlined colours. */
function withInlinedMix(transform: Transform, inlined: InlinedTokens): Transform {
  return (value, args) => {
    const colorMix = (mixed: string) => {
      const [name, alpha] = typeof mixed === 'string' ? mixed.split('/') : [];
      const color = name === undefined ? undefined : inlined.get(`colors.${name}`);
      if (color === undefined || alpha === undefined) return args.utils.colorMix(mixed);
      return {
        invalid: false,
        color,
        value: reference(inlined, 'colors', `${name}/${alpha}`) ?? color,
      };
    };
    return transform(value, { ...args, utils: { ...args.utils, colorMix } });
  };
}

/**
 * The config (already merged: `mergeConfigs(defaultBaseConfig, …)`) with its core tokens inlined,
 * and those tokens' values.
 */
export function inlineCoreTokens(config: SystemConfig): {
  config: SystemConfig;
  inlined: InlinedTokens;
} {
  const theme = config.theme ?? {};
  const inlined = inlinedTokens((theme.tokens ?? {}) as Tree);
  const utilities = Object.fromEntries(
    Object.entries(config.utilities ?? {}).map(([name, utility]) => [
      name,
      utility && {
        ...utility,
        values: withInlinedValues(utility.values, inlined),
        transform: utility.transform && withInlinedMix(utility.transform, inlined),
      },
    ]),
  ) as Utilities;
  const styles = <T>(value: T): T => withValues(value, inlined) as T;
  return {
    inlined,
    config: {
      ...config,
      utilities,
      globalCss: styles(config.globalCss),
      theme: {
        ...theme,
        tokens: {},
        semanticTokens: styles(theme.semanticTokens),
        recipes: styles(theme.recipes),
        slotRecipes: styles(theme.slotRecipes),
        textStyles: styles(theme.textStyles),
        layerStyles: styles(theme.layerStyles),
        animationStyles: styles(theme.animationStyles),
      },
    },
  };
}
