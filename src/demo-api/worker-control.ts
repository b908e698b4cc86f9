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

/**
 * When the demo API's worker is registered but this page is not controlled by it yet (it was
 * registered by another page and is still activating; it claims open pages once active), waits
 * for it to take this page over, up to `ms`. A page that stays uncontrolled (a hard reload) is
 * left to msw, which reloads it.
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
    await withinMs(controlled, ms, 'The demo API worker taking this page over').catch(() => {});
  } finally {
    stop.abort();
  }
}
