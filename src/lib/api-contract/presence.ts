// Presence (docs/api/live.md#presence): who else has a record open, and who is typing in a chat.
// Ephemeral: announced with POST /api/presence, carried to the other accounts' event streams as a
// `presence` event (the demo: to the other tabs over its BroadcastChannel), never stored.

export const presencePaths = {
  announce: '/api/presence',
} as const;

/** `left`: the page was closed; the entry goes at once rather than at the end of its TTL. */
export const presenceStates = ['viewing', 'typing', 'left'] as const;
export type PresenceState = (typeof presenceStates)[number];

/** What is being looked at: a product, a user, the kanban board, or a chat conversation. */
export type PresenceTopic = `product:${string}` | `user:${string}` | `chat:${string}` | 'kanban';

/** A topic as the server and the demo accept it (the id: 1 to 128 letters, digits and `_.~:@-`). */
export const PRESENCE_TOPIC_PATTERN = /^(?:(?:product|user|chat):[\w.~:@-]{1,128}|kanban)$/;

export const isPresenceTopic = (value: unknown): value is PresenceTopic =>
  typeof value === 'string' && PRESENCE_TOPIC_PATTERN.test(value);

/** POST /api/presence: 204. The account is the token's. */
export interface PresenceInput {
  topic: PresenceTopic;
  state: PresenceState;
}

export interface PresenceAccount {
  id: string;
  name: string;
  /** Only a short address (an uploaded avatar, a data URL, is left out: the client shows initials). */
  avatarUrl?: string;
}

/** The SSE event `presence` (and the demo channel's `presence` message). */
export interface PresenceEvent {
  topic: PresenceTopic;
  state: PresenceState;
  account: PresenceAccount;
  /** How long the entry holds without another announcement (0 for `left`). */
  ttlMs: number;
}

/** The SSE event name of a PresenceEvent (`data` holds its JSON; no `id`: never replayed). */
export const LIVE_PRESENCE_EVENT = 'presence';

/** A page open on a topic says so this often, and on becoming visible again. */
export const PRESENCE_VIEWING_EVERY_MS = 10_000;
/** …and is taken for gone this long after its last announcement. */
export const PRESENCE_VIEWING_TTL_MS = 25_000;
/** Typing is announced at most this often while keys are pressed… */
export const PRESENCE_TYPING_EVERY_MS = 2_000;
/** …and shown this long after the last announcement. */
export const PRESENCE_TYPING_TTL_MS = 5_000;

export const presenceTtl = (state: PresenceState): number =>
  state === 'viewing' ? PRESENCE_VIEWING_TTL_MS : state === 'typing' ? PRESENCE_TYPING_TTL_MS : 0;

/** The longest avatar address a presence carries (see PresenceAccount.avatarUrl). */
export const PRESENCE_AVATAR_MAX = 512;

/** The account as a presence carries it: a data URL or an over-long address is dropped. */
export function presenceAccount(account: { id: string; displayName: string; avatarUrl?: string | null }): PresenceAccount {
  const avatar = account.avatarUrl ?? '';
  const short = avatar && !avatar.startsWith('data:') && avatar.length <= PRESENCE_AVATAR_MAX;
  return { id: account.id, name: account.displayName, ...(short ? { avatarUrl: avatar } : {}) };
}

export function isPresenceEvent(value: unknown): value is PresenceEvent {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const account = v.account as Record<string, unknown> | null | undefined;
  return (
    isPresenceTopic(v.topic) &&
    typeof v.state === 'string' &&
    (presenceStates as readonly string[]).includes(v.state) &&
    typeof v.ttlMs === 'number' &&
    Number.isFinite(v.ttlMs) &&
    v.ttlMs >= 0 &&
    typeof account === 'object' &&
    account !== null &&
    typeof account.id === 'string' &&
    typeof account.name === 'string' &&
    (account.avatarUrl === undefined || typeof account.avatarUrl === 'string')
  );
}
