// Starts the demo API in a service worker. Loaded lazily by src/lib/http on the first request.
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

export async function startDemoApi(): Promise<void> {
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
