// The demo API's service worker, started from the page (browser.ts loads this file when writes
// need it: at once on a page the worker does not control yet, else with the first write or once
// the page has settled). msw's `setupWorker` is most of msw's code in the browser, and reads never
// need it (in-page-server.ts answers them), so it stays out of the first load
// (docs/performance.md#demo-api).
//
// Starting never holds the app for ever (docs/product-rules.md#demo-api): msw's start waits on
// messages from the worker without a time limit. Each start gets START_LIMIT_MS, and a start that
// does not finish is tried once more with a fresh worker before it gives up (the caller then
// answers 503 with the reason, and the next request tries again).
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { announce } from './live';
import { START_LIMIT_MS, withinMs } from './worker-control';

const ATTEMPTS = 2;

export async function startWorker(url: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const worker = setupWorker(...handlers);
    // Writes go through the service worker (src/lib/http/client.ts); the other tabs hear of them (live.ts).
    worker.events.on('response:mocked', ({ request, requestId, response }) => announce(request.method, request.url, response.status, requestId));
    try {
      await withinMs(
        worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url } }),
        START_LIMIT_MS,
        'Starting the demo API worker',
      );
      return;
    } catch (error) {
      worker.stop();
      if (attempt >= ATTEMPTS) throw error;
      console.warn('[demo API] Its worker did not start; trying again.', error);
    }
  }
}
