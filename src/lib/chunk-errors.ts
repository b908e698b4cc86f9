// Decision docs/product-rules.md#chunk-errors: a route chunk that fails to load reloads the page once (guarded, never a loop);
// a second failure, or a chunk still loading after 120 s, becomes a named ChunkLoadError.
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const CSS_CHUNK_LOAD_FAILED = 'CSS_CHUNK_LOAD_FAILED';
const RELOAD_GUARD_KEY = 'chunk-reload-guard';

export type ChunkErrorType = 'missing' | 'timeout' | 'css';

export class ChunkLoadError extends Error {
  readonly type: ChunkErrorType;
  readonly request: string;
  readonly chunk: string;
  readonly code: string | undefined;

  constructor(chunk: string, type: ChunkErrorType, request: string) {
    super(
      `Loading ${type === 'css' ? 'CSS chunk' : 'chunk'} ${chunk} failed.\n(${type}: ${request})`,
    );
    this.name = 'ChunkLoadError';
    this.chunk = chunk;
    this.type = type;
    this.request = request;
    this.code = type === 'css' ? CSS_CHUNK_LOAD_FAILED : undefined;
  }
}

const JS_PATTERNS = [
  /Failed to fetch dynamically imported module:?\s*(\S+)?/i,
  /error loading dynamically imported module:?\s*(\S+)?/i,
  /Importing a module script failed/i,
  /Loading chunk (\S+) failed/i,
];
const CSS_PATTERN = /Unable to preload CSS for\s*(\S+)/i;

/** The file a request names, without its extension (`fallback` when it names none, e.g. `/`). */
function chunkName(request: string, fallback = 'unknown'): string {
  const file = request.split('?')[0]?.split('/').pop() ?? request;
  return file.replace(/\.(js|mjs|css)$/, '') || fallback;
}

/** The error as a ChunkLoadError when it is a failed script or stylesheet chunk; otherwise null. */
export function toChunkLoadError(error: unknown): ChunkLoadError | null {
  if (error instanceof ChunkLoadError) return error;
  if (!(error instanceof Error)) return null;
  const css = CSS_PATTERN.exec(error.message);
  if (css) return new ChunkLoadError(chunkName(css[1] ?? ''), 'css', css[1] ?? '');
  for (const pattern of JS_PATTERNS) {
    const match = pattern.exec(error.message);
    if (match) {
      const request = match[1] ?? '';
      return new ChunkLoadError(chunkName(request), 'missing', request);
    }
  }
  return null;
}

/** The last chunk that failed to load, as Vite reported it (see watchPreloadErrors). */
let lastChunkFailure: ChunkLoadError | null = null;

/**
 * Remembers each chunk that fails to load: Vite dispatches `vite:preloadError` on window for a
 * dynamic import (or its stylesheet) that fails. The router may replace that error with its own
 * when it cannot write its reload note to a full sessionStorage; `chunkErrorOf` gives it back.
 */
export function watchPreloadErrors(target: Window = window): () => void {
  const remember = (event: Event) => {
    lastChunkFailure =
      toChunkLoadError((event as Event & { payload?: unknown }).payload) ?? lastChunkFailure;
  };
  target.addEventListener('vite:preloadError', remember);
  return () => target.removeEventListener('vite:preloadError', remember);
}

const STORAGE_REFUSALS = ['QuotaExceededError', 'SecurityError'];

/**
 * The ChunkLoadError behind an error a route boundary caught: the error itself when it is a chunk
 * failure, or the chunk that just failed when the error is a refused storage write (TanStack
 * Router's own reload note for a missing chunk, `tanstack_router_reload:*`, throws that when
 * sessionStorage is full). Null for any other error.
 */
export function chunkErrorOf(error: unknown): ChunkLoadError | null {
  const direct = toChunkLoadError(error);
  if (direct) return direct;
  const refused = error instanceof DOMException && STORAGE_REFUSALS.includes(error.name);
  return refused ? lastChunkFailure : null;
}

/** How long after a chunk reload another failure of the same page shows the error screen instead. */
export const RELOAD_GUARD_MS = 60_000;
/** The query parameter that carries the guard when sessionStorage cannot (full or blocked). */
export const RELOAD_URL_MARKER = 'chunk-reload';

/** sessionStorage, or null where the browser blocks it (reading the property can throw). */
function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function markerTime(href: string): number | null {
  const value = new URL(href).searchParams.get(RELOAD_URL_MARKER);
  return value !== null && /^\d+$/.test(value) ? Number(value) : null;
}

