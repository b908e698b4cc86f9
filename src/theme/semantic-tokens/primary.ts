// The `primary` colour palette (colorPalette="primary"): the current preset's shades per mode.
import { defineSemanticTokens } from '@chakra-ui/react';
import { primaryRoles } from '../presets';

const shade = (name: string) => `{colors.presetCurrent.${name}}`;
const role = (name: keyof typeof primaryRoles) => ({
  value: { _light: shade(primaryRoles[name].light), _dark: shade(primaryRoles[name].dark) },
});

export const primary = defineSemanticTokens.colors({
  primary: {
    solid: role('solid'),
    contrast: role('contrast'),
    focusRing: role('focusRing'),
    fg: {
      value: { _light: '{colors.tone.primary-fg.light}', _dark: '{colors.tone.primary-fg.dark}' },
    },
    subtle: {
      value: {
        _light: `color-mix(in srgb, ${shade('lighter')} 55%, white)`,
        _dark: `color-mix(in srgb, ${shade('darker')} 55%, black)`,
      },
    },
    muted: { value: { _light: shade('lighter'), _dark: shade('darker') } },
    emphasized: {
      value: {
        _light: `color-mix(in srgb, ${shade('light')} 50%, ${shade('lighter')})`,
        _dark: `color-mix(in srgb, ${shade('dark')} 60%, ${shade('darker')})`,
      },
    },
    border: { value: { _light: shade('main'), _dark: shade('light') } },
  },
});
