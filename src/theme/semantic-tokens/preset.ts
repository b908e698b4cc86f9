// `colors.presetCurrent.<shade>`: the shades of the preset named by <html data-preset>.
import { defineSemanticTokens } from '@chakra-ui/react';
import { presetCondition } from '../conditions';
import { presetNames, presetShades } from '../presets';

export const presetCurrent = defineSemanticTokens.colors({
  presetCurrent: Object.fromEntries(
    presetShades.map((shade) => [
      shade,
      {
        value: {
          base: `{colors.preset.default.${shade}}`,
          ...Object.fromEntries(
            presetNames
              .filter((name) => name !== 'default')
              .map((name) => [`_${presetCondition(name)}`, `{colors.preset.${name}.${shade}}`]),
          ),
        },
      },
    ]),
  ),
});
