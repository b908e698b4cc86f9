import { afterEach, describe, expect, it, vi } from 'vitest';

type Entries = { getEntries: () => { responseEnd: number }[] };
let report: (entries: { responseEnd: number }[]) => void = () => {};

class FakeObserver {
  constructor(private readonly callback: (list: Entries) => void) {}
  observe() {
    report = (entries) => this.callback({ getEntries: () => entries });
  }
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenSettled', () => {
  it('runs the task after the delay, and not while the page is still fetching its files', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const mark = vi.spyOn(performance, 'mark');
    const { whenSettled } = await import('./when-settled');
    const task = vi.fn();
    whenSettled(task, 3000, 100);

    // A file arrives after the delay: the page is still loading.
    vi.advanceTimersByTime(3300);
    report([{ responseEnd: performance.now() }]);
    vi.advanceTimersByTime(600);
    expect(task).not.toHaveBeenCalled();
    expect(mark).not.toHaveBeenCalled();
    // Nothing more fetched for a while: it runs at the next idle moment, and the page's first load
    // ends there (the mark `npm run bench -- --dashboard` counts scripts up to).
    vi.advanceTimersByTime(1000);
    expect(task).toHaveBeenCalledTimes(1);
    expect(mark).toHaveBeenCalledExactlyOnceWith('corvane:settled');
  });

  it('does not run once cancelled', async () => {
    vi.useFakeTimers();
    const { whenSettled } = await import('./when-settled');
    const task = vi.fn();
    whenSettled(task, 1000)();
    vi.advanceTimersByTime(30_000);
    expect(task).not.toHaveBeenCalled();
  });
});
