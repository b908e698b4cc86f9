import type { EventColor } from '@/lib/api-contract/calendar';

/** An event colour's fill and the text drawn on it (semantic tokens: light and dark follow the theme). */
export const colorToken: Record<EventColor, string> = {
  primary: 'primary.solid',
  blue: 'blue.solid',
  green: 'green.solid',
  orange: 'orange.solid',
  red: 'red.solid',
  purple: 'purple.solid',
};
export const colorContrast: Record<EventColor, string> = {
  primary: 'primary.contrast',
  blue: 'blue.contrast',
  green: 'green.contrast',
  orange: 'orange.contrast',
  red: 'red.contrast',
  purple: 'purple.contrast',
};
