// Conditions the theme's semantic tokens switch on: one per colour preset (<html data-preset>) and
// bold contrast (<html data-contrast="bold">). Mode uses Chakra's own _light/_dark (html class).
import { presetNames, type PresetName } from './presets';

export function presetCondition(name: PresetName) {
  return `preset${name.charAt(0).toUpperCase()}${name.slice(1)}`;
}

export const conditions: Record<string, string> = {
  ...Object.fromEntries(
    presetNames.map((name) => [presetCondition(name), `[data-preset=${name}] &`]),
  ),
  contrastBold: '[data-contrast=bold] &',
};
