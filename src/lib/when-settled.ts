// Work done ahead once a page has settled (docs/performance.md): `afterMs` after the call, at the
// browser's next idle moment. Code fetched this way is not part of the page's first load; the
// toaster, the offline changes' panel and the session-expiry dialog use it so they are there when the connection is not.

/**
 * Runs `task` at the first idle moment `afterMs` from now, or `idleLimitMs` later at the latest;
 * returns a function that cancels it.
 */
export function whenSettled(task: () => void, afterMs: number, idleLimitMs = 5000): () => void {
  let idle = 0;
  const timer = window.setTimeout(() => {
    if ('requestIdleCallback' in window) idle = window.requestIdleCallback(task, { timeout: idleLimitMs });
    else task();
  }, afterMs);
  return () => {
    window.clearTimeout(timer);
    if (idle && 'cancelIdleCallback' in window) window.cancelIdleCallback(idle);
  };
}
