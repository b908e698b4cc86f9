// The Chakra system: Chakra's base config (conditions, utilities) and default theme, trimmed to the
// recipes the app uses (./chakra-theme), extended with the project's tokens, semantic tokens and
// recipes. `primary` is the colour palette every component uses (colorPalette="primary"); presets
// and contrast re-point it through attributes on <html> (data-preset, data-contrast).
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { chakraTheme } from './chakra-theme';
import { conditions } from './conditions';
import { globalCss } from './global-css';
import { buttonRecipe } from './recipes/button';
import { neutral } from './semantic-tokens/neutral';
import { presetCurrent } from './semantic-tokens/preset';
import { primary } from './semantic-tokens/primary';
import { toastSlotRecipe } from './slot-recipes/toast';
import { colors } from './tokens/colors';
import { fonts } from './tokens/fonts';
import { sizes } from './tokens/sizes';

const config = defineConfig({
  conditions,
  globalCss,
  theme: {
    tokens: { colors, fonts, sizes },
    semanticTokens: { colors: { ...presetCurrent, ...neutral, ...primary } },
    recipes: { button: buttonRecipe },
    slotRecipes: { toast: toastSlotRecipe },
  },
});

let built: ReturnType<typeof createSystem> | undefined;

/**
 * The system, built on first use. Building it is one of the dearest steps of start-up, so it
 * happens in a task of its own (main.tsx calls this before the first render) instead of while the
 * app's modules load.
 */
export function getSystem() {
  built ??= createSystem(defaultBaseConfig, chakraTheme, config);
  return built;
}
