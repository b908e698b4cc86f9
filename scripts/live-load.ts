// `npm run bench:live` (docs/server.md#live-updates-under-load): the server holding many open event
// streams (GET /api/events) while it serves the load bench's list phase. The bench's set-up
// (scripts/bench-server.ts `startBench`: a throw-away PostgreSQL, the server, 100,000 products and
// 10,000 users, the demo account's token), then:
//   1. the list phase (b) alone, SECONDS s, for the figures without streams;
//   2. N streams opened (default 1,000, all with the demo account's token) by a second process, the
//      reader (this file run with --streams-reader: node:http with `agent: false`, one socket per
//      stream, the app's own SSE parser), so that parsing 1,000 streams does not slow autocannon's
//      clock; the server's RSS before and after → memory per stream;
//   3. the list phase with the streams open and no writes (idle streams' cost);
//   4. the list phase again, with a bounded stream of writes beside it (--writes, default 50
//      PATCH /api/product/<id>, one product each, spaced evenly over the phase): each write is one
//      `product updated` event, which every stream must receive once; fan-out latency is each
//      receipt's time minus its write's answer (negative: the route publishes before it answers),
//      and per write the time from its first stream's receipt to its last's.
// Prints the figures against the budgets (list p95 ≤ 50 ms; every stream gets every event). Exit
// code 1 when a stream missed an event (or did not open, or a write failed), unless
// `--report-only`; the list's p95 is reported, not gated (it fails on the shared machine without
// streams too: docs/server.md#load-bench).
//   npm run bench:live [-- --streams 1000 --writes 50 --products 20000 --users 2000 --seconds 12]
import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest, type ClientRequest } from 'node:http';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createSseParser } from '../src/lib/live/sse-parser';
import {
  arg,
  BUDGET,
  listPhase,
  memoryMb,
  percentile,
  REPORT_ONLY,
  SECONDS,
  sleep,
  startBench,
  type PhaseResult,
} from './bench-server';

const STREAMS = arg('streams', 1000);
const WRITES = arg('writes', 50);
/** How many streams the reader opens at a time. */
const OPEN_CONCURRENCY = 50;

/** Messages between this script and its reader process (IPC). */
type ToReader = { type: 'collect' } | { type: 'close' };
type FromReader =
  | {
      type: 'opened';
      opened: number;
      failures: string[];
      ms: number;
      readerRssMb: number;
    }
  | {
      type: 'arrivals';
      /** Per stream: [product id, receipt time (ms since the epoch, sub-ms)] for each first receipt. */
      streams: [string, number][][];
      /** `product` change events received again for a product the stream had already heard of. */
      duplicates: number;
      /** Streams that ended before they were told to close. */
      ended: number;
    };

/** A clock both processes share: ms since the epoch with performance.now()'s resolution. */
const now = () => performance.timeOrigin + performance.now();

// ─── the reader process ──────────────────────────────────────────────────────────────────────────

