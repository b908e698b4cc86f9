// Mounts the app's toaster when the first toast is created, so Chakra's Toaster and zag's toast
// machines stay out of the first load. The toaster store (toaster.ts) holds a toast created before
// the Toaster has arrived; the Toaster reads the store's toasts when it mounts and shows them.
// Once the page has settled and is idle, the code is fetched ahead (not part of the first load), so
// the first toast shows at once, even one raised the moment the connection comes back.
// A failed download (the connection just came back, a deploy replaced the file) is tried again
// after a pause, when the browser is back online and with the next toast: a toast waiting in the
// store is shown once it succeeds, and no later toast is lost for the life of the page.
import { Component, lazy, Suspense, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { whenSettled } from '@/lib/when-settled';
import { toaster } from './toaster';

type ToasterModule = { default: ComponentType };
const loadToaster = (): Promise<ToasterModule> => import('./app-toaster').then((m) => ({ default: m.AppToaster }));

/**
 * How long after mounting the toaster's code is fetched ahead (then once quiet, at an idle moment):
 * at once, so a change made offline right after the page painted still says it is kept
 * (docs/product-rules.md#offline).
 */
const PREFETCH_AFTER_MS = 0;

/** The pause before the next try after `failures` failed downloads (1 s, 2 s, 4 s … 30 s). */
export const toasterRetryDelay = (failures: number) => Math.min(1000 * 2 ** Math.max(0, failures - 1), 30_000);

/** A toaster that failed to load costs the toasts until it loads, never the page (this sits above the router). */
class ToasterBoundary extends Component<{ children: ReactNode; onFailed: () => void }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('[toast] The toaster could not be loaded.', error);
    this.props.onFailed();
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** `load` fetches the Toaster's code (a test hands in one that fails first). */
export function AppToasterOnDemand({ load = loadToaster }: { load?: () => Promise<ToasterModule> }) {
  const [wanted, setWanted] = useState(() => toaster.getCount() > 0);
  // A new lazy component per try: React.lazy keeps a failed download's error for good.
  const [loaded, setLoaded] = useState<{ Toaster: ComponentType; failures: number; failed: boolean }>(() => ({
    Toaster: lazy(load),
    failures: 0,
    failed: false,
  }));
  const onFailed = useCallback(() => setLoaded((current) => ({ ...current, failures: current.failures + 1, failed: true })), []);

  useEffect(
    () =>
      whenSettled(() => {
        if (navigator.onLine) void loadToaster().catch(() => {});
      }, PREFETCH_AFTER_MS),
    [],
  );

  useEffect(() => {
    if (wanted) return;
    // A toast created between the render and this effect has published already.
    if (toaster.getCount() > 0) {
      setWanted(true);
      return;
    }
    return toaster.subscribe(() => setWanted(true));
  }, [wanted]);

  useEffect(() => {
    if (!loaded.failed) return;
    const retry = () => setLoaded((current) => (current.failed ? { ...current, Toaster: lazy(load), failed: false } : current));
    const timer = window.setTimeout(retry, toasterRetryDelay(loaded.failures));
    window.addEventListener('online', retry);
    const unsubscribe = toaster.subscribe(retry);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('online', retry);
      unsubscribe();
    };
  }, [loaded.failed, loaded.failures, load]);

  if (!wanted || loaded.failed) return null;
  const { Toaster } = loaded;
  return (
    <ToasterBoundary key={loaded.failures} onFailed={onFailed}>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </ToasterBoundary>
  );
}
