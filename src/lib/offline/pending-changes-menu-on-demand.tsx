// The header's counter of changes not on the server yet, shown only once something is pending.
// Its code is part of the shell, not loaded on demand: changes wait exactly when the network is
// gone, and a chunk cannot be fetched then (docs/performance.md).
import { PendingChangesMenu } from './pending-changes-menu';
import { usePendingChanges } from './use-pending-changes';

export function PendingChangesMenuOnDemand() {
  const changes = usePendingChanges();
  if (!changes.length) return null;
  return <PendingChangesMenu />;
}
