import { afterEach, describe, expect, it, vi } from 'vitest';
import { awaitWorkerControl, withinMs } from './worker-control';

const SCRIPT = 'http://localhost/mockServiceWorker.js';

/** A stand-in for `navigator.serviceWorker`: a controller or none, and the registrations the browser would list. */
function fakeContainer(options: { controlled: boolean; scripts: string[] }) {
  const container = Object.assign(new EventTarget(), {
    controller: options.controlled ? { state: 'activated' } : null,
    getRegistrations: async () => options.scripts.map((scriptURL) => ({ active: null, waiting: null, installing: { scriptURL } })),
    /** The activating worker claims the page. */
    takeOver() {
      container.controller = { state: 'activated' };
      container.dispatchEvent(new Event('controllerchange'));
    },
  });
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: container });
  return container;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the demo API worker's start", () => {
  it('gives up on a start that does not finish in time, and passes on one that does', async () => {
    vi.useFakeTimers();
    const never = withinMs(new Promise(() => {}), 10_000, 'Starting the demo API worker');
    const seen = never.catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await seen).toBe('Starting the demo API worker did not finish within 10000 ms.');
    await expect(withinMs(Promise.resolve('started'), 10_000, 'Starting')).resolves.toBe('started');
  });

  it('waits for a worker another page is still activating to take this page over', async () => {
    const container = fakeContainer({ controlled: false, scripts: [SCRIPT] });
    let done = false;
    const waiting = awaitWorkerControl(SCRIPT, 10_000).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    container.takeOver();
    await waiting;
    expect(done).toBe(true);
  });

  it('does not wait on a page already controlled, nor when no demo API worker is registered', async () => {
    vi.useFakeTimers();
    fakeContainer({ controlled: true, scripts: [SCRIPT] });
    await expect(awaitWorkerControl(SCRIPT, 10_000)).resolves.toBeUndefined();
    fakeContainer({ controlled: false, scripts: ['http://localhost/another-worker.js'] });
    await expect(awaitWorkerControl(SCRIPT, 10_000)).resolves.toBeUndefined();
  });

  it('stops waiting after the limit when the page stays uncontrolled (a hard reload)', async () => {
    vi.useFakeTimers();
    fakeContainer({ controlled: false, scripts: [SCRIPT] });
    let done = false;
    const waiting = awaitWorkerControl(SCRIPT, 10_000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(done).toBe(true);
  });
});