async function reader() {
  const send = (message: FromReader) => process.send!(message);
  const origin = new URL('/api/events', process.env.LIVE_LOAD_ORIGIN);
  const token = process.env.LIVE_LOAD_TOKEN ?? '';
  const count = Number(process.env.LIVE_LOAD_STREAMS);
  /** Per stream that opened (sent its `ready`): product id → first receipt. */
  const received: Map<string, number>[] = [];
  const requests: ClientRequest[] = [];
  const failures: string[] = [];
  let duplicates = 0;
  let ended = 0;
  let closing = false;

  const closeAll = () => {
    closing = true;
    for (const request of requests) request.destroy();
  };
  // The bench gone (its IPC channel closed): no stream outlives it.
  process.on('disconnect', closeAll);
  process.on('message', (message: ToReader) => {
    if (message.type === 'collect') {
      send({
        type: 'arrivals',
        streams: received.map((got) => [...got]),
        duplicates,
        ended,
      });
    } else {
      closeAll();
      process.disconnect();
    }
  });

  const open = (index: number) =>
    new Promise<boolean>((resolve) => {
      const got = new Map<string, number>();
      let settled = false;
      const settle = (ok: boolean, why?: string) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (why) failures.push(`stream ${index}: ${why}`);
        resolve(ok);
      };
      const timer = setTimeout(() => settle(false, 'no ready event within 30 s'), 30_000);
      const request = httpRequest(
        {
          host: origin.hostname,
          port: origin.port,
          path: origin.pathname,
          method: 'GET',
          agent: false,
          headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
        },
        (response) => {
          if (response.statusCode !== 200) {
            response.resume();
            settle(false, `status ${response.statusCode}`);
            return;
          }
          response.setEncoding('utf8');
          const parser = createSseParser();
          response.on('data', (chunk: string) => {
            const at = now();
            for (const message of parser.push(chunk)) {
              if (message.event === 'ready') {
                if (!settled) received.push(got);
                settle(true);
              } else if (message.event === 'change') {
                const event = JSON.parse(message.data) as { group: string; id: string };
                if (event.group !== 'product') continue;
                if (got.has(event.id)) duplicates++;
                else got.set(event.id, at);
              }
            }
          });
          response.on('close', () => {
            if (!closing) ended++;
            settle(false, 'ended before its ready event');
          });
        },
      );
      request.on('error', (error) => {
        if (!closing) settle(false, error.message);
      });
      request.end();
      requests.push(request);
    });

  const started = now();
  let opened = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(OPEN_CONCURRENCY, count) }, async () => {
      while (next < count && !closing) if (await open(next++)) opened++;
    }),
  );
  send({
    type: 'opened',
    opened,
    failures: failures.slice(0, 10),
    ms: now() - started,
    readerRssMb: process.memoryUsage().rss / 1024 / 1024,
  });
}

// ─── the bench ───────────────────────────────────────────────────────────────────────────────────

