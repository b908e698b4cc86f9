// The two contrast levels as data: which neutral token each surface, text and border uses in
// light and dark mode. `bold` darkens text and borders and deepens surfaces (WCAG AA or better).
export const contrastLevels = ['default', 'bold'] as const;
export type ContrastLevel = (typeof contrastLevels)[number];

type Mode = 'light' | 'dark';
type NeutralRole =
  'fg' | 'fg.muted' | 'border' | 'border.muted' | 'border.emphasized' | 'bg.subtle' | 'bg.muted';

export const neutralRoles: Record<NeutralRole, Record<ContrastLevel, Record<Mode, string>>> = {
  fg: {
    default: { light: 'gray.900', dark: 'gray.50' },
    bold: { light: 'black', dark: 'white' },
  },
  'fg.muted': {
    default: { light: 'gray.600', dark: 'gray.400' },
    bold: { light: 'gray.800', dark: 'gray.200' },
  },
  border: {
    default: { light: 'gray.200', dark: 'gray.800' },
    bold: { light: 'gray.500', dark: 'gray.400' },
  },
  'border.muted': {
    default: { light: 'gray.100', dark: 'gray.900' },
    bold: { light: 'gray.400', dark: 'gray.500' },
  },
  'border.emphasized': {
    default: { light: 'gray.300', dark: 'gray.700' },
    bold: { light: 'gray.700', dark: 'gray.300' },
  },
  'bg.subtle': {
    default: { light: 'gray.50', dark: 'gray.950' },
    bold: { light: 'gray.100', dark: 'gray.900' },
  },
  'bg.muted': {
    default: { light: 'gray.100', dark: 'gray.900' },
    bold: { light: 'gray.200', dark: 'gray.800' },
  },
};

/** The primary palette's text role is stronger in bold contrast. */
export const primaryFgByContrast: Record<
  ContrastLevel,
  Record<Mode, 'dark' | 'darker' | 'light' | 'lighter'>
> = {
  default: { light: 'dark', dark: 'light' },
  bold: { light: 'darker', dark: 'lighter' },
};

/**
 * The focus ring of Chakra's palettes the app keeps (src/theme/chakra-theme.ts). Chakra's own
 * (gray.400, green.500, orange.500 on white) stay under the 3:1 a focus indicator needs, so light
 * mode takes a darker shade; checked against every surface in a11y-contrast.test.ts.
 */
export const paletteFocusRings = {
  gray: { light: 'gray.600', dark: 'gray.400' },
  red: { light: 'red.600', dark: 'red.400' },
  orange: { light: 'orange.700', dark: 'orange.400' },
  green: { light: 'green.700', dark: 'green.400' },
  blue: { light: 'blue.600', dark: 'blue.400' },
} as const satisfies Record<string, Record<Mode, string>>;
