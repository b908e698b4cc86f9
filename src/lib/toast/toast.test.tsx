// docs/product-rules.md#toasts: success by default, at most five visible, the same message merged, gone after 3000 ms.
// The toaster's code loads with the first toast; a toast raised before it has arrived still shows.
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/test-utils';
import { toast } from './toast';
import { toaster } from './toaster';

const visibleToasts = () => document.querySelectorAll('[data-scope="toast"][data-part="root"]');
const toastGroup = () => document.querySelector('[data-scope="toast"][data-part="group"]');

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(async () => {
  act(() => toaster.remove());
  await act(() => vi.runOnlyPendingTimersAsync());
  vi.useRealTimers();
});

describe('toast', () => {
  beforeEach(() => {
    renderWithProviders(<p>page</p>);
  });

  it('shows a success toast by default, with its title and description', async () => {
    act(() => void toast.show({ title: 'Report saved', description: 'It is in your workspace.' }));
    expect(await screen.findByText('Report saved')).toBeInTheDocument();
    expect(screen.getByText('It is in your workspace.')).toBeInTheDocument();
    expect(visibleToasts()[0]).toHaveAttribute('data-type', 'success');
  });

  it('has the four kinds', async () => {
    act(() => {
      toast.info('Info');
      toast.success('Success');
      toast.warning('Warning');
      toast.error('Error');
    });
    await screen.findByText('Error');
    const types = [...visibleToasts()].map((el) => el.getAttribute('data-type')).sort();
    expect(types).toEqual(['error', 'info', 'success', 'warning']);
  });

  it('shows at most five at once; the others wait their turn', async () => {
    act(() => {
      for (let n = 1; n <= 7; n += 1) toast.info(`Notification ${n}`);
    });
    await screen.findByText('Notification 5');
    expect(visibleToasts()).toHaveLength(5);
    expect(screen.queryByText('Notification 6')).not.toBeInTheDocument();
  });

  it('merges the same message into one toast', async () => {
    act(() => {
      toast.success('Saved');
      toast.success('Saved');
      toast.success('Saved');
    });
    await screen.findByText('Saved');
    expect(screen.getAllByText('Saved')).toHaveLength(1);
    act(() => void toast.error('Saved'));
    await vi.waitFor(() => expect(screen.getAllByText('Saved')).toHaveLength(2));
  });

  it('hides itself after 3000 ms', async () => {
    act(() => void toast.success('Short-lived'));
    expect(await screen.findByText('Short-lived')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(screen.getByText('Short-lived')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await vi.waitFor(() => expect(screen.queryByText('Short-lived')).not.toBeInTheDocument());
  });
});

describe('the toaster on demand', () => {
  it('is not mounted until the first toast, then shows that toast', async () => {
    renderWithProviders(<p>page</p>);
    await screen.findByText('page');
    expect(toastGroup()).toBeNull();

    act(() => void toast.error('Upload failed', 'The file is too large.'));
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(screen.getByText('The file is too large.')).toBeInTheDocument();
    expect(visibleToasts()[0]).toHaveAttribute('data-type', 'error');
  });

  it('shows a toast raised before the app (and its toaster) rendered, then hides it on time', async () => {
    toast.success('Signed out');
    toast.info('Welcome back');
    renderWithProviders(<p>page</p>);
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(screen.getByText('Welcome back')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(4000));
    await vi.waitFor(() => expect(screen.queryByText('Signed out')).not.toBeInTheDocument());
  });
});
