// Hands a prerendered marketing page (scripts/prerender.mjs) over to the app: while the snapshot
// shows, the app renders into a hidden #root; once its page is there (a heading and no loader), the
// snapshot and its styles go and the app shows. A snapshot that must not show (another language,
// another address) is dropped at once.
const READY_TIMEOUT_MS = 10_000;

function dropSnapshot() {
  document.querySelectorAll('[data-prerendered], [data-prerendered-head]').forEach((el) => el.remove());
  document.documentElement.setAttribute('data-prerender', 'done');
}

/** Starts the hand-over; true while a snapshot is on screen for the app to replace. */
export function handOffPrerender(root: HTMLElement): boolean {
  const html = document.documentElement;
  if (!document.querySelector('[data-prerendered]')) return false;
  if (html.getAttribute('data-prerender') !== 'show') {
    dropSnapshot();
    return false;
  }
  const isReady = () => root.querySelector('h1') !== null && root.querySelector('[data-testid="page-loader"]') === null;
  const observer = new MutationObserver(() => {
    if (!isReady()) return;
    observer.disconnect();
    clearTimeout(fallback);
    dropSnapshot();
  });
  const fallback = setTimeout(() => {
    observer.disconnect();
    dropSnapshot();
  }, READY_TIMEOUT_MS);
  observer.observe(root, { childList: true, subtree: true });
  return true;
}
