// Whether the window has scrolled further down than `threshold` pixels (docs/product-rules.md#session: the header is
// compact once vertical scroll is above 80).
import { useCallback, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

export function useScrolledPast(threshold: number): boolean {
  const read = useCallback(() => window.scrollY > threshold, [threshold]);
  return useSyncExternalStore(subscribe, read, () => false);
}
