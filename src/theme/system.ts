// The Chakra system: default config extended with the project's tokens and semantic tokens.
// `primary` is the colour palette every component uses (colorPalette="primary"); presets and
// contrast re-point it through attributes on <html> (see src/theme/semantic-tokens).
import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const config = defineConfig({
  theme: {
    tokens: {
      fonts: {
        heading: { value: "'Poppins', system-ui, -apple-system, 'Segoe UI', sans-serif" },
        body: { value: "'Poppins', system-ui, -apple-system, 'Segoe UI', sans-serif" },
      },
    },
    semanticTokens: {
      colors: {
        primary: {
          solid: { value: { base: '{colors.teal.700}', _dark: '{colors.teal.400}' } },
          contrast: { value: { base: 'white', _dark: '{colors.gray.950}' } },
          fg: { value: { base: '{colors.teal.700}', _dark: '{colors.teal.300}' } },
          muted: { value: { base: '{colors.teal.100}', _dark: '{colors.teal.900}' } },
          subtle: { value: { base: '{colors.teal.50}', _dark: '{colors.teal.950}' } },
          emphasized: { value: { base: '{colors.teal.200}', _dark: '{colors.teal.800}' } },
          focusRing: { value: { base: '{colors.teal.600}', _dark: '{colors.teal.400}' } },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
