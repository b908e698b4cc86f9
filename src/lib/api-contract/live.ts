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
}

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
    (liveActions as readonly string[]).includes(v.action)
  );
}
