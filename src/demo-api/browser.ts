// Starts the demo API. Loaded lazily by src/lib/http on the first request; each handler group then
// loads on its own first request (handlers.ts, docs/performance.md#demo-api).
// Reads are answered in the page: the HTTP client hands them to `answer` instead of fetch, which
// saves the service worker's round trip (the request serialised to the worker and back, twice)
// and lets an answer arrive in the same task as the click that asked for it (in-page-server.ts).
// Writes go through the service worker, so they show in the network panel and other tabs hear of
// them; `writesReady` starts its page side (worker-start.ts).
//
// On a page the worker already controls (every load after the first), reads need nothing more, so
// the worker's page side (msw's `setupWorker`) is fetched with the first write, not in the first
// load. Not ahead of it either: code fetched at a quiet moment can still land inside a slow load,
// and the first write's wait is one small file and a message to the worker, once per page, beside
// the demo API's own simulated latency (120 ms, respond.ts). On a page the worker does not control,
// it starts before the first answer, as msw needs: msw reloads a page that has the worker
// registered but is not controlled by it (a hard reload, or another tab's worker still
// activating), which must happen while the page loads, never later with the user's typing on it.
// A page whose worker another tab is still activating waits for it to take the page over first
// (docs/product-rules.md#demo-api).
import { handlers } from './handlers';
import { inPageServer } from './in-page-server';
import { awaitWorkerControl, START_LIMIT_MS } from './worker-control';

export interface DemoApi {
  /** Answers a read in the page (undefined: no handler, send it over the network). */
  answer: (request: Request) => Promise<Response | undefined>;
  /** Resolves once the service worker answers writes; rejects if it cannot start (the next call tries again). */
  writesReady: () => Promise<void>;
}

export async function startDemoApi(): Promise<DemoApi> {
  const url = `${import.meta.env.BASE_URL}mockServiceWorker.js`;
  const scriptUrl = new URL(url, window.location.href).href;
  let started: Promise<void> | null = null;
  const writesReady = () =>
    (started ??= import('./worker-start')
      .then((m) => m.startWorker(url))
      .catch((error: unknown) => {
        started = null;
        throw error;
      }));
  const api: DemoApi = { answer: inPageServer(handlers), writesReady };
  if (navigator.serviceWorker.controller?.scriptURL === scriptUrl) return api;
  await awaitWorkerControl(scriptUrl, START_LIMIT_MS);
  await writesReady();
  return api;
}
