import type { EventColor } from '@/lib/api-contract/calendar';

/** An event colour's solid swatch (the colour picker, an event's edge). */
export const colorToken: Record<EventColor, string> = {
  primary: 'primary.solid',
  blue: 'blue.solid',
  green: 'green.solid',
  orange: 'orange.solid',
  red: 'red.solid',
  purple: 'purple.solid',
};
/**
 * An event's fill and its text: the palette's subtle background under its fg colour, which keeps
 * small text at 4.5:1 in light and dark mode (white on green or orange solid does not).
 */
export const colorFill: Record<EventColor, string> = {
  primary: 'primary.subtle',
  blue: 'blue.subtle',
  green: 'green.subtle',
  orange: 'orange.subtle',
  red: 'red.subtle',
  purple: 'purple.subtle',
};
export const colorText: Record<EventColor, string> = {
  primary: 'primary.fg',
  blue: 'blue.fg',
  green: 'green.fg',
  orange: 'orange.fg',
  red: 'red.fg',
  purple: 'purple.fg',
};
