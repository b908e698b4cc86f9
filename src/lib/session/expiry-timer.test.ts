// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createExpiryTimer, MAX_TIMER_DELAY_MS } from './expiry-timer';

describe('the expiry timer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2026, 0, 1));
  });
  afterEach(() => vi.useRealTimers());

  it('fires once at the deadline', () => {
    const timer = createExpiryTimer();
    const onExpire = vi.fn();
    timer.arm(Date.now() + 5_000, onExpire);
    vi.advanceTimersByTime(4_999);
    expect(onExpire).not.toHaveBeenCalled();
    expect(timer.isArmed()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(timer.isArmed()).toBe(false);
  });

  it('keeps one timer when armed twice', () => {
    const timer = createExpiryTimer();
    const first = vi.fn();
    const second = vi.fn();
    timer.arm(Date.now() + 1_000, first);
    timer.arm(Date.now() + 2_000, second);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(2_000);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('never sets a browser timer longer than 2^31-1 ms and re-arms in steps (docs/product-rules.md#long-timers)', () => {
    const spy = vi.spyOn(globalThis, 'setTimeout');
    const timer = createExpiryTimer();
    const onExpire = vi.fn();
    const deadline = Date.now() + 3 * MAX_TIMER_DELAY_MS + 10;
    timer.arm(deadline, onExpire);
    for (const call of spy.mock.calls) expect(call[1]).toBeLessThanOrEqual(MAX_TIMER_DELAY_MS);
    vi.advanceTimersByTime(MAX_TIMER_DELAY_MS);
    expect(onExpire).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(2 * MAX_TIMER_DELAY_MS + 10);
    expect(onExpire).toHaveBeenCalledTimes(1);
    for (const call of spy.mock.calls) expect(call[1]).toBeLessThanOrEqual(MAX_TIMER_DELAY_MS);
    spy.mockRestore();
  });

  it('does nothing after clear', () => {
    const timer = createExpiryTimer();
    const onExpire = vi.fn();
    timer.arm(Date.now() + 1_000, onExpire);
    timer.clear();
    vi.advanceTimersByTime(5_000);
    expect(onExpire).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
