// Who else is on a topic (docs/api/live.md#presence): the presence events the live stream (or the
// demo's other tabs) bring, per topic and account, each until its TTL runs out without another
// announcement, or until `left`. Fed by start-live.ts; read by usePresence (use-presence.ts).
import { createStore } from 'zustand/vanilla';
import type { PresenceAccount, PresenceEvent, PresenceTopic } from '@/lib/api-contract/presence';

export interface PresenceEntry {
  account: PresenceAccount;
  state: 'viewing' | 'typing';
  /** `Date.now()` after which the entry is gone. */
  expiresAt: number;
}

export interface PresenceState {
  byTopic: Partial<Record<PresenceTopic, PresenceEntry[]>>;
}

export const presenceStore = createStore<PresenceState>(() => ({ byTopic: {} }));

let timer: ReturnType<typeof setTimeout> | null = null;

/** The entries still current at `now` (the same arrays where nothing expired, so selectors stay put). */
export function withoutExpired(byTopic: PresenceState['byTopic'], now: number): PresenceState['byTopic'] {
  let changed = false;
  const next: PresenceState['byTopic'] = {};
  for (const [topic, entries] of Object.entries(byTopic) as [PresenceTopic, PresenceEntry[]][]) {
    const kept = entries.filter((e) => e.expiresAt > now);
    if (kept.length !== entries.length) changed = true;
    if (kept.length) next[topic] = kept.length === entries.length ? entries : kept;
  }
  return changed ? next : byTopic;
}

/** Drops what expired, and waits for the next expiry. */
export function pruneExpired(now = Date.now()) {
  const byTopic = withoutExpired(presenceStore.getState().byTopic, now);
  if (byTopic !== presenceStore.getState().byTopic) presenceStore.setState({ byTopic });
  schedule(now);
}

function schedule(now: number) {
  if (timer) clearTimeout(timer);
  timer = null;
  const all = Object.values(presenceStore.getState().byTopic).flatMap((entries) => entries ?? []);
  if (!all.length) return;
  const next = Math.min(...all.map((e) => e.expiresAt));
  timer = setTimeout(() => pruneExpired(), Math.max(0, next - now) + 20);
}

/** The topic's entries after `event`: the account's entry of that state replaced, or all of it gone on `left`. */
export function applyPresence(entries: readonly PresenceEntry[], event: PresenceEvent, now: number): PresenceEntry[] {
  const others = entries.filter((e) => e.account.id !== event.account.id || (event.state !== 'left' && e.state !== event.state));
  if (event.state === 'left' || event.ttlMs <= 0) return others;
  return [...others, { account: event.account, state: event.state, expiresAt: now + event.ttlMs }];
}

/** A presence event from the stream or another tab. */
export function receivePresence(event: PresenceEvent, now = Date.now()) {
  const { byTopic } = presenceStore.getState();
  const entries = applyPresence(byTopic[event.topic] ?? [], event, now);
  const next = { ...byTopic };
  if (entries.length) next[event.topic] = entries;
  else delete next[event.topic];
  presenceStore.setState({ byTopic: withoutExpired(next, now) });
  schedule(now);
}

/** An account's typing is over (its message arrived). */
export function clearTyping(topic: PresenceTopic, accountIds: readonly string[]) {
  const entries = presenceStore.getState().byTopic[topic];
  if (!entries?.some((e) => e.state === 'typing' && accountIds.includes(e.account.id))) return;
  receiveMany(topic, entries.filter((e) => e.state !== 'typing' || !accountIds.includes(e.account.id)));
}

function receiveMany(topic: PresenceTopic, entries: PresenceEntry[]) {
  const next = { ...presenceStore.getState().byTopic };
  if (entries.length) next[topic] = entries;
  else delete next[topic];
  presenceStore.setState({ byTopic: next });
}

/** Forgets everyone (sign-out, and between tests). */
export function resetPresence() {
  if (timer) clearTimeout(timer);
  timer = null;
  presenceStore.setState({ byTopic: {} });
}
