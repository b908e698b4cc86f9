// The header's counter of changes not on the server yet, with its code (Chakra's popover) loaded
// only once something is pending: most visits never need it (docs/performance.md).
import { lazy, Suspense } from 'react';
import { usePendingChanges } from './use-pending-changes';

const PendingChangesMenu = lazy(() => import('./pending-changes-menu').then((m) => ({ default: m.PendingChangesMenu })));

export function PendingChangesMenuOnDemand() {
  const changes = usePendingChanges();
  if (!changes.length) return null;
  return (
    <Suspense fallback={null}>
      <PendingChangesMenu />
    </Suspense>
  );
}
