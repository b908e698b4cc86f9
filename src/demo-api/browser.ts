// Starts the demo API in a service worker. Loaded lazily by src/lib/http on the first request.
// The same handlers also answer in the page: the HTTP client hands its reads to `answer` instead
// of fetch, which saves the service worker's round trip (the request serialised to the worker and
// back, twice) and lets an answer arrive in the same task as the click that asked for it
// (in-page-server.ts).
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { inPageServer } from './in-page-server';
import { announce } from './live';

export async function startDemoApi(): Promise<(request: Request) => Promise<Response | undefined>> {
  const worker = setupWorker(...handlers);
  // Writes go through the service worker (src/lib/http/client.ts); the other tabs hear of them (live.ts).
  worker.events.on('response:mocked', ({ request, response }) => announce(request.method, request.url, response.status));
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
  return inPageServer(handlers);
}
