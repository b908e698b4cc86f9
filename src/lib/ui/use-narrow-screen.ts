// Whether the screen is phone-sized, following resizes and rotations (a media query's state):
// the calendar's default view, a long form's folding sections.
import { useSyncExternalStore } from 'react';

/** Phone-sized screens (under Chakra's md breakpoint, 48em). */
export const NARROW_QUERY = '(max-width: 47.99em)';

const query = () => window.matchMedia(NARROW_QUERY);

function subscribe(onChange: () => void) {
  const list = query();
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

export function useNarrowScreen() {
  return useSyncExternalStore(
    subscribe,
    () => query().matches,
    () => false,
  );
}
