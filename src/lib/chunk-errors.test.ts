import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_LOAD_TIMEOUT_MS,
  CSS_CHUNK_LOAD_FAILED,
  ChunkLoadError,
  RELOAD_GUARD_MS,
  clearReloadGuard,
  chunkErrorOf,
  watchPreloadErrors,
  RELOAD_URL_MARKER,
  reloadOnce,
  retryAfterChunkError,
  routerAlreadyReloaded,
  toChunkLoadError,
  watchChunkTimeouts,
} from './chunk-errors';

describe('toChunkLoadError', () => {
  it('names a failed script chunk after its file, with type and URL', () => {
    const error = toChunkLoadError(
      new TypeError(
        'Failed to fetch dynamically imported module: http://localhost/assets/about-us-Ab12.js',
      ),
    );
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error?.name).toBe('ChunkLoadError');
    expect(error?.message).toBe(
      'Loading chunk about-us-Ab12 failed.\n(missing: http://localhost/assets/about-us-Ab12.js)',
    );
    expect(error?.code).toBeUndefined();
  });

  it('gives a failed stylesheet the CSS_CHUNK_LOAD_FAILED code', () => {
    const error = toChunkLoadError(new Error('Unable to preload CSS for /assets/index-9f.css'));
    expect(error?.code).toBe(CSS_CHUNK_LOAD_FAILED);
    expect(error?.type).toBe('css');
  });

  it('leaves other errors alone', () => {
    expect(toChunkLoadError(new Error('Cannot read properties of undefined'))).toBeNull();
    expect(toChunkLoadError('Failed to fetch dynamically imported module')).toBeNull();
  });
});

