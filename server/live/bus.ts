// Live updates (docs/server.md#live-updates): what a write route changed, fanned out to the open
// event streams (GET /api/events) of the accounts that may read it. A write is published through
// PostgreSQL's NOTIFY on one channel and every process LISTENs to it, so a change made through one
// instance reaches the streams held by another; each process numbers what it receives (the SSE
// `id`) and keeps the last ones in a ring buffer for a client that reconnects with Last-Event-ID.
import type { LiveAction, LiveEvent } from '@/lib/api-contract/live';
import type { PresenceEvent } from '@/lib/api-contract/presence';
import type { Database } from '../db/client';
import { liveOrigin } from './origin';

export const LIVE_CHANNEL = 'corvane_live';
/** How many events a reconnecting client can catch up on before it is told to refetch everything. */
export const LIVE_BUFFER = 500;

/** Who may read a change: everyone signed in (null), or these accounts and these e-mails. */
export interface LiveAudience {
  accounts?: string[];
  emails?: string[];
}

export interface LiveChange {
  group: string;
  id: string;
  action: LiveAction;
  audience?: LiveAudience | null;
  /** The tab that wrote it (server/live/origin.ts); added by `publish`. */
  origin?: string;
}

/** The group of a change that stands for every record ("Reset demo data"): streams send `reset`. */
export const RESET_GROUP = '*';

export interface Delivered {
  seq: number;
  event: LiveEvent;
  /** `event` as JSON, made once for every stream that sends it. */
  json: string;
  audience: LiveAudience | null;
}

/**
 * A presence (docs/api/live.md#presence): who has a record open or is typing. Not numbered, not
 * kept in the buffer (a reconnect does not replay it: the next announcement comes within seconds),
 * and never sent to its own account's streams.
 */
export interface DeliveredPresence {
  event: PresenceEvent;
  /** `event` as JSON, made once for every stream that sends it. */
  json: string;
  audience: LiveAudience | null;
}

export interface Reader {
  id: string;
  email: string;
}

export const mayRead = (reader: Reader, audience: LiveAudience | null): boolean =>
  !audience ||
  Boolean(audience.accounts?.includes(reader.id)) ||
  Boolean(audience.emails?.some((e) => e.toLowerCase() === reader.email.toLowerCase()));

export interface LiveBus {
  /**
   * Sends a change to every process's subscribers, after the write has been stored. It never
   * throws: a failure is reported to the bus's onError, the write itself stands.
   */
  publish(change: LiveChange): Promise<void>;
  /**
   * The NOTIFY payload of `change` (with the tab it came from), for a write that sends its event in
   * its own statement (`writeAndPublish`, server/live/in-statement.ts).
   */
  payload(change: LiveChange): string;
  /** Tells every stream to refetch everything (the stream's `reset` event, docs/api/live.md). */
  publishReset(): Promise<void>;
  /** One change per id, in order. */
  publishEach(group: string, ids: readonly string[], action: LiveAction, audience?: LiveAudience | null): Promise<void>;
  /** Calls `listener` for each change from now on; returns the unsubscribe. */
  subscribe(listener: (delivered: Delivered) => void): () => void;
  /** Sends a presence to every process's subscribers (as `publish`, it never throws). */
  publishPresence(presence: PresenceEvent, audience: LiveAudience | null): Promise<void>;
  /** Calls `listener` for each presence from now on; returns the unsubscribe. */
  subscribePresence(listener: (delivered: DeliveredPresence) => void): () => void;
  /** What was delivered after `seq`, or null when that is no longer (or never was) in the buffer. */
  since(seq: number): Delivered[] | null;
  /** The last number given out (the starting number before any event). */
  lastSeq(): number;
  /** Resolves once this process listens (a NOTIFY sent before would not reach it). */
  ready: Promise<void>;
  /** Calls `listener` when the process stops (server/main.ts), so open streams end at once. */
  onClose(listener: () => void): () => void;
  /** Ends every open stream: the server can then stop without waiting for them. */
  close(): void;
}

/** A presence on the NOTIFY channel, beside the changes (which have no `presence` field). */
interface PresenceMessage {
  presence: PresenceEvent;
  audience: LiveAudience | null;
}

/**
 * `firstSeq`: numbers start above the process's start time in milliseconds × 1000, so an id from
 * another process or from before a restart is never taken for one of this process's: it is either
 * below its buffer or above its last number, and answered with `reset` (docs/api/live.md).
 */
export function createLiveBus(
  database: Pick<Database, 'listen' | 'notify'>,
  onError: (error: unknown) => void = () => {},
  firstSeq = Date.now() * 1000,
): LiveBus {
  const buffer: Delivered[] = [];
  const listeners = new Set<(delivered: Delivered) => void>();
  const presenceListeners = new Set<(delivered: DeliveredPresence) => void>();
  const closing = new Set<() => void>();
  let seq = firstSeq;

  const deliver = (payload: string) => {
    let change: LiveChange | PresenceMessage;
    try {
      change = JSON.parse(payload) as LiveChange | PresenceMessage;
    } catch (error) {
      onError(error);
      return;
    }
    if ('presence' in change) {
      const delivered: DeliveredPresence = { event: change.presence, json: JSON.stringify(change.presence), audience: change.audience ?? null };
      for (const listener of presenceListeners) listener(delivered);
      return;
    }
    seq += 1;
    const event: LiveEvent = { group: change.group, id: change.id, action: change.action, ...(change.origin ? { origin: change.origin } : {}) };
    const delivered: Delivered = { seq, event, json: JSON.stringify(event), audience: change.audience ?? null };
    buffer.push(delivered);
    if (buffer.length > LIVE_BUFFER) buffer.shift();
    for (const listener of listeners) listener(delivered);
  };

  const payloadOf = (change: LiveChange) => {
    const origin = liveOrigin();
    return JSON.stringify(origin ? { ...change, origin } : change);
  };

  const ready = database.listen(LIVE_CHANNEL, deliver).then(() => undefined);
  ready.catch(onError);

  return {
    ready,
    async publish(change) {
      try {
        await ready;
        await database.notify(LIVE_CHANNEL, payloadOf(change));
      } catch (error) {
        onError(error);
      }
    },
    payload: payloadOf,
    publishReset() {
      return this.publish({ group: RESET_GROUP, id: '', action: 'updated', audience: null });
    },
    async publishEach(group, ids, action, audience = null) {
      for (const id of ids) await this.publish({ group, id, action, audience });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async publishPresence(presence, audience) {
      try {
        await ready;
        await database.notify(LIVE_CHANNEL, JSON.stringify({ presence, audience } satisfies PresenceMessage));
      } catch (error) {
        onError(error);
      }
    },
    subscribePresence(listener) {
      presenceListeners.add(listener);
      return () => presenceListeners.delete(listener);
    },
    since(after) {
      if (after > seq) return null; // another process's number, or from before a restart
      if (after === seq) return [];
      const first = buffer[0];
      if (!first || after < first.seq - 1) return null;
      return buffer.filter((d) => d.seq > after);
    },
    lastSeq: () => seq,
    onClose(listener) {
      closing.add(listener);
      return () => closing.delete(listener);
    },
    close() {
      for (const listener of [...closing]) listener();
      closing.clear();
    },
  };
}
