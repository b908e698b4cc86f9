// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { SlowLoadError, withinTimeLimit } from './loader-time-limit';

describe('withinTimeLimit', () => {
  it('passes a loader that answers in time through', async () => {
    await expect(withinTimeLimit(Promise.resolve('user'), 50)).resolves.toBe('user');
  });

  it('fails a loader that has not answered after the limit with a SlowLoadError', async () => {
    vi.useFakeTimers();
    const pending = withinTimeLimit(new Promise(() => {}), 1_000);
    vi.advanceTimersByTime(1_000);
    await expect(pending).rejects.toBeInstanceOf(SlowLoadError);
    vi.useRealTimers();
  });
});
