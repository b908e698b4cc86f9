// The Chakra system: Chakra's base config (conditions, utilities) and default theme, trimmed to the
// recipes the app uses (./chakra-theme), extended with the project's tokens, semantic tokens and
// recipes. `primary` is the colour palette every component uses (colorPalette="primary"); presets
// and contrast re-point it through attributes on <html> (data-preset, data-contrast).
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import { chakraTheme } from './chakra-theme';
import { conditions } from './conditions';
import { globalCss } from './global-css';
import { inlineCoreTokens, type InlinedTokens } from './inline-core-tokens';
import { buttonRecipe } from './recipes/button';
import { neutral } from './semantic-tokens/neutral';
import { presetCurrent } from './semantic-tokens/preset';
import { primary } from './semantic-tokens/primary';
import { toastSlotRecipe } from './slot-recipes/toast';
import { colors } from './tokens/colors';
import { fonts } from './tokens/fonts';
import { sizes } from './tokens/sizes';

// Chakra's `filter="auto"`, `backdropFilter="auto"` and `ring` with their defaults as fallbacks:
// ./chakra-theme no longer declares those defaults on every element.
const empty = (names: string[], prefix = '') =>
  names.map((name) => `var(--${prefix}${name}, )`).join(' ');
const filters = [
  'blur',
  'brightness',
  'contrast',
  'grayscale',
  'hue-rotate',
  'invert',
  'saturate',
  'sepia',
];
const utilities = {
  filter: {
    transform: (value: string) => ({
      filter: value === 'auto' ? empty([...filters, 'drop-shadow']) : value,
    }),
  },
  backdropFilter: {
    transform: (value: string) => ({
      backdropFilter:
        value === 'auto'
          ? empty([...filters.slice(0, 6), 'opacity', ...filters.slice(6)], 'backdrop-')
          : value,
    }),
  },
  ring: {
    transform: (value: string) => ({
      '--ring-offset-shadow':
        'var(--ring-inset, ) 0 0 0 var(--ring-offset-width, 0px) var(--ring-offset-color, #fff)',
      '--ring-shadow':
        'var(--ring-inset, ) 0 0 0 calc(var(--ring-width) + var(--ring-offset-width, 0px)) var(--ring-color, rgba(66, 153, 225, 0.6))',
      '--ring-width': value,
      boxShadow: 'var(--ring-offset-shadow), var(--ring-shadow), var(--shadow, 0 0 #0000)',
    }),
  },
};

const config = defineConfig({
  conditions,
  utilities,
  globalCss,
  theme: {
    tokens: { colors, fonts, sizes },
    semanticTokens: { colors: { ...presetCurrent, ...neutral, ...primary } },
    recipes: { button: buttonRecipe },
    slotRecipes: { toast: toastSlotRecipe },
  },
});

/** Chakra's base config, the trimmed default theme and the project's theme, merged. */
export const themeConfig = () => mergeConfigs(defaultBaseConfig, chakraTheme, config);

let built: ReturnType<typeof createSystem> | undefined;
let inlined: InlinedTokens | undefined;

let prepared: ReturnType<typeof inlineCoreTokens> | undefined;

/**
 * The system, built on first use. Building it is one of the dearest steps of start-up, so it
 * happens in tasks of its own (main.tsx awaits `prepareSystem` before the first render) instead of
 * while the app's modules load.
 */
export function getSystem() {
  if (!built) {
    const theme = (prepared ??= inlineCoreTokens(themeConfig()));
    built = createSystem(theme.config);
    inlined = theme.inlined;
  }
  return built;
}

/** Builds the system in two tasks (the config with its tokens inlined, then Chakra's system), so neither is one long task. */
export async function prepareSystem(): Promise<void> {
  if (built) return;
  prepared ??= inlineCoreTokens(themeConfig());
  await new Promise((resolve) => setTimeout(resolve, 0));
  getSystem();
}

/** The core tokens' values, which the system writes as values, not custom properties (./inline-core-tokens). */
export function getCoreTokens(): InlinedTokens {
  getSystem();
  return inlined as InlinedTokens;
}
