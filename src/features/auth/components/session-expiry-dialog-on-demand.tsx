// Mounts the "Token expired" dialog (docs/product-rules.md#session-expiry) once there is a session to expire: a guest never loads
// its code. It loads a few seconds after a user is signed in, once the screen has settled (not on
// the dashboard's first load, docs/performance.md), long before any expiry, and at once when the
// session ends first; it stays mounted after the session ends, since that is when it shows.
import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { useSession } from '@/lib/session/session-context';
import type { SessionState } from '@/lib/session/session-store';
import { whenSettled } from '@/lib/when-settled';

const loadDialog = () =>
  lazy(() => import('./session-expiry-dialog').then((m) => ({ default: m.SessionExpiryDialog })));

/**
 * The dialog's code failing to arrive because the connection dropped while it loaded costs nothing
 * now: it is not showing yet. Nothing reloads (docs/product-rules.md#chunk-errors); once the
 * browser is online again the parent loads it afresh. Any other failure goes on to the router's
 * boundary, as before (one reload, then the error screen).
 */
class DialogBoundary extends Component<
  { children: ReactNode; onOffline: () => void },
  { error: unknown; offline: boolean }
> {
  state = { error: null as unknown, offline: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, offline: !navigator.onLine };
  }

  componentDidCatch() {
    if (this.state.offline) this.props.onOffline();
  }

  render() {
    if (this.state.error === null) return this.props.children;
    if (this.state.offline) return null;
    throw this.state.error;
  }
}

const hasSession = (s: SessionState) => s.user !== null || s.notice !== null;
const hasNotice = (s: SessionState) => s.notice !== null;
/** How long after sign-in (or the page's start) the dialog's code waits, then the browser's next idle moment. */
const SETTLE_MS = 3000;

export function SessionExpiryDialogOnDemand() {
  const session = useSession();
  const needed = useStore(session.store, hasSession);
  const expired = useStore(session.store, hasNotice);
  const [mounted, setMounted] = useState(expired);
  // A fresh lazy component per attempt: React keeps a failed import's error for good.
  const [attempt, setAttempt] = useState(() => ({ n: 0, Dialog: loadDialog() }));
  const retryWhenOnline = () => {
    const again = () => setAttempt((a) => ({ n: a.n + 1, Dialog: loadDialog() }));
    if (navigator.onLine) again(); // back already
    else window.addEventListener('online', again, { once: true });
  };

  useEffect(() => {
    if (expired) setMounted(true);
    if (!needed || expired) return;
    // Offline, the chunk cannot be fetched (and a failed chunk reloads the page, which offline
    // would lose the page): wait for the connection instead.
    const mount = () => {
      if (navigator.onLine) setMounted(true);
      else window.addEventListener('online', mount, { once: true });
    };
    const cancel = whenSettled(mount, SETTLE_MS, 2000);
    return () => {
      cancel();
      window.removeEventListener('online', mount);
    };
  }, [needed, expired]);

  if (!mounted) return null;
  const { Dialog } = attempt;
  return (
    <DialogBoundary key={attempt.n} onOffline={retryWhenOnline}>
      <Suspense fallback={null}>
        <Dialog />
      </Suspense>
    </DialogBoundary>
  );
}
