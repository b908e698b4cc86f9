// Fullscreen on or off (docs/product-rules.md#session), following the document's real state: Esc or the browser's own
// controls leave fullscreen too, and the button follows.
import { useCallback, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}

const isFullscreen = () => document.fullscreenElement != null;

export function useFullscreen() {
  const fullscreen = useSyncExternalStore(subscribe, isFullscreen, () => false);
  const toggle = useCallback(async () => {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await document.documentElement.requestFullscreen();
    } catch {
      // Refused (iframe without permission, unsupported browser): the state stays as it is.
    }
  }, []);
  const supported = typeof document !== 'undefined' && document.fullscreenEnabled !== false;
  return { fullscreen, toggle, supported };
}
