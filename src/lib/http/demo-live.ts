// Live updates of the demo API: what the other tabs of this browser change (src/demo-api/live.ts,
// docs/server.md#live-updates). A module of its own so that only the signed-in app's live module
// (src/lib/live, loaded on demand) carries it, not the first load of every page.
import type { LiveEvent } from '@/lib/api-contract/live';
import type { PresenceEvent } from '@/lib/api-contract/presence';
import { currentAccessToken } from './client';
import { demoApiEnabled } from './demo-api';

/**
 * Calls `listener` with each change another tab makes, and `onPresence` with each presence another
 * tab announces (docs/api/live.md#presence); returns the unsubscribe. Nothing without the demo API.
 */
export function subscribeDemoChanges(
  listener: (event: LiveEvent | 'reset') => void,
  onPresence: (event: PresenceEvent) => void = () => {},
): () => void {
  if (!demoApiEnabled()) return () => {};
  let stop: (() => void) | null = null;
  let stopped = false;
  void import('@/demo-api/live').then((m) => {
    // The tab's token: a change for some accounts only (a mailbox's) reaches the tabs signed in as them.
    if (!stopped) stop = m.subscribe(listener, onPresence, currentAccessToken);
  });
  return () => {
    stopped = true;
    stop?.();
  };
}
