import { afterEach, describe, expect, it, vi } from 'vitest';
import { awaitWorkerControl, CLAIM_MESSAGE, withinMs } from './worker-control';

const SCRIPT = 'http://localhost/mockServiceWorker.js';

/**
 * A stand-in for `navigator.serviceWorker`: a controller or none, the registrations the browser
 * would list, and the worker `ready` gives once one is active. `answersClaims`: the worker takes
 * the page over when asked (public/demo-api-worker.js); an older one ignores the message.
 */
function fakeContainer(options: { controlled: boolean; scripts: string[]; active?: boolean; answersClaims?: boolean }) {
  const messages: unknown[] = [];
  const worker = (scriptURL: string) => ({
    scriptURL,
    postMessage(message: unknown) {
      messages.push(message);
      if (options.answersClaims && message === CLAIM_MESSAGE) queueMicrotask(() => container.takeOver());
    },
  });
  let activate!: () => void;
  const activated = new Promise<void>((resolve) => (activate = resolve));
  if (options.active) activate();
  const container = Object.assign(new EventTarget(), {
    controller: options.controlled ? { state: 'activated' } : null,
    getRegistrations: async () =>
      options.scripts.map((scriptURL) =>
        options.active
          ? { active: worker(scriptURL), waiting: null, installing: null }
          : { active: null, waiting: null, installing: worker(scriptURL) },
      ),
    ready: activated.then(() => ({ active: worker(options.scripts[0] ?? '') })),
    messages,
    /** The worker claims the page (as an activating worker does on its own). */
    takeOver() {
      container.controller = { state: 'activated' };
      container.dispatchEvent(new Event('controllerchange'));
      activate();
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

  it('asks an active worker that does not control the page (a hard reload, a missed claim) to take it over', async () => {
    const container = fakeContainer({ controlled: false, scripts: [SCRIPT], active: true, answersClaims: true });
    await awaitWorkerControl(SCRIPT, 10_000);
    expect(container.messages).toEqual([CLAIM_MESSAGE]);
    expect(container.controller).not.toBeNull();
  });

  it('stops waiting after the limit when the page stays uncontrolled (a worker from before claims were asked)', async () => {
    vi.useFakeTimers();
    const container = fakeContainer({ controlled: false, scripts: [SCRIPT], active: true });
    let done = false;
    const waiting = awaitWorkerControl(SCRIPT, 10_000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(done).toBe(false);
    expect(container.messages).toEqual([CLAIM_MESSAGE]);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(done).toBe(true);
    expect(container.controller).toBeNull();
  });
});