/**
 * Reloads the page once for a chunk failure. Returns true when a reload was started, false when
 * this page was already reloaded for one within RELOAD_GUARD_MS (the caller then shows the error
 * screen). The guard is time-based, so no render in between can re-arm it into a loop. It lives
 * in sessionStorage; when that refuses the write, in the reloaded address (`?chunk-reload=<ms>`),
 * so a full storage never turns a chunk failure into a loop or into a screen that blames the
 * server. The marker stays until the user moves on (a route that loaded but whose component then
 * failed still counts as this page); Retry removes it. Offline it never reloads (the browser would
 * replace the app with its own offline page, docs/product-rules.md#chunk-errors): the caller shows the
 * error screen, whose Retry works once the connection is back.
 */
export function reloadOnce(
  storage: Storage | null = sessionStore(),
  reload: (markedUrl?: string) => void = (markedUrl) =>
    markedUrl ? window.location.replace(markedUrl) : window.location.reload(),
  now: number = Date.now(),
  online: boolean = typeof navigator === 'undefined' || navigator.onLine,
): boolean {
  if (!online) return false;
  const href = typeof window !== 'undefined' ? window.location.href : 'http://localhost/';
  const path = new URL(href).pathname;
  const marked = markerTime(href);
  if (marked !== null && now - marked < RELOAD_GUARD_MS) return false;
  try {
    const last = JSON.parse(storage?.getItem(RELOAD_GUARD_KEY) ?? 'null') as {
      path?: unknown;
      at?: unknown;
    } | null;
    if (
      last &&
      last.path === path &&
      typeof last.at === 'number' &&
      now - last.at < RELOAD_GUARD_MS
    )
      return false;
  } catch {
    /* a malformed or unreadable guard counts as none */
  }
  try {
    if (!storage) throw new Error('sessionStorage is not available');
    storage.setItem(RELOAD_GUARD_KEY, JSON.stringify({ path, at: now }));
    reload();
  } catch {
    const url = new URL(href);
    url.searchParams.set(RELOAD_URL_MARKER, String(now));
    reload(url.toString());
  }
  return true;
}

/**
 * TanStack Router reloads the page once by itself when a route's module is missing, remembering
 * it in sessionStorage under `tanstack_router_reload:<message>`. That reload is the one reload of docs/product-rules.md#chunk-errors.
 */
export function routerAlreadyReloaded(
  error: unknown,
  storage: Storage | null = sessionStore(),
): boolean {
  try {
    return (
      error instanceof Error && storage?.getItem(`tanstack_router_reload:${error.message}`) != null
    );
  } catch {
    return false;
  }
}

/** Forgets the last chunk reload, so the next failure may reload again (Retry). */
export function clearReloadGuard(storage: Storage | null = sessionStore()) {
  try {
    storage?.removeItem(RELOAD_GUARD_KEY);
  } catch {
    /* nothing stored */
  }
}

/** A retry after the error screen: a fresh reload that is allowed to try once more. */
export function retryAfterChunkError(
  storage: Storage | null = sessionStore(),
  location: Pick<Location, 'href' | 'replace' | 'reload'> = window.location,
) {
  clearReloadGuard(storage);
  const url = new URL(location.href);
  if (url.searchParams.has(RELOAD_URL_MARKER)) {
    url.searchParams.delete(RELOAD_URL_MARKER);
    location.replace(url.toString());
  } else location.reload();
}

interface Watchable {
  subscribe(
    event: 'onBeforeLoad' | 'onResolved',
    fn: (e: { toLocation: { pathname: string } }) => void,
  ): () => void;
}

/**
 * Fails a navigation whose route code has not arrived after `timeoutMs`: calls `onTimeout` with a
 * ChunkLoadError of type 'timeout'. Returns a function that stops watching.
 */
export function watchChunkTimeouts(
  router: Watchable,
  onTimeout: (error: ChunkLoadError) => void,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stopBefore = router.subscribe('onBeforeLoad', (event) => {
    clearTimeout(timer);
    const path = event.toLocation.pathname;
    timer = setTimeout(
      () => onTimeout(new ChunkLoadError(chunkName(path, 'index'), 'timeout', path)),
      timeoutMs,
    );
  });
  const stopResolved = router.subscribe('onResolved', () => clearTimeout(timer));
  return () => {
    clearTimeout(timer);
    stopBefore();
    stopResolved();
  };
}
