// Two waits of the demo API's start (browser.ts, worker-start.ts), kept apart from msw so they can
// be tested: a time limit, and waiting for an activating worker to take the page over
// (docs/product-rules.md#demo-api).

/** How long each start of the demo API's worker, and the wait for it to take the page over, may take. */
export const START_LIMIT_MS = 10_000;

/** Resolves once `promise` does, or rejects after `ms`. */
export function withinMs<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms} ms.`)), ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

/** The message that asks the demo API's worker (public/demo-api-worker.js) to take this page over. */
export const CLAIM_MESSAGE = 'corvane:claim';

/**
 * When the demo API's worker is registered but does not control this page, makes it take the page
 * over, within `ms`, so that msw does not reload the page (it reloads an uncontrolled page that has
 * its worker registered). Such a page was loaded with a hard reload, or while the worker was still
 * being installed by another page: a worker claims the open pages when it activates, but misses
 * one whose load had begun and was not yet running then, and that page stays uncontrolled for
 * good. So the active worker is asked to claim this page; an activating one does on its own.
 * A page still uncontrolled after `ms` is left to msw.
 */
export async function awaitWorkerControl(scriptUrl: string, ms: number): Promise<void> {
  const container = navigator.serviceWorker;
  const stop = new AbortController();
  // Listening before looking: the worker may take over while the registrations are read.
  const controlled = new Promise<void>((resolve) =>
    container.addEventListener('controllerchange', () => resolve(), { once: true, signal: stop.signal }),
  );
  try {
    if (container.controller) return;
    const registrations = await container.getRegistrations();
    const ours = registrations.some((r) =>
      [r.active, r.waiting, r.installing].some((worker) => worker?.scriptURL === scriptUrl),
    );
    if (!ours || container.controller) return;
    const claimed = (async () => {
      const { active } = await container.ready;
      if (active?.scriptURL === scriptUrl && !container.controller) active.postMessage(CLAIM_MESSAGE);
      if (!container.controller) await controlled;
    })();
    await withinMs(claimed, ms, 'The demo API worker taking this page over').catch(() => {});
  } finally {
    stop.abort();
  }
}
