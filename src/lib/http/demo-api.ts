// Starts the built-in demo API (msw in a service worker) on the first request, unless a real
// server is configured with VITE_API_URL. Pages that make no API call never load it. A browser
// that cannot run it (no service workers: plain http on an address other than localhost, or a
// browser that blocks them) gets a 503 in plain words instead of msw's own error
// (docs/product-rules.md#demo-api). Once started, it also answers the client's reads in the page,
// without the service worker's round trip (docs/performance.md#the-10000-user-list); a write also
// waits for the worker's page side, which a page the worker already controls fetches then or once
// it has settled (docs/performance.md#demo-api).
import type { DemoApi } from '@/demo-api/browser';
import { toChunkLoadError } from '@/lib/chunk-errors';
import type { InPageServer } from './client';
import { DEMO_API_UNAVAILABLE_CODE, HttpError } from './http-error';

export const DEMO_API_UNAVAILABLE_STATUS = 503;

let started: Promise<DemoApi> | null = null;

export function demoApiEnabled(): boolean {
  return !import.meta.env.VITE_API_URL && import.meta.env.MODE !== 'test';
}

/** Service workers need a secure context (https, or http on localhost) and a browser that allows them. */
function serviceWorkersAvailable(): boolean {
  return typeof window !== 'undefined' && window.isSecureContext && 'serviceWorker' in navigator;
}

/** True when the demo API is wanted but this browser cannot run it; known before any request. */
export function demoApiBlocked(): boolean {
  return demoApiEnabled() && !serviceWorkersAvailable();
}

const unavailable = () =>
  new HttpError(DEMO_API_UNAVAILABLE_STATUS, {
    message: 'The demo server cannot start in this browser.',
    code: DEMO_API_UNAVAILABLE_CODE,
  });

/**
 * Starts the demo API if it is wanted; resolves with its in-page server (none without the demo
 * API). With `forWrite`, also once the service worker answers writes: its code not fetched (no
 * connection) is a network error, as a write that got no answer, so a kept change waits and is
 * sent again (docs/product-rules.md#offline); a worker that does not start is the 503.
 */
export async function ensureDemoApi(forWrite = false): Promise<InPageServer | undefined> {
  if (!demoApiEnabled()) return undefined;
  started ??= (
    demoApiBlocked()
      ? Promise.reject(new Error('Service workers are not available on this page.'))
      : import('@/demo-api/browser').then((m) => m.startDemoApi())
  ).catch((cause: unknown) => {
    started = null; // the next request tries again (the user may have allowed service workers)
    console.error('[demo API] It could not start.', cause);
    throw unavailable();
  });
  const api = await started;
  if (forWrite) {
    await api.writesReady().catch((cause: unknown) => {
      if (!navigator.onLine || toChunkLoadError(cause)) throw new HttpError(0, null);
      console.error('[demo API] Its worker could not start.', cause);
      throw unavailable();
    });
  }
  return api.answer;
}
