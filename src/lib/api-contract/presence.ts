// Presence (docs/api/live.md#presence): who else has a record open, and who is typing in a chat.
// Ephemeral: announced with POST /api/presence, carried to the other accounts' event streams as a
// `presence` event (the demo: to the other tabs over its BroadcastChannel), never stored.

export const presencePaths = {
  announce: '/api/presence',
} as const;

/** `left`: the page was closed; the entry goes at once rather than at the end of its TTL. */
export const presenceStates = ['viewing', 'typing', 'left'] as const;
export type PresenceState = (typeof presenceStates)[number];

/** The records whose pages say who else has them open (each `<group>:<id>`). */
export const presenceRecordGroups = ['product', 'user', 'post', 'invoice', 'order', 'job', 'tour'] as const;
export type PresenceRecordGroup = (typeof presenceRecordGroups)[number];

/** What is being looked at: a record, the kanban board, or a chat conversation. */
export type PresenceTopic = `${PresenceRecordGroup}:${string}` | `chat:${string}` | 'kanban';

/** A topic as the server and the demo accept it (the id: 1 to 128 letters, digits and `_.~:@-`). */
export const PRESENCE_TOPIC_PATTERN = new RegExp(`^(?:(?:${[...presenceRecordGroups, 'chat'].join('|')}):[\\w.~:@-]{1,128}|kanban)$`);

/** The refusal of a topic the contract does not know (400, next to `topic`). */
export const PRESENCE_TOPIC_INVALID = 'Name a record, a conversation or the kanban board.';

/**
 * The dashboard page a topic stands for, whose role rule (`canUseRoute`,
 * docs/product-rules.md#roles) says who may hear of it: an account that may not open an invoice
 * is not told who is looking at one. A user's presence is on its edit form (admins only).
 */
export function presencePage(topic: PresenceTopic): string {
  if (topic === 'kanban') return '/dashboard/kanban';
  const [group, ...rest] = topic.split(':');
  const id = encodeURIComponent(rest.join(':'));
  if (group === 'chat') return '/dashboard/chat';
  if (group === 'user') return `/dashboard/user/${id}/edit`;
  return `/dashboard/${group}/${id}`;
}

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
