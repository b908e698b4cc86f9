// Whether the screen is phone-sized, following resizes and rotations (a media query's state).
import { useSyncExternalStore } from 'react';
import { NARROW_QUERY } from './search';

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
