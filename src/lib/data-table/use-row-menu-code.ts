// The row menu's code (./row-menu-loaded.tsx, zag's menu and floating-ui) for the table: fetched
// ahead once the list has settled (3 s after load, at an idle moment), or at the first press before
// that, when the menu opens as it arrives. Offline in the seconds before it arrived, the press is
// kept and the menu opens when the connection returns; a failed fetch is tried again then
// (docs/product-rules.md#offline).
import { useEffect, useState } from 'react';
import { whenSettled } from '@/lib/when-settled';
import type { RowMenuLoaded } from './row-menu-loaded';

type RowMenuComponent = typeof RowMenuLoaded;

/** How long after a table with a row menu mounts its code is fetched ahead, at the next idle moment. */
const PREFETCH_AFTER_MS = 3000;

let loaded: RowMenuComponent | null = null;
let loading: Promise<RowMenuComponent> | null = null;
function loadRowMenu(): Promise<RowMenuComponent> {
  loading ??= import('./row-menu-loaded').then(
    (m) => (loaded = m.RowMenuLoaded),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The row menu component once its code is here, else null. `enabled`: the table has a row menu;
 * `wanted`: a row's button was pressed (the menu is to open).
 */
export function useRowMenuCode(enabled: boolean, wanted: boolean): RowMenuComponent | null {
  const [component, setComponent] = useState<RowMenuComponent | null>(() => loaded);

  useEffect(() => {
    if (!enabled || component) return;
    return whenSettled(() => {
      if (navigator.onLine) loadRowMenu().then((c) => setComponent(() => c), () => {});
    }, PREFETCH_AFTER_MS);
  }, [enabled, component]);

  useEffect(() => {
    if (!enabled || !wanted || component) return;
    let live = true;
    const fetchIt = () =>
      void loadRowMenu().then(
        (c) => live && setComponent(() => c),
        () => {},
      );
    fetchIt();
    window.addEventListener('online', fetchIt);
    return () => {
      live = false;
      window.removeEventListener('online', fetchIt);
    };
  }, [enabled, wanted, component]);

  return component;
}
