// Live updates in the signed-in app (docs/server.md#live-updates): started once by the dashboard's
// frame (loaded with a dynamic import, so the marketing pages never load it). Against the API
// server it reads GET /api/events; with the in-browser demo API it hears the other tabs' writes
// through a BroadcastChannel. Both feed the same invalidation.
import type { QueryClient } from '@tanstack/react-query';
import { isLiveEvent, LIVE_CHANGE_EVENT, LIVE_RESET_EVENT, livePaths } from '@/lib/api-contract/live';
import { isPresenceEvent, LIVE_PRESENCE_EVENT } from '@/lib/api-contract/presence';
import { apiBaseUrl, currentAccessToken, TAB_ID } from '@/lib/http/client';
import { subscribeDemoChanges } from '@/lib/http/demo-live';
import { invalidateForEvent } from './invalidate';
import { receivePresence, resetPresence } from './presence-store';
import { connectEventStream } from './sse-reader';

/** The JSON of an event's `data`, or undefined when it is not JSON. */
function parseData(data: string): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

/** A `presence` event's data, handed to the presence store when it is one (docs/api/live.md#presence). */
export function presenceFromMessage(data: string): void {
  const presence = parseData(data);
  if (isPresenceEvent(presence)) receivePresence(presence);
}

export function startLive(queryClient: QueryClient): () => void {
  // No server named: the demo API is the backend (in unit tests, where it answers through msw in
  // one process, there are no other tabs and this is a no-op).
  if (!import.meta.env.VITE_API_URL) {
    const stop = subscribeDemoChanges((event) => void invalidateForEvent(queryClient, event), receivePresence);
    return () => {
      stop();
      resetPresence();
    };
  }
  const stop = connectEventStream({
    url: `${apiBaseUrl()}${livePaths.events}`,
    getToken: currentAccessToken,
    onMessage: (message) => {
      if (message.event === LIVE_RESET_EVENT) {
        void invalidateForEvent(queryClient, 'reset');
        return;
      }
      if (message.event === LIVE_PRESENCE_EVENT) {
        presenceFromMessage(message.data);
        return;
      }
      if (message.event !== LIVE_CHANGE_EVENT) return;
      const data = parseData(message.data);
      // This tab's own write: its mutation has refreshed what it shows already.
      if (isLiveEvent(data) && data.origin !== TAB_ID) void invalidateForEvent(queryClient, data);
    },
  });
  return () => {
    stop();
    resetPresence();
  };
}
