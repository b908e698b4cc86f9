// Core colour tokens: every preset's shades as `colors.preset.<name>.<shade>` (used by the preset
// swatches and, through semantic tokens, by the primary palette).
import { defineTokens } from '@chakra-ui/react';
import { presetNames, presets, presetShades } from '../presets';

export const colors = defineTokens.colors({
  preset: Object.fromEntries(
    presetNames.map((name) => [
      name,
      Object.fromEntries(presetShades.map((shade) => [shade, { value: presets[name][shade] }])),
    ]),
  ),
});
