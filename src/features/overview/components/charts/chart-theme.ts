// Chart colours and text styles from the theme's CSS variables (they follow light and dark mode),
// and the reading direction, for the recharts components.
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
    series: (i: number) => color(SERIES[i % SERIES.length]!),
    grid: color('border'),
    tick: { fill: color('fg.muted'), fontSize: 11 },
    tooltip: {
      contentStyle: {
        background: color('bg.panel'),
        borderColor: color('border'),
        color: color('fg'),
        borderRadius: 8,
      },
      itemStyle: { color: color('fg') },
      labelStyle: { color: color('fg.muted') },
    },
    legend: { color: color('fg'), fontSize: 12 },
  };
}
