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
