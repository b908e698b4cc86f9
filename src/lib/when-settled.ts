// Work done ahead once a page has settled (docs/performance.md): `afterMs` after the call, once
// nothing has been fetched for a moment, at the browser's next idle moment. Code fetched this way
// is not part of the page's first load; the toaster, the offline changes' panel, the
// session-expiry dialog use it so they are there when the connection is not.

/** No file fetched for this long: the page's own loading is over. */
const QUIET_MS = 800;
/** The page counts as settled this long after `afterMs` at the latest, fetching or not. */
const QUIET_LIMIT_MS = 20_000;

let lastFetchEnd = 0;
let watching = false;

/** Follows when the page last received a file (scripts, styles, fonts, API calls over the network). */
function watchFetches() {
  if (watching || typeof PerformanceObserver === 'undefined') return;
  watching = true;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) lastFetchEnd = Math.max(lastFetchEnd, (entry as PerformanceResourceTiming).responseEnd);
    }).observe({ type: 'resource', buffered: true });
  } catch {
    // A browser without resource timing: the time alone decides.
  }
}

/**
 * Runs `task` at the first idle moment once `afterMs` have passed and the page has fetched nothing
 * for QUIET_MS (a slow machine or network is still loading the page at `afterMs`), within
 * `idleLimitMs` of that; returns a function that cancels it.
 */
export function whenSettled(task: () => void, afterMs: number, idleLimitMs = 5000): () => void {
  watchFetches();
  let idle = 0;
  let timer = 0;
  const latest = performance.now() + afterMs + QUIET_LIMIT_MS;
  const check = () => {
    const now = performance.now();
    const quietAt = lastFetchEnd + QUIET_MS;
    if (quietAt > now && now < latest) {
      timer = window.setTimeout(check, Math.min(quietAt, latest) - now);
      return;
    }
    if ('requestIdleCallback' in window) idle = window.requestIdleCallback(task, { timeout: idleLimitMs });
    else task();
  };
  timer = window.setTimeout(check, afterMs);
  return () => {
    window.clearTimeout(timer);
    if (idle && 'cancelIdleCallback' in window) window.cancelIdleCallback(idle);
  };
}
