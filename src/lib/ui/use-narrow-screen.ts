// Whether the screen is under a width, following resizes and rotations (a media query's state):
// the calendar's default view, a long form's folding sections, the dashboard's sidebar (drawn from
// lg up only: below it the navigation is a drawer, so a phone does not build the sidebar at all).
// Queries are max-width ones: where there is no layout (jsdom's stand-in answers false), the
// wide screen's parts are the ones drawn.
import { useSyncExternalStore } from 'react';

/** Phone-sized screens (under Chakra's md breakpoint, 48em). */
export const NARROW_QUERY = '(max-width: 47.99em)';
/** Under Chakra's lg breakpoint (64em): the dashboard has no sidebar there. */
export const BELOW_LG_QUERY = '(max-width: 63.99em)';

function useMaxWidth(media: string) {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(media);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(media).matches,
    () => false,
  );
}

export function useNarrowScreen() {
  return useMaxWidth(NARROW_QUERY);
}

export function useBelowLg() {
  return useMaxWidth(BELOW_LG_QUERY);
}
