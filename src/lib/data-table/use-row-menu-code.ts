// The row menu's code (./row-menu-loaded.tsx, zag's menu and floating-ui) for the table, and the
// code its items open (a quick edit's form: `RowMenuConfig.prefetch`): fetched ahead as soon as
// the list's rows have painted and the page has gone quiet, at an idle moment (not part of the
// first load: src/lib/when-settled.ts), or at the first press before that, when the menu opens as
// it arrives. Offline before it arrived, the press is kept, the table says why nothing opens yet
// (`failed`), and the menu opens when the connection returns (docs/product-rules.md#offline).
import { useEffect, useState } from 'react';
import { whenSettled } from '@/lib/when-settled';
import type { RowMenuLoaded } from './row-menu-loaded';

type RowMenuComponent = typeof RowMenuLoaded;

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

export interface RowMenuCode {
  /** The row menu component once its code is here, else null. */
  component: RowMenuComponent | null;
  /** A row's button was pressed and the code could not be fetched (offline): it is tried again online. */
  failed: boolean;
}

/**
 * `enabled`: the table has a row menu; `painted`: its rows are on screen; `wanted`: a row's button
 * was pressed (the menu is to open); `prefetch`: what the menu's items open, fetched with it.
 */
export function useRowMenuCode(
  enabled: boolean,
  painted: boolean,
  wanted: boolean,
  prefetch?: () => void,
): RowMenuCode {
  const [component, setComponent] = useState<RowMenuComponent | null>(() => loaded);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!enabled || !painted) return;
    return whenSettled(() => {
      if (!navigator.onLine) return;
      prefetch?.();
      if (!component)
        loadRowMenu().then(
          (c) => setComponent(() => c),
          () => {},
        );
    }, 0);
  }, [enabled, painted, component, prefetch]);

  useEffect(() => {
    if (!enabled || !wanted || component) return;
    let live = true;
    const fetchIt = () =>
      void loadRowMenu().then(
        (c) => {
          if (!live) return;
          setFailed(false);
          setComponent(() => c);
        },
        () => live && setFailed(true),
      );
    fetchIt();
    window.addEventListener('online', fetchIt);
    return () => {
      live = false;
      window.removeEventListener('online', fetchIt);
    };
  }, [enabled, wanted, component]);

  return { component, failed: failed && wanted && !component };
}
