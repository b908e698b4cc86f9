// The demo API's service worker: msw's own worker (mockServiceWorker.js, written by `msw init`, kept
// as msw ships it) with two changes made from outside it. msw's worker unregisters itself when the
// last page that ran msw's page side closes, so a reload or a sign-in racing that moment started
// uncontrolled and had to fetch and start msw's page side before its first answer. Here the
// worker stays registered: with no page that turned mocking on, it passes every request through,
// as msw's own worker does while unregistering (docs/performance.md#demo-api). And it takes over
// an uncontrolled page that asks it to.
self.registration.unregister = () => Promise.resolve(false);
// A page loaded while this worker was being installed, or with a hard reload, is not controlled
// by it, and msw reloads such a page: the page asks to be taken over instead
// (src/demo-api/worker-control.ts).
self.addEventListener('message', (event) => {
  if (event.data === 'corvane:claim') event.waitUntil(self.clients.claim());
});
importScripts('./mockServiceWorker.js');
