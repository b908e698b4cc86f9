// Mounts the app's toaster when the first toast is created, so Chakra's Toaster and zag's toast
// machines stay out of the first load. The toaster store (toaster.ts) holds a toast created before
// the Toaster has arrived; the Toaster reads the store's toasts when it mounts and shows them.
import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { toaster } from './toaster';

const AppToaster = lazy(() => import('./app-toaster').then((m) => ({ default: m.AppToaster })));

/** A toaster that failed to load costs the toasts, never the page (this sits above the router). */
class ToasterBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('[toast] The toaster could not be loaded.', error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function AppToasterOnDemand() {
  const [wanted, setWanted] = useState(() => toaster.getCount() > 0);

  useEffect(() => {
    if (wanted) return;
    // A toast created between the render and this effect has published already.
    if (toaster.getCount() > 0) {
      setWanted(true);
      return;
    }
    return toaster.subscribe(() => setWanted(true));
  }, [wanted]);

  if (!wanted) return null;
  return (
    <ToasterBoundary>
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </ToasterBoundary>
  );
}
