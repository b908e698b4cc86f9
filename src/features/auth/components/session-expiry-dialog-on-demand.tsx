// Mounts the "Token expired" dialog (docs/product-rules.md#session-expiry) once there is a session to expire: a guest never loads
// its code. It loads as soon as a user is signed in, long before any expiry, and stays mounted
// after the session ends, since that is when it shows.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { useSession } from '@/lib/session/session-context';
import type { SessionState } from '@/lib/session/session-store';

const SessionExpiryDialog = lazy(() =>
  import('./session-expiry-dialog').then((m) => ({ default: m.SessionExpiryDialog })),
);

const hasSession = (s: SessionState) => s.user !== null || s.notice !== null;

export function SessionExpiryDialogOnDemand() {
  const session = useSession();
  const needed = useStore(session.store, hasSession);
  const [mounted, setMounted] = useState(needed);

  useEffect(() => {
    if (needed) setMounted(true);
  }, [needed]);

  if (!mounted && !needed) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiryDialog />
    </Suspense>
  );
}
