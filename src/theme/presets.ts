// The six colour presets of docs/product-rules.md#settings as data. Each becomes the `primary` colour palette when
// <html data-preset="…"> names it; contrastText is the text colour on `main` (light mode).
export const presetNames = ['default', 'cyan', 'purple', 'blue', 'orange', 'red'] as const;
export type PresetName = (typeof presetNames)[number];

export const presetShades = ['lighter', 'light', 'main', 'dark', 'darker', 'contrastText'] as const;
export type PresetShade = (typeof presetShades)[number];

export type PresetPalette = Record<PresetShade, string>;

export const presets: Record<PresetName, PresetPalette> = {
  default: {
    lighter: '#C9F2E7',
    light: '#5FD0B4',
    main: '#0F766E',
    dark: '#115E59',
    darker: '#0B3B38',
    contrastText: '#FFFFFF',
  },
  cyan: {
    lighter: '#CFFAFE',
    light: '#67E8F9',
    main: '#0E7490',
    dark: '#155E75',
    darker: '#083344',
    contrastText: '#FFFFFF',
  },
  purple: {
    lighter: '#EBD6FD',
    light: '#B985F4',
    main: '#7635DC',
    dark: '#4C1D95',
    darker: '#2E1065',
    contrastText: '#FFFFFF',
  },
  blue: {
    lighter: '#D1E9FC',
    light: '#76B0F1',
    main: '#2065D1',
    dark: '#103996',
    darker: '#061B64',
    contrastText: '#FFFFFF',
  },
  orange: {
    lighter: '#FEF4D4',
    light: '#FDBA74',
    main: '#BA3F0C',
    dark: '#9A3412',
    darker: '#5C1F06',
    contrastText: '#FFFFFF',
  },
  red: {
    lighter: '#FFE3D5',
    light: '#FCA5A5',
    main: '#C81E1E',
    dark: '#991B1B',
    darker: '#5F0F0F',
    contrastText: '#FFFFFF',
  },
};

/**
 * How a preset's shades map onto the primary palette in each mode. Light mode paints solids in
 * `main` with `contrastText`; dark mode paints them in `light` with `darker` text, so both stay
 * at WCAG AA (checked in presets.test.ts).
 */
export const primaryRoles = {
  solid: { light: 'main', dark: 'light' },
  contrast: { light: 'contrastText', dark: 'darker' },
  fg: { light: 'dark', dark: 'light' },
  focusRing: { light: 'main', dark: 'light' },
} as const satisfies Record<string, Record<'light' | 'dark', PresetShade>>;
