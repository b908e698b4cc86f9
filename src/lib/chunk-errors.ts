// Decision D21: a route chunk that fails to load reloads the page once (guarded, never a loop);
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
    super(`Loading ${type === 'css' ? 'CSS chunk' : 'chunk'} ${chunk} failed.\n(${type}: ${request})`);
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

function chunkName(request: string): string {
  const file = request.split('?')[0]?.split('/').pop() ?? request;
  return file.replace(/\.(js|mjs|css)$/, '') || 'unknown';
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
      return new ChunkLoadError(request ? chunkName(request) : 'unknown', 'missing', request);
    }
  }
  return null;
}

/**
 * Reloads the page once for a chunk failure. Returns true when a reload was started, false when
 * one already happened for this page (the caller then shows the error screen).
 */
export function reloadOnce(storage: Storage = sessionStorage, reload: () => void = () => window.location.reload()): boolean {
  const path = typeof window !== 'undefined' ? window.location.pathname : '/';
  if (storage.getItem(RELOAD_GUARD_KEY) === path) return false;
  storage.setItem(RELOAD_GUARD_KEY, path);
  reload();
  return true;
}

/** Called once a page has rendered without a chunk error, so a later failure may reload again. */
export function clearReloadGuard(storage: Storage = sessionStorage) {
  storage.removeItem(RELOAD_GUARD_KEY);
}

/** A retry after the error screen: a fresh reload that is allowed to try once more. */
export function retryAfterChunkError(storage: Storage = sessionStorage) {
  clearReloadGuard(storage);
  window.location.reload();
}

interface Watchable {
  subscribe(event: 'onBeforeLoad' | 'onResolved', fn: (e: { toLocation: { pathname: string } }) => void): () => void;
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
    timer = setTimeout(() => onTimeout(new ChunkLoadError(chunkName(path) || 'index', 'timeout', path)), timeoutMs);
  });
  const stopResolved = router.subscribe('onResolved', () => clearTimeout(timer));
  return () => {
    clearTimeout(timer);
    stopBefore();
    stopResolved();
  };
}