function startReader(origin: string, token: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--streams-reader'],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: {
        ...process.env,
        LIVE_LOAD_ORIGIN: origin,
        LIVE_LOAD_TOKEN: token,
        LIVE_LOAD_STREAMS: String(STREAMS),
      },
    },
  );
  const next = <T extends FromReader['type']>(type: T) =>
    new Promise<Extract<FromReader, { type: T }>>((resolve, reject) => {
      const onMessage = (message: FromReader) => {
        if (message.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message as Extract<FromReader, { type: T }>);
      };
      const onExit = (code: number | null) =>
        reject(new Error(`the stream reader exited (${code}) before "${type}"`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const tell = (message: ToReader) => child.send(message);
  return { child, next, tell };
}

const stopChild = async (child: ChildProcess) => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  if (child.connected) child.send({ type: 'close' } satisfies ToReader);
  else child.kill('SIGTERM');
  await exited;
  clearTimeout(timer);
};

interface Write {
  id: string;
  sentAt: number;
  answeredAt: number;
  ok: boolean;
}

/** WRITES product renames, one product each, spaced evenly over `seconds`. */
async function writeSpaced(
  origin: string,
  auth: Record<string, string>,
  ids: string[],
  seconds: number,
): Promise<Write[]> {
  const spacing = (seconds * 1000) / ids.length;
  const start = performance.now();
  const writes: Write[] = [];
  for (const [i, id] of ids.entries()) {
    const due = start + spacing * (i + 0.5);
    if (performance.now() < due) await sleep(due - performance.now());
    const sentAt = now();
    let ok: boolean;
    try {
      const answer = await fetch(`${origin}/api/product/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: `Live load ${i}` }),
      });
      await answer.arrayBuffer();
      ok = answer.ok;
    } catch {
      ok = false;
    }
    writes.push({ id, sentAt, answeredAt: now(), ok });
  }
  return writes;
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '—');
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main() {
  const started = Date.now();
  console.log(`▶ load average ${load()} (${process.env.npm_lifecycle_event ?? 'live-load'})`);
  if (WRITES < 1 || STREAMS < 1) throw new Error('--streams and --writes take a number ≥ 1');
  const bench = await startBench();
  const { origin, pid, productIds, auth, accessToken } = bench;
  let reader: ReturnType<typeof startReader> | undefined;
  try {
    if (productIds.length < WRITES) throw new Error(`--writes ${WRITES}: more than the products`);
    console.log(
      `▶ (b) the list alone: GET ${bench.listPath()} (varied), 10 connections, ${SECONDS} s`,
    );
    const alone = await listPhase(bench, 'alone');
    await sleep(2000);
    const before = memoryMb(pid);

    console.log(
      `▶ opening ${STREAMS} event streams (a reader process, ${OPEN_CONCURRENCY} at a time)`,
    );
    reader = startReader(origin, accessToken);
    const opened = await reader.next('opened');
    console.log(
      `  ${opened.opened} open in ${(opened.ms / 1000).toFixed(1)} s; the reader's RSS ${opened.readerRssMb.toFixed(0)} MB${opened.failures.length ? `; failures: ${opened.failures.join('; ')}` : ''}`,
    );
    await sleep(2000);
    const after = memoryMb(pid);
    const perStreamKb = ((after.rss - before.rss) * 1024) / Math.max(1, opened.opened);

    console.log(`▶ (b) the list with the streams open, no writes: ${SECONDS} s`);
    const idle = await listPhase(bench, 'idle');
    console.log(
      `▶ (b) the list with the streams open and ${WRITES} PATCH /api/product/<id> spaced over ${SECONDS} s`,
    );
    const writeIds = productIds.slice(0, WRITES);
    const [withStreams, writes] = await Promise.all([
      listPhase(bench, 'streams'),
      writeSpaced(origin, auth, writeIds, SECONDS),
    ]);
    const during = memoryMb(pid);
    await sleep(3000); // the last events' way to the streams
    const collected = reader.next('arrivals');
    reader.tell({ type: 'collect' });
    const arrivals = await collected;
    await stopChild(reader.child);
    await sleep(2000);
    const closed = memoryMb(pid);

    // Each stream: which written products it heard of, and when.
    const done = writes.filter((w) => w.ok);
    const byId = new Map(done.map((w) => [w.id, w]));
    const fromAnswer: number[] = [];
    const fromRequest: number[] = [];
    const counts: number[] = [];
    /** Per write: its first and last receipt over all streams (the fan-out's spread). */
    const firstLast = new Map<string, [number, number]>();
    for (const stream of arrivals.streams) {
      let count = 0;
      for (const [id, at] of stream) {
        const write = byId.get(id);
        if (!write) continue;
        count++;
        const seen = firstLast.get(id);
        firstLast.set(id, seen ? [Math.min(seen[0], at), Math.max(seen[1], at)] : [at, at]);
        fromAnswer.push(at - write.answeredAt);
        fromRequest.push(at - write.sentAt);
      }
      counts.push(count);
    }
    fromAnswer.sort((a, b) => a - b);
    fromRequest.sort((a, b) => a - b);
    const spreads = [...firstLast.values()].map(([a, b]) => b - a).sort((a, b) => a - b);
    const expected = done.length * opened.opened;
    const delivered = fromAnswer.length;
    const missing = counts.filter((c) => c < done.length).length;
    const results: PhaseResult[] = [alone, idle, withStreams];

    console.log('\n▶ results');
    console.log(
      '  list       req/s     p50 ms  p95 ms  p99 ms  requests  non-2xx  errors  RSS after',
    );
    for (const r of results) {
      console.log(
        `  ${r.name.padEnd(8)} ${r.rps.toFixed(0).padStart(6)}  ${r.p50.toFixed(1).padStart(7)} ${r.p95.toFixed(1).padStart(7)} ${r.p99.toFixed(1).padStart(7)}  ${String(r.requests).padStart(8)}  ${String(r.non2xx).padStart(7)}  ${String(r.errors).padStart(6)}  ${r.rssMb.toFixed(0).padStart(5)} MB`,
      );
    }
    const rows: [string, string][] = [
      [
        'streams open / asked',
        `${opened.opened} / ${STREAMS} (in ${(opened.ms / 1000).toFixed(1)} s)`,
      ],
      [
        'server RSS before / after opening',
        `${before.rss.toFixed(0)} / ${after.rss.toFixed(0)} MB → ${perStreamKb.toFixed(1)} KB a stream`,
      ],
      [
        'server RSS after the phase / closed',
        `${during.rss.toFixed(0)} / ${closed.rss.toFixed(0)} MB (peak ${closed.peak.toFixed(0)} MB)`,
      ],
      [
        'list p95 alone / streams idle / with writes',
        `${ms(alone.p95)} / ${ms(idle.p95)} / ${ms(withStreams.p95)} ms`,
      ],
      ['writes answered 2xx', `${done.length} / ${writes.length}`],
      [
        'deliveries received / expected',
        `${delivered} / ${expected} (per stream min ${Math.min(...counts)}, max ${Math.max(...counts)}; duplicates ${arrivals.duplicates}; streams ended early ${arrivals.ended})`,
      ],
      ['streams that missed an event', String(missing)],
      [
        'fan-out after the answer p50 / p95 / max',
        `${ms(percentile(fromAnswer, 50))} / ${ms(percentile(fromAnswer, 95))} / ${ms(fromAnswer.at(-1) ?? NaN)} ms`,
      ],
      [
        'first to last stream, a write: p50 / p95 / max',
        `${ms(percentile(spreads, 50))} / ${ms(percentile(spreads, 95))} / ${ms(spreads.at(-1) ?? NaN)} ms`,
      ],
      [
        'fan-out after the request p50 / p95 / max',
        `${ms(percentile(fromRequest, 50))} / ${ms(percentile(fromRequest, 95))} / ${ms(fromRequest.at(-1) ?? NaN)} ms`,
      ],
    ];
    for (const [label, value] of rows) console.log(`  ${label.padEnd(46)} ${value}`);

    const deliveryOk =
      opened.opened === STREAMS &&
      done.length === writes.length &&
      missing === 0 &&
      delivered === expected &&
      arrivals.duplicates === 0;
    const checks: [string, string, string, boolean][] = [
      [
        'list p95 with streams',
        `${ms(withStreams.p95)} ms`,
        `≤ ${BUDGET.listP95} ms`,
        withStreams.p95 <= BUDGET.listP95,
      ],
      ['every stream got every event once', `${delivered} / ${expected}`, 'all', deliveryOk],
      [
        'list non-2xx + errors',
        String(withStreams.non2xx + withStreams.errors),
        '= 0',
        withStreams.non2xx + withStreams.errors === 0,
      ],
    ];
    console.log(`\n▶ budget (load average now ${load()}; the list's p95 is reported, not gated)`);
    for (const [label, value, budget, ok] of checks)
      console.log(
        `  ${ok ? 'PASS' : 'FAIL'}  ${label.padEnd(34)} ${value.padStart(14)}  (budget ${budget})`,
      );
    const failed = !deliveryOk;
    console.log(
      `\n▶ done in ${((Date.now() - started) / 1000).toFixed(0)} s${failed ? (REPORT_ONLY ? ' (events missed; --report-only)' : ': events missed') : ''}`,
    );
    if (failed && !REPORT_ONLY) process.exitCode = 1;
  } finally {
    if (reader) await stopChild(reader.child);
    await bench.cleanUp();
  }
}

if (process.argv.includes('--streams-reader'))
  reader().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
else
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
