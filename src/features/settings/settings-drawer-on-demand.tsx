// Mounts the settings drawer on its first open, so its code (Chakra's drawer, radio groups and
// switch, zag's focus trap and dialog machines) stays out of every page's first load. An opener's
// pointerenter or focus (useSettingsDrawer's `preload`) starts the download before the click.
// Once mounted it stays, so closing animates and focus goes back to the opener.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSettingsDrawer } from '@/lib/settings/settings-drawer-store';

const loadDrawer = () => import('./settings-drawer');
const SettingsDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.SettingsDrawer })));

export function SettingsDrawerOnDemand() {
  const open = useSettingsDrawer((s) => s.open);
  const preloadRequested = useSettingsDrawer((s) => s.preloadRequested);
  const [mounted, setMounted] = useState(open);

  useEffect(() => {
    if (open) setMounted(true);
  }, [open]);

  useEffect(() => {
    if (preloadRequested) void loadDrawer();
  }, [preloadRequested]);

  if (!mounted && !open) return null;
  return (
    <Suspense fallback={null}>
      <SettingsDrawer />
    </Suspense>
  );
}
