// The providers on a prerendered page (docs/performance.md, "How a marketing page starts"): the
// page was rendered with the default settings, the visitor's own are in storage (and on <html>
// already). Hydrating it must adopt the page, not render it again: a field typed in before the
// takeover keeps its element and its value, whatever the saved settings.
import { useLocaleContext } from '@chakra-ui/react';
import { QueryClient } from '@tanstack/react-query';
import { act, lazy, startTransition, Suspense, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultSettings, type Settings } from './settings/settings-schema';
import { useSettingsStore } from './settings/settings-store';
import { AppProviders } from './app-providers';

// A page's field, in a Suspense boundary as the router's layout and page are: React hydrates the
// boundary after the shell, in a later task, and not before its code is there.
function Field() {
  const { dir } = useLocaleContext();
  return <input aria-label="Email" data-dir={dir} />;
}

function Page({ queryClient, Content = Field }: { queryClient: QueryClient; Content?: ComponentType }) {
  return (
    <AppProviders queryClient={queryClient}>
      <Suspense fallback={null}>
        <Content />
      </Suspense>
    </AppProviders>
  );
}

let root: Root | null = null;
let container: HTMLElement | null = null;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = null;
  container = null;
  useSettingsStore.setState(defaultSettings('en'));
});

/** The page prerendered with the defaults, then hydrated with `saved` as the visitor's settings. */
async function hydrateWith(saved: Partial<Settings>) {
  const queryClient = new QueryClient();
  useSettingsStore.setState(defaultSettings('en'));
  const html = renderToString(<Page queryClient={queryClient} />);
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const field = container.querySelector('input')!;
  field.value = 'demo@corvane.example';
  // The store read what was stored at start-up; its hydration snapshot is still the defaults.
  useSettingsStore.setState(saved);
  // The boundary's code arrives once the shell has been hydrated (its effects have run).
  let arrive = () => {};
  const code = new Promise<{ default: ComponentType }>((resolve) => (arrive = () => resolve({ default: Field })));
  const Content = lazy(() => code);
  const mismatch = vi.fn();
  await act(async () => {
    startTransition(() => {
      root = hydrateRoot(container!, <Page queryClient={queryClient} Content={Content} />, {
        onRecoverableError: mismatch,
      });
    });
  });
  await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  await act(async () => arrive());
  await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  return { field, mismatch };
}

describe('AppProviders hydrating a page prerendered with the default settings', () => {
  const cases: [string, Partial<Settings>][] = [
    ['nothing', {}],
    ['dark mode', { themeMode: 'dark' }],
    ['bold contrast and another colour preset', { themeContrast: 'bold', themeColorPresets: 'orange' }],
    ['the mini layout', { themeLayout: 'mini', themeStretch: true }],
  ];
  for (const [name, saved] of cases) {
    it(`keeps the page's elements and what was typed with ${name} saved`, async () => {
      const { field, mismatch } = await hydrateWith(saved);
      expect(container!.querySelector('input')).toBe(field);
      expect(field.value).toBe('demo@corvane.example');
      expect(mismatch).not.toHaveBeenCalled();
    });
  }

  it('keeps them with rtl saved in English, and then hands the components the saved direction', async () => {
    const { field, mismatch } = await hydrateWith({ themeDirection: 'rtl' });
    expect(container!.querySelector('input')).toBe(field);
    expect(field.value).toBe('demo@corvane.example');
    await vi.waitFor(() => expect(field.dataset.dir).toBe('rtl'));
    expect(container!.querySelector('input')).toBe(field);
    expect(mismatch).not.toHaveBeenCalled();
  });
});
