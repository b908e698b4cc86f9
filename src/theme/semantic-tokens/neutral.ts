// Text, border and surface tokens that bold contrast strengthens. Two layers keep every token on
// one condition at a time: `tone.<role>.<mode>` switches on contrast, the public token on mode.
import { defineSemanticTokens } from '@chakra-ui/react';
import { neutralRoles, paletteFocusRings, primaryFgByContrast } from '../contrast';

const toneKey = (role: string) => role.replace('.', '-');
const modes = ['light', 'dark'] as const;

const tone = Object.fromEntries(
  Object.entries(neutralRoles).map(([role, levels]) => [
    toneKey(role),
    Object.fromEntries(
      modes.map((mode) => [
        mode,
        {
          value: {
            base: `{colors.${levels.default[mode]}}`,
            _contrastBold: `{colors.${levels.bold[mode]}}`,
          },
        },
      ]),
    ),
  ]),
);

const primaryFgTone = Object.fromEntries(
  modes.map((mode) => [
    mode,
    {
      value: {
        base: `{colors.presetCurrent.${primaryFgByContrast.default[mode]}}`,
        _contrastBold: `{colors.presetCurrent.${primaryFgByContrast.bold[mode]}}`,
      },
    },
  ]),
);

const byMode = (role: string) => ({
  value: {
    _light: `{colors.tone.${toneKey(role)}.light}`,
    _dark: `{colors.tone.${toneKey(role)}.dark}`,
  },
});

const focusRings = Object.fromEntries(
  Object.entries(paletteFocusRings).map(([palette, shades]) => [
    palette,
    { focusRing: { value: { _light: `{colors.${shades.light}}`, _dark: `{colors.${shades.dark}}` } } },
  ]),
);

export const neutral = defineSemanticTokens.colors({
  ...focusRings,
  tone: { ...tone, 'primary-fg': primaryFgTone },
  fg: {
    DEFAULT: byMode('fg'),
    muted: byMode('fg.muted'),
    // Chakra's red.500 is 3.8:1 on white: validation messages need 4.5:1 (docs/accessibility.md).
    error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
  },
  border: {
    DEFAULT: byMode('border'),
    muted: byMode('border.muted'),
    emphasized: byMode('border.emphasized'),
  },
  bg: { subtle: byMode('bg.subtle'), muted: byMode('bg.muted') },
});
