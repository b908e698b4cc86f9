// Live updates (docs/api/live.md): the event stream GET /api/events and the one event shape the
// server's stream and the demo's BroadcastChannel both carry.

export const livePaths = {
  events: '/api/events',
} as const;

export const liveActions = ['created', 'updated', 'deleted'] as const;
export type LiveAction = (typeof liveActions)[number];

/**
 * A record of a group changed. `group` is the API's group (`product`, `user`, `chat`, `file`,
 * `notification`, `view`); `id` the record's (a conversation's for a chat message; '' when the
 * change is not one record's, such as "mark all notifications read").
 */
export interface LiveEvent {
  group: string;
  id: string;
  action: LiveAction;
  /**
   * The tab that made the change, when its write said so (`LIVE_ORIGIN_HEADER`): that tab skips
   * the event, since its own mutation has already refreshed what it shows.
   */
  origin?: string;
}

/** Sent with each write by the app: the tab's own id, which the change's event then carries. */
export const LIVE_ORIGIN_HEADER = 'X-Live-Origin';
/** What an origin may look like (anything else is ignored by the server). */
export const LIVE_ORIGIN_PATTERN = /^[A-Za-z0-9-]{1,64}$/;

/** The SSE event name of a LiveEvent (`data` holds its JSON). */
export const LIVE_CHANGE_EVENT = 'change';
/** Sent instead of a replay the server cannot give (Last-Event-ID too old or unknown): refetch all. */
export const LIVE_RESET_EVENT = 'reset';
/** Heartbeat comment interval of the stream. */
export const LIVE_HEARTBEAT_MS = 15_000;

export function isLiveEvent(value: unknown): value is LiveEvent {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.group === 'string' &&
    typeof v.id === 'string' &&
    typeof v.action === 'string' &&
    (liveActions as readonly string[]).includes(v.action) &&
    (v.origin === undefined || typeof v.origin === 'string')
  );
}
