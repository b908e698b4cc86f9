// The toaster's code loads with the first toast (app-toaster-on-demand.tsx). A download that fails
// (the connection came back a moment ago) is tried again: the waiting toast and the later ones show.
import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSystem } from '@/theme/system';
import { AppToasterOnDemand, toasterRetryDelay } from './app-toaster-on-demand';
import { toast } from './toast';
import { toaster } from './toaster';

afterEach(() => {
  act(() => toaster.remove());
  vi.restoreAllMocks();
});

/** The real Toaster's code, after `failures` downloads that fail as a dropped connection does. */
function loaderFailing(failures: number) {
  let calls = 0;
  const load = vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    const { AppToaster } = await import('./app-toaster');
    return { default: AppToaster };
  });
  return load;
}

function renderToaster(load: ReturnType<typeof loaderFailing>) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return render(
    <ChakraProvider value={getSystem()}>
      <AppToasterOnDemand load={load} />
    </ChakraProvider>,
  );
}

describe('the toaster loaded on demand', () => {
  it('loads nothing until the first toast', () => {
    const load = loaderFailing(0);
    renderToaster(load);
    expect(load).not.toHaveBeenCalled();
  });

  it('shows the toast that was waiting once the connection is back, and the next toasts too', async () => {
    const load = loaderFailing(1);
    renderToaster(load);
    act(() => void toast.error('The status of Ada could not be changed'));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('The status of Ada could not be changed')).not.toBeInTheDocument();

    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('The status of Ada could not be changed')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);

    act(() => void toast.success('Saved'));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('tries again by itself after a pause that grows, without waiting for an online event', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const load = loaderFailing(2);
      renderToaster(load);
      act(() => void toast.info('Export ready'));
      await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
      await act(() => vi.advanceTimersByTimeAsync(toasterRetryDelay(1)));
      await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
      await act(() => vi.advanceTimersByTimeAsync(toasterRetryDelay(2)));
      expect(await screen.findByText('Export ready')).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits longer after each failure, up to 30 s', () => {
    expect([1, 2, 3, 6, 10].map(toasterRetryDelay)).toEqual([1000, 2000, 4000, 30_000, 30_000]);
  });
});
