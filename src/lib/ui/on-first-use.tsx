// A header menu or popover whose code loads on first use (docs/performance.md): until then a
// stand-in button that looks the same shows; pointing at it or focusing it starts the download,
// and a click swaps in the loaded component, opened (it moves focus into itself, and gives it back
// to its own trigger on close). Once loaded it stays. Chakra's menus and popovers (zag machines,
// floating-ui) then stay out of the dashboard's first load.
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

export interface StandInHandlers {
  onPointerEnter: () => void;
  onFocus: () => void;
  onClick: () => void;
}

export function onFirstUse<P extends object>(load: () => Promise<ComponentType<P & { defaultOpen?: boolean }>>) {
  let loading: Promise<ComponentType<P & { defaultOpen?: boolean }>> | null = null;
  const preload = () => (loading ??= load());
  const Loaded = lazy(() => preload().then((component) => ({ default: component })));
  const idle = () => {};

  return function OnFirstUse({ standIn, ...props }: P & { standIn: (handlers: StandInHandlers) => ReactNode }) {
    const [wanted, setWanted] = useState(false);
    const handlers: StandInHandlers = {
      onPointerEnter: () => void preload(),
      onFocus: () => void preload(),
      onClick: () => setWanted(true),
    };
    if (!wanted) return standIn(handlers);
    return (
      <Suspense fallback={standIn({ ...handlers, onClick: idle })}>
        <Loaded {...(props as unknown as P)} defaultOpen />
      </Suspense>
    );
  };
}
