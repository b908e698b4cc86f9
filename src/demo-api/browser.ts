// Starts the demo API. Loaded lazily by src/lib/http on the first request; each handler group then
// loads on its own first request (handlers.ts, docs/performance.md#demo-api).
// Reads are answered in the page: the HTTP client hands them to `answer` instead of fetch, which
// saves the service worker's round trip (the request serialised to the worker and back, twice)
// and lets an answer arrive in the same task as the click that asked for it (in-page-server.ts).
// Writes go through the service worker, so they show in the network panel and other tabs hear of
// them; `writesReady` starts its page side (worker-start.ts).
//
// On a page the worker already controls (every load after the first), reads need nothing more, so
// the worker's page side (msw's `setupWorker`) is not in the first load: it starts with the first
// write, or once the page has settled (src/lib/when-settled.ts), after which a plain `fetch` of an
// /api path (a test, a developer's console) is answered too; WORKER_ATTRIBUTE on <html> says so
// (an attribute: a test's fake clock makes performance marks no-ops).
// On a page the worker does not control, it starts before the first answer, as msw needs. msw
// reloads a page that has the worker registered but is not controlled by it (a hard reload, or a
// page loaded while another was installing the worker), which would take the user's typing with
// it: such a page first has the worker take it over (worker-control.ts,
// docs/product-rules.md#demo-api).
import { whenSettled } from '@/lib/when-settled';
import { handlers } from './handlers';
import { inPageServer } from './in-page-server';
import { awaitWorkerControl, START_LIMIT_MS } from './worker-control';

/** Set on <html> once the worker answers this page's requests (writes, and any fetch). */
export const WORKER_ATTRIBUTE = 'data-demo-api-worker';
/** How long after the demo API's start a controlled page starts the worker's page side, once settled. */
const SETTLE_MS = 3000;

export interface DemoApi {
  /** Answers a read in the page (undefined: no handler, send it over the network). */
  answer: (request: Request) => Promise<Response | undefined>;
  /** Resolves once the service worker answers writes; rejects if it cannot start (the next call tries again). */
  writesReady: () => Promise<void>;
}

/**
 * The worker (public/demo-api-worker.js) stays registered after its last page closes, so every
 * load after the first starts controlled. Should its registration be gone all the same (the
 * browser's storage cleared while the page ran), register it again for the next load; that needs
 * none of msw's page code (docs/performance.md#demo-api).
 */
async function keepRegistered(url: string): Promise<void> {
  try {
    if (!(await navigator.serviceWorker.getRegistration())) await navigator.serviceWorker.register(url);
  } catch {
    // The page side's start (worker-start.ts) registers it again, or says why it cannot.
  }
}

export async function startDemoApi(): Promise<DemoApi> {
  const url = `${import.meta.env.BASE_URL}demo-api-worker.js`;
  const scriptUrl = new URL(url, window.location.href).href;
  let started: Promise<void> | null = null;
  const writesReady = () =>
    (started ??= import('./worker-start')
      .then((m) => m.startWorker(url))
      .then(() => document.documentElement.setAttribute(WORKER_ATTRIBUTE, ''))
      .catch((error: unknown) => {
        started = null;
        throw error;
      }));
  const api: DemoApi = { answer: inPageServer(handlers), writesReady };
  if (navigator.serviceWorker.controller?.scriptURL === scriptUrl) {
    void keepRegistered(url);
    whenSettled(() => void writesReady().catch(() => {}), SETTLE_MS);
    return api;
  }
  await awaitWorkerControl(scriptUrl, START_LIMIT_MS);
  await writesReady();
  return api;
}