describe('reloadOnce', () => {
  afterEach(() => clearReloadGuard());

  it('reloads the first time and refuses the second, so a broken chunk never loops', () => {
    const reload = vi.fn();
    expect(reloadOnce(sessionStorage, reload, 1_000)).toBe(true);
    expect(reloadOnce(sessionStorage, reload, 5_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    clearReloadGuard();
    expect(reloadOnce(sessionStorage, reload, 6_000)).toBe(true);
  });

  it('allows a new reload once the guard window has passed, and survives a malformed guard', () => {
    const reload = vi.fn();
    expect(reloadOnce(sessionStorage, reload, 1_000)).toBe(true);
    expect(reloadOnce(sessionStorage, reload, 1_000 + RELOAD_GUARD_MS)).toBe(true);
    sessionStorage.setItem('chunk-reload-guard', '{broken');
    expect(reloadOnce(sessionStorage, reload, 2_000_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it('never reloads while offline (the browser would show its own offline page instead of the app)', () => {
    const reload = vi.fn();
    expect(reloadOnce(sessionStorage, reload, 1_000, false)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    // Back online, the failure gets its one reload: the offline refusal did not use it up.
    expect(reloadOnce(sessionStorage, reload, 2_000, true)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('reloadOnce without storage', () => {
  const full = {
    getItem: () => null,
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
  } as unknown as Storage;

  it('reloads once through a marked address when sessionStorage refuses the guard', () => {
    const reload = vi.fn();
    expect(reloadOnce(full, reload, 1_000)).toBe(true);
    const marked = new URL(reload.mock.calls[0]![0] as string);
    expect(marked.pathname).toBe(window.location.pathname);
    expect(marked.searchParams.get(RELOAD_URL_MARKER)).toBe('1000');
  });

  it('shows the error screen (no second reload) on a page that carries a recent marker', () => {
    window.history.replaceState(null, '', `/dashboard?${RELOAD_URL_MARKER}=1000`);
    const reload = vi.fn();
    expect(reloadOnce(full, reload, 5_000)).toBe(false);
    expect(reloadOnce(null, reload, 5_000)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/');
  });
});

describe('chunkErrorOf', () => {
  it('gives back the chunk that failed when the router could only report a refused storage write', () => {
    const stop = watchPreloadErrors(window);
    const failed = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
      payload: new TypeError(
        'Failed to fetch dynamically imported module: http://x/static/js/about-us-AbC.js',
      ),
    });
    window.dispatchEvent(failed);
    stop();
    const refused = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    expect(chunkErrorOf(refused)).toMatchObject({ name: 'ChunkLoadError', chunk: 'about-us-AbC' });
    expect(chunkErrorOf(new Error('Something else'))).toBeNull();
  });
});

describe('routerAlreadyReloaded', () => {
  it("counts the router's own reload for the same module as the one reload", () => {
    const error = new TypeError(
      'Failed to fetch dynamically imported module: http://x/assets/a.js',
    );
    expect(routerAlreadyReloaded(error)).toBe(false);
    sessionStorage.setItem(`tanstack_router_reload:${error.message}`, '1');
    expect(routerAlreadyReloaded(error)).toBe(true);
    expect(
      routerAlreadyReloaded(
        new TypeError('Failed to fetch dynamically imported module: http://x/b.js'),
      ),
    ).toBe(false);
  });
});

/** A router that only tells of navigations: its listeners, called by the test. */
function fakeRouter() {
  const listeners: Record<string, (e: { toLocation: { pathname: string } }) => void> = {};
  const router = {
    subscribe: (event: string, fn: (e: { toLocation: { pathname: string } }) => void) => {
      listeners[event] = fn;
      return () => delete listeners[event];
    },
  };
  return { listeners, router };
}

describe('watchChunkTimeouts', () => {
  it('fails a navigation still loading after 120 s, and not one that resolved', () => {
    vi.useFakeTimers();
    const { listeners, router } = fakeRouter();
    const onTimeout = vi.fn();
    const stop = watchChunkTimeouts(router, onTimeout);
    listeners.onBeforeLoad?.({ toLocation: { pathname: '/about-us' } });
    vi.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS - 1);
    listeners.onResolved?.({ toLocation: { pathname: '/about-us' } });
    vi.advanceTimersByTime(10);
    expect(onTimeout).not.toHaveBeenCalled();

    listeners.onBeforeLoad?.({ toLocation: { pathname: '/consulting' } });
    vi.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    const error = onTimeout.mock.calls[0]?.[0] as ChunkLoadError;
    expect(error.name).toBe('ChunkLoadError');
    expect(error.type).toBe('timeout');
    stop();
    vi.useRealTimers();
  });
});

describe('toChunkLoadError in every browser', () => {
  it("reads Firefox's, Safari's and webpack-style messages, and names the chunk after its file", () => {
    const firefox = toChunkLoadError(new TypeError('error loading dynamically imported module: https://x/static/js/faqs-Q1.js?v=2'));
    expect(firefox).toMatchObject({ chunk: 'faqs-Q1', type: 'missing', request: 'https://x/static/js/faqs-Q1.js?v=2' });
    const safari = toChunkLoadError(new TypeError('Importing a module script failed.'));
    expect(safari).toMatchObject({ chunk: 'unknown', type: 'missing', request: '' });
    expect(safari?.message).toBe('Loading chunk unknown failed.\n(missing: )');
    expect(toChunkLoadError(new Error('Loading chunk pricing-9z failed.'))).toMatchObject({ chunk: 'pricing-9z', type: 'missing' });
    expect(toChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /static/js/a.mjs'))?.chunk).toBe('a');
    expect(toChunkLoadError(new TypeError('failed to fetch dynamically imported module'))).toMatchObject({ chunk: 'unknown' });
  });

  it('names a stylesheet after its file, and says it is one', () => {
    const css = toChunkLoadError(new Error('Unable to preload CSS for /static/css/kanban-77.css'));
    expect(css).toMatchObject({ chunk: 'kanban-77', request: '/static/css/kanban-77.css', name: 'ChunkLoadError' });
    expect(css?.message).toBe('Loading CSS chunk kanban-77 failed.\n(css: /static/css/kanban-77.css)');
  });

  it('passes a ChunkLoadError through as it is', () => {
    const error = new ChunkLoadError('x', 'timeout', '/x');
    expect(toChunkLoadError(error)).toBe(error);
    expect(chunkErrorOf(error)).toBe(error);
  });
});

describe('chunkErrorOf, other cases', () => {
  it('keeps the last chunk failure when a later preload error is not one, and answers a blocked storage too', () => {
    const stop = watchPreloadErrors(window);
    const fail = (payload: unknown) => window.dispatchEvent(Object.assign(new Event('vite:preloadError'), { payload }));
    fail(new TypeError('Failed to fetch dynamically imported module: http://x/static/js/contact-us-1.js'));
    fail(new Error('a network hiccup'));
    stop();
    // Stopped: a failure after this is not remembered.
    fail(new TypeError('Failed to fetch dynamically imported module: http://x/static/js/other-2.js'));
    expect(chunkErrorOf(new DOMException('blocked', 'SecurityError'))).toMatchObject({ chunk: 'contact-us-1' });
    expect(chunkErrorOf(new DOMException('gone', 'NotFoundError'))).toBeNull();
  });
});

describe('reloadOnce, the guard', () => {
  afterEach(() => clearReloadGuard());

  it('guards one page only: a failure on another page gets its own reload', () => {
    const reload = vi.fn();
    sessionStorage.setItem('chunk-reload-guard', JSON.stringify({ path: '/elsewhere', at: 1_000 }));
    expect(reloadOnce(sessionStorage, reload, 2_000)).toBe(true);
    expect(JSON.parse(sessionStorage.getItem('chunk-reload-guard')!)).toEqual({ path: window.location.pathname, at: 2_000 });
    expect(reload).toHaveBeenCalledWith();
  });

  it('ignores a guard without a time, and a marker that is old or not a time', () => {
    const reload = vi.fn();
    sessionStorage.setItem('chunk-reload-guard', JSON.stringify({ path: window.location.pathname, at: 'soon' }));
    expect(reloadOnce(sessionStorage, reload, 2_000)).toBe(true);
    clearReloadGuard();
    window.history.replaceState(null, '', `/dashboard?${RELOAD_URL_MARKER}=1000`);
    expect(reloadOnce(sessionStorage, reload, 1_000 + RELOAD_GUARD_MS)).toBe(true);
    clearReloadGuard();
    window.history.replaceState(null, '', `/dashboard?${RELOAD_URL_MARKER}=12abc`);
    expect(reloadOnce(sessionStorage, reload, 5_000)).toBe(true);
    window.history.replaceState(null, '', '/');
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it('marks the address when there is no sessionStorage at all', () => {
    const reload = vi.fn();
    expect(reloadOnce(null, reload, 7_000)).toBe(true);
    expect(new URL(reload.mock.calls[0]![0] as string).searchParams.get(RELOAD_URL_MARKER)).toBe('7000');
  });

  it('counts a storage that cannot be read as no guard, and Retry clears it even then', () => {
    const unreadable = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: vi.fn(),
      removeItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    } as unknown as Storage;
    const reload = vi.fn();
    expect(reloadOnce(unreadable, reload, 1_000)).toBe(true);
    expect(unreadable.setItem).toHaveBeenCalled();
    expect(() => clearReloadGuard(unreadable)).not.toThrow();
    expect(routerAlreadyReloaded(new Error('x'), unreadable)).toBe(false);
    expect(routerAlreadyReloaded('not an error', sessionStorage)).toBe(false);
  });
});

describe('watchChunkTimeouts, each navigation', () => {
  it('times the latest navigation only, names the chunk after the path (index for /), and stops when asked', () => {
    vi.useFakeTimers();
    const { listeners, router } = fakeRouter();
    const onTimeout = vi.fn();
    const stop = watchChunkTimeouts(router, onTimeout, 1_000);
    listeners.onBeforeLoad?.({ toLocation: { pathname: '/about-us' } });
    vi.advanceTimersByTime(600);
    listeners.onBeforeLoad?.({ toLocation: { pathname: '/' } });
    vi.advanceTimersByTime(600);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(400);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(onTimeout.mock.calls[0]![0]).toMatchObject({ chunk: 'index', request: '/' });

    listeners.onBeforeLoad?.({ toLocation: { pathname: '/dashboard/kanban' } });
    stop();
    expect(listeners).toEqual({});
    vi.advanceTimersByTime(2_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});

describe('the names the app and the address carry', () => {
  it('codes a stylesheet failure CSS_CHUNK_LOAD_FAILED, and marks a reload ?chunk-reload=<ms>', () => {
    expect(toChunkLoadError(new Error('Unable to preload CSS for /static/css/a.css'))?.code).toBe('CSS_CHUNK_LOAD_FAILED');
    const reload = vi.fn();
    reloadOnce(null, reload, 42);
    expect(reload.mock.calls[0]![0]).toMatch(/[?&]chunk-reload=42$/);
  });

  it("reads Firefox's message without an address, and a file whose name holds .json", () => {
    expect(toChunkLoadError(new TypeError('error loading dynamically imported module'))).toMatchObject({ chunk: 'unknown', request: '' });
    expect(toChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /static/js/locale.json-Ab.js'))?.chunk).toBe('locale.json-Ab');
  });
});

describe('reloadOnce, with real clock values', () => {
  afterEach(() => clearReloadGuard());

  it('measures the guard and the marker as time since them', () => {
    const reload = vi.fn();
    const at = 1_800_000_000_000;
    window.history.replaceState(null, '', `/dashboard?${RELOAD_URL_MARKER}=${at}`);
    expect(reloadOnce(null, reload, at + 20_000)).toBe(false);
    window.history.replaceState(null, '', '/dashboard');
    sessionStorage.setItem('chunk-reload-guard', JSON.stringify({ path: '/dashboard', at }));
    expect(reloadOnce(sessionStorage, reload, at + 20_000)).toBe(false);
    expect(reloadOnce(sessionStorage, reload, at + RELOAD_GUARD_MS)).toBe(true);
    window.history.replaceState(null, '', '/');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("takes the browser's own storage and connection by default", () => {
    const reload = vi.fn();
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(reloadOnce(undefined, reload, 1_000)).toBe(false);
    offline.mockRestore();
    const blocked = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(reloadOnce(undefined, reload, 1_000)).toBe(true);
    blocked.mockRestore();
    // No storage to guard in: the marked address carries it.
    expect(new URL(reload.mock.calls[0]![0] as string).searchParams.get(RELOAD_URL_MARKER)).toBe('1000');
  });
});

describe('retryAfterChunkError', () => {
  const place = (href: string) => ({ href, replace: vi.fn(), reload: vi.fn() });

  it('forgets the guard and reloads, dropping the marker from the address when there is one', () => {
    sessionStorage.setItem('chunk-reload-guard', JSON.stringify({ path: '/dashboard', at: 1 }));
    const plain = place('http://localhost/dashboard?tab=2');
    retryAfterChunkError(sessionStorage, plain);
    expect(sessionStorage.getItem('chunk-reload-guard')).toBeNull();
    expect(plain.reload).toHaveBeenCalledTimes(1);
    expect(plain.replace).not.toHaveBeenCalled();

    const marked = place(`http://localhost/dashboard?tab=2&${RELOAD_URL_MARKER}=1000`);
    retryAfterChunkError(sessionStorage, marked);
    expect(marked.replace).toHaveBeenCalledWith('http://localhost/dashboard?tab=2');
    expect(marked.reload).not.toHaveBeenCalled();
  });
});
