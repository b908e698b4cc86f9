// Starts the demo API in a service worker. Loaded lazily by src/lib/http on the first request;
// each handler group then loads on its own first request (handlers.ts, docs/performance.md#demo-api).
// The same handlers also answer in the page: the HTTP client hands its reads to `answer` instead
// of fetch, which saves the service worker's round trip (the request serialised to the worker and
// back, twice) and lets an answer arrive in the same task as the click that asked for it
// (in-page-server.ts).
//
// Starting never holds the app for ever (docs/product-rules.md#demo-api): msw's start waits on
// messages from the worker without a time limit, and reloads a page that has the worker
// registered but is not controlled by it yet (another tab's worker still activating), which loses
// what the user typed. So this waits for that worker to take the page over first, gives each start
// START_LIMIT_MS, and tries once more with a fresh worker before it gives up (the caller then
// answers 503 with the reason, and the next request tries again).
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { inPageServer } from './in-page-server';
import { announce } from './live';
import { awaitWorkerControl, withinMs } from './worker-control';

export const START_LIMIT_MS = 10_000;
const ATTEMPTS = 2;

export async function startDemoApi(): Promise<(request: Request) => Promise<Response | undefined>> {
  const url = `${import.meta.env.BASE_URL}mockServiceWorker.js`;
  await awaitWorkerControl(new URL(url, window.location.href).href, START_LIMIT_MS);
  for (let attempt = 1; ; attempt++) {
    const worker = setupWorker(...handlers);
    // Writes go through the service worker (src/lib/http/client.ts); the other tabs hear of them (live.ts).
    worker.events.on('response:mocked', ({ request, response }) => announce(request.method, request.url, response.status));
    try {
      await withinMs(
        worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url } }),
        START_LIMIT_MS,
        'Starting the demo API worker',
      );
      return inPageServer(handlers);
    } catch (error) {
      worker.stop();
      if (attempt >= ATTEMPTS) throw error;
      console.warn('[demo API] Its worker did not start; trying again.', error);
    }
  }
}
