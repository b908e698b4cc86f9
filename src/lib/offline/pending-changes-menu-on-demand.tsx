// The header's counter of changes not on the server yet, shown only once something is pending. The
// counter is part of the shell (changes wait exactly when the network is gone, and a chunk cannot
// be fetched then); the panel it opens (pending-changes-menu.tsx, Chakra's popover) is fetched ahead
// as soon as the page has painted and gone quiet (at an idle moment: what the offline banner promises
// is there if the connection drops right after), or as the counter is pointed at.
// Pressed before the panel has arrived, the counter opens it as it arrives; offline in the seconds
// before that, the press is kept and the panel opens when the connection returns.
import { useEffect, useState, type ComponentType } from 'react';
import { whenSettled } from '@/lib/when-settled';
import { PendingChangesButton } from './pending-changes-button';
import { usePendingChanges } from './use-pending-changes';

type Menu = ComponentType<{ defaultOpen?: boolean }>;

/** How long after mounting the panel's code is fetched ahead (then once quiet, at an idle moment). */
const PREFETCH_AFTER_MS = 0;

let loaded: Menu | null = null;
let loading: Promise<Menu> | null = null;
function loadMenu(): Promise<Menu> {
  loading ??= import('./pending-changes-menu').then(
    (m) => (loaded = m.PendingChangesMenu),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

export function PendingChangesMenuOnDemand() {
  const changes = usePendingChanges();
  const [menu, setMenu] = useState<{ Menu: Menu; open: boolean } | null>(() => (loaded ? { Menu: loaded, open: false } : null));
  const [pressed, setPressed] = useState(false);
  const arrived = Boolean(menu);

  useEffect(() => {
    if (arrived) return;
    return whenSettled(() => {
      if (navigator.onLine) loadMenu().then((Menu) => setMenu((m) => m ?? { Menu, open: false }), () => {});
    }, PREFETCH_AFTER_MS);
  }, [arrived]);

  // Pressed before the panel arrived: it opens as it arrives; a failed fetch is tried again with
  // each press and each time the connection returns.
  const openWhenArrived = () =>
    void loadMenu().then(
      (Menu) => {
        setPressed(false);
        setMenu({ Menu, open: true });
      },
      () => {},
    );
  useEffect(() => {
    if (!pressed || arrived) return;
    window.addEventListener('online', openWhenArrived);
    return () => window.removeEventListener('online', openWhenArrived);
  });

  // The panel reads `open` as it mounts only: later mounts (new changes after none) start closed.
  useEffect(() => {
    if (menu?.open) setMenu({ Menu: menu.Menu, open: false });
  }, [menu]);

  if (!changes.length) return null;
  if (menu) return <menu.Menu defaultOpen={menu.open} />;
  return (
    <PendingChangesButton
      changes={changes}
      aria-expanded={false}
      onPointerEnter={() => void loadMenu().catch(() => {})}
      onFocus={() => void loadMenu().catch(() => {})}
      onClick={() => {
        setPressed(true);
        openWhenArrived();
      }}
    />
  );
}
