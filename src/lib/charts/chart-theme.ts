// Chart colours from the theme's CSS variables (they follow light and dark mode, and the chosen
// primary palette), and the reading direction, for the SVG chart components.
import { useChakraContext } from '@chakra-ui/react';
import { useSettingsStore } from '@/lib/settings/settings-store';

/** Series colours, in order: theme palettes that stay readable on light and dark panels. */
const SERIES = [
  'primary.solid',
  'orange.solid',
  'teal.solid',
  'purple.solid',
  'pink.solid',
  'cyan.solid',
  'yellow.solid',
  'gray.solid',
];

export function useChartTheme() {
  const system = useChakraContext();
  const color = (token: string) => system.token.var(`colors.${token}`);
  const rtl = useSettingsStore((s) => s.themeDirection) === 'rtl';
  return {
    rtl,
    color,
    /** The i-th series' colour, or the semantic token the series asks for. */
    series: (i: number, token?: string) => color(token ?? SERIES[i % SERIES.length]!),
    grid: color('border'),
    tick: color('fg.muted'),
    /** Behind the hovered category, so the pointer's column or row stands out. */
    cursor: color('bg.muted'),
    /** Ring around a hovered point, so it stands off the line in both modes. */
    panel: color('bg.panel'),
  };
}
