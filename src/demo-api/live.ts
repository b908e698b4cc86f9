// Live updates of the demo API between the tabs of one browser (docs/server.md#live-updates).
// Each tab runs its own copy of the demo API with its own memory cache over the one IndexedDB
// database (db.ts), so a write in one tab is in IndexedDB but not in the other tabs' caches. After
// a write, the tab that made it posts on a BroadcastChannel what changed (the same event as the
// server's stream) and which collections it wrote; another tab drops those from its cache, then
// hands the event to the app, whose refetch then reads the new records from IndexedDB. A change
// of a private record (a mailbox's, a notification list's) names the accounts it is for, and only
// the tabs signed in as one of them hand it on, as the server's streams do.
import { forgetCollections, takeWritten } from './db';
import type { LiveEvent } from '@/lib/api-contract/live';
import { isPresenceEvent, type PresenceEvent } from '@/lib/api-contract/presence';

export const DEMO_LIVE_CHANNEL = 'corvane-demo-live';

export interface DemoLiveMessage {
  event: LiveEvent | 'reset';
  /** Collections written, already committed to IndexedDB ('*': all, after "Reset demo data"). */
  collections: string[];
  /** The accounts the change is for (a mailbox, a notification list); none: every account. */
  audience?: { accounts: string[] };
}

/** A presence another tab announced (POST /api/presence, docs/api/live.md#presence): no record changed. */
export interface DemoPresenceMessage {
  presence: PresenceEvent;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The app's group where the path's first segment differs from it (a contact message is filed as mail). */
const GROUP_OF_SEGMENT: Record<string, string> = { notifications: 'notification', contact: 'mail' };

/**
 * The change a successful write request made, from its method and path (docs/api/live.md):
 * `/api/<group>` created, `/api/<group>/<id>` updated or deleted, anything else under a group
 * updated; a chat message or read names its conversation. Null for what changes no record.
 */
export function changeOf(method: string, url: string): LiveEvent | 'reset' | null {
  if (!UNSAFE.has(method)) return null;
  const parts = new URL(url).pathname.split('/api/')[1]?.split('/').filter(Boolean) ?? [];
  const [segment, second, third] = parts;
  if (!segment || segment === 'auth' || segment === 'fault' || segment === 'presence') return null;
  if (segment === 'demo') return 'reset';
  const group = GROUP_OF_SEGMENT[segment] ?? segment;
  if (group === 'chat') return { group, id: second === 'conversation' && third ? decodeURIComponent(third) : '', action: 'updated' };
  if (group === 'file' && second === 'uploads') return third && parts[3] === 'complete' ? { group, id: '', action: 'created' } : null;
  if (!second) return { group, id: '', action: method === 'POST' ? 'created' : 'updated' };
  if (method === 'DELETE' && parts.length === 2) return { group, id: decodeURIComponent(second), action: 'deleted' };
  if (second === 'bulk-delete') return { group, id: '', action: 'deleted' };
  if ((method === 'PATCH' || method === 'PUT') && parts.length === 2) return { group, id: decodeURIComponent(second), action: 'updated' };
  // Anything else (an avatar, a move, "mark all read"): some records of the group.
  return { group, id: '', action: 'updated' };
}

let channel: BroadcastChannel | null = null;
const open = () => {
  if (!channel && typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(DEMO_LIVE_CHANNEL);
    // Node's (the unit tests' handlers post presence): an open channel must not keep it running.
    (channel as BroadcastChannel & { unref?: () => void }).unref?.();
  }
  return channel;
};

/** The accounts a request's change is for, by msw's request id: set by its handler, taken by `announce`. */
const audiences = new Map<string, string[]>();

/**
 * Says that the change the request `requestId` makes is for these accounts only (a private
 * record's: docs/api/apps.md#mail): the other accounts' tabs do not hear of it, as the server's
 * streams do not (server/live/bus.ts `audience`).
 */
export function changeIsFor(requestId: string, accountIds: readonly string[]) {
  audiences.set(requestId, [...new Set(accountIds)]);
  // A request answered in the page is never announced: keep only the latest few.
  if (audiences.size > 50) audiences.delete(audiences.keys().next().value!);
}

/** Called after the demo API answered a request: tells the other tabs what a successful write changed. */
export function announce(method: string, url: string, status: number, requestId?: string) {
  const accounts = requestId ? audiences.get(requestId) : undefined;
  if (requestId) audiences.delete(requestId);
  const change = status >= 200 && status < 300 ? changeOf(method, url) : null;
  if (!change) return; // what a read or a refused write wrote (a first seeding) goes with the next write
  open()?.postMessage({ event: change, collections: takeWritten(), ...(accounts ? { audience: { accounts } } : {}) } satisfies DemoLiveMessage);
}

/** The account a tab is signed in as (its bearer token, checked as the handlers check it), or null. */
async function accountOfToken(token: string | null): Promise<string | null> {
  if (!token) return null;
  const { optionalAccount } = await import('./optional-account');
  const account = await optionalAccount(new Request('http://demo.invalid/', { headers: { authorization: `Bearer ${token}` } }));
  return account?.id ?? null;
}

/** Tells the other tabs of a presence (the demo's POST /api/presence). */
export function announcePresenceToTabs(presence: PresenceEvent) {
  open()?.postMessage({ presence } satisfies DemoPresenceMessage);
}

/**
 * Listens to the other tabs' changes (the cache is dropped before `listener` runs) and presence.
 * Each tab may be signed in as another account (the token is per tab, `token`): a change for
 * some accounts only reaches the listener of a tab signed in as one of them, and the app leaves
 * out its own account's presence (src/lib/live/use-presence.ts).
 */
export function subscribe(
  listener: (event: LiveEvent | 'reset') => void,
  onPresence: (presence: PresenceEvent) => void = () => {},
  token: () => string | null = () => null,
): () => void {
  // The channel this tab posts on: a BroadcastChannel never hears its own posts, so the tab's
  // own writes do not come back to it (another object with the same name in this tab would).
  const shared = open();
  if (!shared) return () => {};
  let delivered = Promise.resolve();
  const onMessage = (message: MessageEvent<DemoLiveMessage | DemoPresenceMessage>) => {
    if ('presence' in message.data) {
      if (isPresenceEvent(message.data.presence)) onPresence(message.data.presence);
      return;
    }
    const { event, collections, audience } = message.data;
    forgetCollections(event === 'reset' ? ['*'] : collections);
    // In the order posted, though a private change waits for the tab's account to be known.
    delivered = delivered
      .then(async () => {
        if (!audience || audience.accounts.includes((await accountOfToken(token())) ?? '')) listener(event);
      })
      // One failed delivery must not hold back the later ones.
      .catch(() => undefined);
  };
  shared.addEventListener('message', onMessage);
  return () => shared.removeEventListener('message', onMessage);
}
