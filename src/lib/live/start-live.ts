// Live updates in the signed-in app (docs/server.md#live-updates): started once by the dashboard's
// frame (loaded with a dynamic import, so the marketing pages never load it). Against the API
// server it reads GET /api/events; with the in-browser demo API it hears the other tabs' writes
// through a BroadcastChannel. Both feed the same invalidation.
import type { QueryClient } from '@tanstack/react-query';
import { isLiveEvent, LIVE_CHANGE_EVENT, LIVE_RESET_EVENT, livePaths } from '@/lib/api-contract/live';
import { apiBaseUrl, currentAccessToken, TAB_ID } from '@/lib/http/client';
import { subscribeDemoChanges } from '@/lib/http/demo-live';
import { invalidateForEvent } from './invalidate';
import { connectEventStream } from './sse-reader';

export function startLive(queryClient: QueryClient): () => void {
  // No server named: the demo API is the backend (in unit tests, where it answers through msw in
  // one process, there are no other tabs and this is a no-op).
  if (!import.meta.env.VITE_API_URL) return subscribeDemoChanges((event) => void invalidateForEvent(queryClient, event));
  return connectEventStream({
    url: `${apiBaseUrl()}${livePaths.events}`,
    getToken: currentAccessToken,
    onMessage: (message) => {
      if (message.event === LIVE_RESET_EVENT) {
        void invalidateForEvent(queryClient, 'reset');
        return;
      }
      if (message.event !== LIVE_CHANGE_EVENT) return;
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        return;
      }
      // This tab's own write: its mutation has refreshed what it shows already.
      if (isLiveEvent(data) && data.origin !== TAB_ID) void invalidateForEvent(queryClient, data);
    },
  });
}
