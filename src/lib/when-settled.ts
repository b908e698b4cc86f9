// Work done ahead once a page has settled (docs/performance.md): `afterMs` after the call, once
// nothing has been fetched for a moment, at the browser's next idle moment. Code fetched this way
// is not part of the page's first load; the toaster, the offline changes' panel, the
// session-expiry dialog and the demo API's worker use it so they are there when the connection is not.

/** No file fetched for this long: the page's own loading is over. */
const QUIET_MS = 800;
/** The page counts as settled after this many quiet checks at the latest, fetching or not. */
const MAX_CHECKS = 25;

/** Files the page has received (scripts, styles, fonts, API calls over the network), counted. */
let fetched = 0;
let watching = false;

function watchFetches() {
  if (watching || typeof PerformanceObserver === 'undefined') return;
  watching = true;
  try {
    new PerformanceObserver((list) => {
      fetched += list.getEntries().length;
    }).observe({ type: 'resource', buffered: true });
  } catch {
    // A browser without resource timing: the time alone decides.
  }
}

let marked = false;
/**
 * The first work done ahead is where the page's first load ends: a performance mark,
 * `corvane:settled`, that `npm run bench -- --dashboard` counts a load's scripts up to
 * (docs/performance.md). What is fetched after it is not part of the first load.
 */
function markSettled() {
  if (marked) return;
  marked = true;
  try {
    performance.mark('corvane:settled');
  } catch {
    // No User Timing: nothing to mark.
  }
}

/**
 * Runs `task` at the first idle moment once `afterMs` have passed and then QUIET_MS went by with
 * nothing fetched (a slow machine or network is still loading the page at `afterMs`), within
 * `idleLimitMs` of that; returns a function that cancels it. Counts fetches rather than reading
 * clocks, so a page whose clock is frozen (a test's) still settles.
 */
export function whenSettled(task: () => void, afterMs: number, idleLimitMs = 5000): () => void {
  watchFetches();
  const run = () => {
    markSettled();
    task();
  };
  let idle = 0;
  let timer = 0;
  let checks = 0;
  const quietFrom = (seen: number) => {
    timer = window.setTimeout(() => {
      checks += 1;
      if (fetched !== seen && checks < MAX_CHECKS) {
        quietFrom(fetched);
        return;
      }
      if ('requestIdleCallback' in window) idle = window.requestIdleCallback(run, { timeout: idleLimitMs });
      else run();
    }, QUIET_MS);
  };
  timer = window.setTimeout(() => quietFrom(fetched), afterMs);
  return () => {
    window.clearTimeout(timer);
    if (idle && 'cancelIdleCallback' in window) window.cancelIdleCallback(idle);
  };
}
