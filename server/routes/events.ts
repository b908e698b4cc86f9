// GET /api/events (docs/api/live.md): one server-sent event stream per signed-in tab. Each
// change the account may read is an event `change` with a numbered `id`; a client that
// reconnects with Last-Event-ID first gets what it missed from the bus's buffer (or `reset` when
// that is gone); a comment every 15 s keeps proxies from closing an idle stream. Other accounts'
// presence (POST /api/presence) goes out as `presence` events, without an id.
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { LIVE_CHANGE_EVENT, LIVE_HEARTBEAT_MS, LIVE_RESET_EVENT } from '@/lib/api-contract/live';
import type { UserRole } from '@/lib/api-contract/auth';
import { apiCallOf, canUseRoute, roleMayCall } from '@/lib/api-contract/permission';
import { LIVE_PRESENCE_EVENT, presencePage } from '@/lib/api-contract/presence';
import type { AppEnv, ServerDeps } from '../context';
import { mayRead, RESET_GROUP, type Delivered, type DeliveredPresence } from '../live/bus';

/**
 * Whether a role may read a group's records (its list, by the permission table): a change of a
 * group the role may not read (an invoice, for a user) never reaches its streams. Groups without a
 * list call of their own (the kanban board, "*" of a reset) are everyone's.
 */
export function roleMayReadGroup(role: UserRole, group: string): boolean {
  const read = apiCallOf('GET', `/api/${group}/list`);
  return !read || roleMayCall(read.rule, role);
}

/** How long the client waits before reconnecting after the stream ends (the SSE `retry` field). */
const RETRY_MS = 2_000;

export function eventRoutes(deps: ServerDeps, heartbeatMs = LIVE_HEARTBEAT_MS) {
  const { live, metrics } = deps;
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => {
    const account = c.get('account');
    const reader = { id: account.id, email: account.email };
    const header = c.req.header('last-event-id') ?? c.req.query('lastEventId') ?? '';
    const lastId = /^\d+$/.test(header) ? Number(header) : null;
    await live.ready;
    c.header('X-Accel-Buffering', 'no'); // nginx: pass each event on at once
    return streamSSE(c, async (stream) => {
      const ended = metrics.streamOpened();
      // Events go out in order, each once: a write waits for the one before, and an event the
      // replay already sent is skipped when it also arrives live.
      let chain = Promise.resolve();
      let sentUpTo = lastId ?? live.lastSeq();
      const send = (d: Delivered) => {
        if (d.seq <= sentUpTo || !mayRead(reader, d.audience) || !roleMayReadGroup(account.role, d.event.group)) return;
        sentUpTo = d.seq;
        // "Reset demo data" replaced every record: the client refetches all, as after a lost replay.
        const message = d.event.group === RESET_GROUP ? { event: LIVE_RESET_EVENT, data: '{}' } : { event: LIVE_CHANGE_EVENT, data: d.json };
        chain = chain
          .then(() => stream.writeSSE({ ...message, id: String(d.seq) }))
          .catch(() => undefined);
      };
      // A fresh stream starts at the current number, so a reconnect before any event resumes there.
      const first = lastId === null ? { id: String(live.lastSeq()) } : {};
      chain = chain.then(() => stream.writeSSE({ event: 'ready', data: '{}', retry: RETRY_MS, ...first }));
      const missed = lastId === null ? [] : live.since(lastId);
      const unsubscribeChanges = live.subscribe(send);
      // Presence (docs/api/live.md#presence): never numbered nor replayed, never to its own account.
      const sendPresence = (p: DeliveredPresence) => {
        if (p.event.account.id === reader.id || !mayRead(reader, p.audience)) return;
        // Only to an account whose role may open the record's page (an invoice: managers).
        if (!canUseRoute(presencePage(p.event.topic), account.role as UserRole)) return;
        chain = chain.then(() => stream.writeSSE({ event: LIVE_PRESENCE_EVENT, data: p.json })).catch(() => undefined);
      };
      const unsubscribePresence = live.subscribePresence(sendPresence);
      const unsubscribe = () => {
        unsubscribeChanges();
        unsubscribePresence();
        ended();
      };
      if (missed) missed.forEach(send);
      else {
        sentUpTo = live.lastSeq();
        chain = chain.then(() => stream.writeSSE({ event: LIVE_RESET_EVENT, id: String(sentUpTo), data: '{}' }));
      }
      let open = true;
      const stopOnClose = live.onClose(() => {
        open = false;
        unsubscribe();
        void stream.close();
      });
      stream.onAbort(() => {
        open = false;
        unsubscribe();
        stopOnClose();
      });
      try {
        await chain;
        while (open) {
          await stream.sleep(heartbeatMs);
          if (open) chain = chain.then(() => stream.write(': heartbeat\n\n')).then(() => undefined);
          await chain;
        }
      } finally {
        unsubscribe();
        stopOnClose();
      }
    });
  });
  return app;
}
