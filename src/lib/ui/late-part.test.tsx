// A late part (docs/product-rules.md#offline): code that cannot load says so in its own place, in
// the reader's language, and the rest of the screen stays; Retry (or the connection back) loads it.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { renderWithProviders } from '../../../tests/test-utils';
import { lateComponent, LatePart } from './late-part';

/** A part whose code fails to download the first `failures` times, as Chromium reports it. */
function flakyPart(failures: number) {
  let attempts = 0;
  return lateComponent(async () => {
    attempts += 1;
    if (attempts <= failures)
      throw new TypeError(
        'Failed to fetch dynamically imported module: http://localhost/static/js/quick-form-Ab12.js',
      );
    return function QuickForm({ name }: { name: string }) {
      return <p>Form for {name}</p>;
    };
  });
}

function Screen({ part }: { part: ReturnType<typeof flakyPart> }) {
  return (
    <main>
      <h1>Users</h1>
      <LatePart placeholder={<p>Loading the form</p>}>
        <part.Component name="Ada" />
      </LatePart>
    </main>
  );
}

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('en'));
});

describe('LatePart', () => {
  it('offline, says in its own place that the part needs a connection, keeps the screen, and loads on Retry', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const part = flakyPart(1);
    renderWithProviders(<Screen part={part} />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part could not load');
    expect(alert).toHaveTextContent('It needs a connection the first time it opens.');
    expect(screen.getByRole('heading', { name: 'Users' })).toBeInTheDocument();

    onLine.mockReturnValue(true);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Form for Ada')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('loads again by itself when the connection returns', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(<Screen part={flakyPart(1)} />);
    await screen.findByRole('alert');

    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Form for Ada')).toBeInTheDocument();
  });

  it('online, names the chunk that failed, in the reader’s language', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderWithProviders(<Screen part={flakyPart(1)} />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cette partie n’a pas pu se charger');
    expect(alert).toHaveTextContent('ChunkLoadError: quick-form-Ab12');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Form for Ada')).toBeInTheDocument();
  });

  it('opened again after a failure (a dialog closed and reopened), loads again', async () => {
    const part = flakyPart(1);
    const first = renderWithProviders(<Screen part={part} />);
    await screen.findByRole('alert');
    first.unmount();

    renderWithProviders(<Screen part={part} />);
    expect(await screen.findByText('Form for Ada')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('fetched ahead, shows the part at once, with no failure', async () => {
    const part = flakyPart(0);
    part.preload();
    renderWithProviders(<Screen part={part} />);
    expect(await screen.findByText('Form for Ada')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
