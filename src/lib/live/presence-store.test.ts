// @vitest-environment node
// The presence store (docs/api/live.md#presence): an entry per account and state on a topic,
// renewed by each announcement, gone on `left` or when its TTL runs out; and the contract's check
// of what a stream or another tab sends.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPresenceEvent, presenceAccount, type PresenceEvent } from '@/lib/api-contract/presence';
import { applyPresence, clearTyping, presenceStore, pruneExpired, receivePresence, resetPresence } from './presence-store';

const ada = { id: 'acc-ada', name: 'Ada Byron' };
const bo = { id: 'acc-bo', name: 'Bo Lind' };
const event = (over: Partial<PresenceEvent> = {}): PresenceEvent => ({ topic: 'product:p1', state: 'viewing', account: ada, ttlMs: 25_000, ...over });
const names = (topic: PresenceEvent['topic']) => (presenceStore.getState().byTopic[topic] ?? []).map((e) => `${e.account.name} ${e.state}`);

afterEach(() => {
  resetPresence();
  vi.useRealTimers();
});

describe('the presence store', () => {
  it('keeps one entry per account and state, renewed by each announcement', () => {
    let entries = applyPresence([], event(), 1_000);
    entries = applyPresence(entries, event({ account: bo }), 2_000);
    entries = applyPresence(entries, event(), 3_000);
    expect(entries.map((e) => [e.account.id, e.expiresAt])).toEqual([
      ['acc-bo', 27_000],
      ['acc-ada', 28_000],
    ]);
    entries = applyPresence(entries, event({ state: 'typing', ttlMs: 5_000 }), 4_000);
    expect(entries).toHaveLength(3);
    // `left` takes every entry of that account on the topic.
    expect(applyPresence(entries, event({ state: 'left', ttlMs: 0 }), 5_000).map((e) => e.account.id)).toEqual(['acc-bo']);
  });

  it('drops an entry once its TTL has run out without another announcement', () => {
    vi.useFakeTimers({ now: 10_000 });
    receivePresence(event({ state: 'typing', ttlMs: 5_000, topic: 'chat:c1' }));
    receivePresence(event({ account: bo }));
    expect(names('chat:c1')).toEqual(['Ada Byron typing']);
    vi.advanceTimersByTime(4_000);
    receivePresence(event({ state: 'typing', ttlMs: 5_000, topic: 'chat:c1' })); // typing on
    vi.advanceTimersByTime(4_000);
    expect(names('chat:c1')).toEqual(['Ada Byron typing']);
    vi.advanceTimersByTime(1_100); // 5 s after the last announcement: gone, by the store's own timer
    expect(presenceStore.getState().byTopic['chat:c1']).toBeUndefined();
    expect(names('product:p1')).toEqual(['Bo Lind viewing']);
    vi.advanceTimersByTime(25_000);
    expect(presenceStore.getState().byTopic).toEqual({});
  });

  it('clears typing when the message arrives, and leaves the other entries alone', () => {
    receivePresence(event({ topic: 'chat:c1', state: 'typing', ttlMs: 5_000 }));
    receivePresence(event({ topic: 'chat:c1', state: 'typing', ttlMs: 5_000, account: bo }));
    const before = presenceStore.getState().byTopic;
    clearTyping('chat:c1', ['acc-someone-else']);
    expect(presenceStore.getState().byTopic).toBe(before);
    clearTyping('chat:c1', ['acc-ada']);
    expect(names('chat:c1')).toEqual(['Bo Lind typing']);
  });

  it('keeps the same state object when nothing expired', () => {
    receivePresence(event());
    const before = presenceStore.getState().byTopic;
    pruneExpired(Date.now() + 1_000);
    expect(presenceStore.getState().byTopic).toBe(before);
    pruneExpired(Date.now() + 30_000);
    expect(presenceStore.getState().byTopic).toEqual({});
  });
});

describe('presence events as the stream and the tabs send them', () => {
  it('accepts the contract shape and refuses anything else', () => {
    expect(isPresenceEvent(event())).toBe(true);
    expect(isPresenceEvent(event({ topic: 'kanban' }))).toBe(true);
    expect(isPresenceEvent({ ...event(), account: { ...ada, avatarUrl: '/a.png' } })).toBe(true);
    expect(isPresenceEvent({ ...event(), topic: 'mail:1' })).toBe(false);
    expect(isPresenceEvent({ ...event(), topic: 'product:' })).toBe(false);
    expect(isPresenceEvent({ ...event(), state: 'away' })).toBe(false);
    expect(isPresenceEvent({ ...event(), ttlMs: -1 })).toBe(false);
    expect(isPresenceEvent({ ...event(), account: { id: 'x' } })).toBe(false);
    expect(isPresenceEvent(null)).toBe(false);
  });

  it('carries a short avatar address, never an uploaded one (a data URL)', () => {
    expect(presenceAccount({ id: 'a', displayName: 'A', avatarUrl: '/avatars/a.png' })).toEqual({ id: 'a', name: 'A', avatarUrl: '/avatars/a.png' });
    expect(presenceAccount({ id: 'a', displayName: 'A', avatarUrl: 'data:image/png;base64,AAAA' })).toEqual({ id: 'a', name: 'A' });
    expect(presenceAccount({ id: 'a', displayName: 'A', avatarUrl: null })).toEqual({ id: 'a', name: 'A' });
  });
});
