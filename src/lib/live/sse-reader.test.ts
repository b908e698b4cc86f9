import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../tests/setup';
import { createSseParser, type SseMessage } from './sse-parser';
import { connectEventStream } from './sse-reader';

const URL = 'http://localhost/api/events';

/** A text/event-stream answer that sends `chunks` one by one, then ends (or stays open). */
function streamOf(chunks: string[], { end = true } = {}) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const chunk of chunks) {
        controller.enqueue(encoder.encode(chunk));
        await new Promise((r) => setTimeout(r, 5));
      }
      if (end) controller.close();
    },
  });
  return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } });
}

const waitFor = async (check: () => boolean, ms = 3_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('the SSE parser', () => {
  it('joins lines split between chunks, any line ending, multi-line data, comments, id and retry', () => {
    const parser = createSseParser();
    const out: SseMessage[] = [];
    const feed = (s: string) => out.push(...parser.push(s));
    feed(': heartbeat\n\nevent: cha');
    feed('nge\nid: 7\ndata: {"group":"prod');
    feed('uct"}\r');
    feed('\n\r\n');
    feed('data: a\rdata: b\r\r');
    feed('retry: 2500\nretry: soon\nid\n');
    feed('data\n\n');
    expect(out).toEqual([
      { event: 'change', data: '{"group":"product"}', lastEventId: '7' },
      { event: 'message', data: 'a\nb', lastEventId: '7' },
      { event: 'message', data: '', lastEventId: '' },
    ]);
    expect(parser.retry()).toBe(2500);
  });

  it('keeps an id sent without data, and dispatches nothing for it', () => {
    const parser = createSseParser('3');
    expect(parser.push('id: 9\n\n')).toEqual([]);
    expect(parser.lastEventId()).toBe('9');
  });
});

describe('the event stream reader', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('sends the token, reads events split mid-line, and reconnects with Last-Event-ID', async () => {
    const seen: { auth: string | null; last: string | null }[] = [];
    server.use(
      mswHttp.get('*/api/events', ({ request }) => {
        seen.push({ auth: request.headers.get('authorization'), last: request.headers.get('last-event-id') });
        return seen.length === 1
          ? streamOf(['retry: 20\nevent: ready\nid: 4\nda', 'ta: {}\n\nevent: change\nid: 5\ndata: {"group":"user",', '"id":"u1","action":"updated"}\n', '\n'])
          : streamOf(['event: change\nid: 6\ndata: {"group":"user","id":"u2","action":"deleted"}\n\n'], { end: false });
      }),
    );
    const messages: SseMessage[] = [];
    let token = 'first-token';
    stop = connectEventStream({ url: URL, getToken: () => token, onMessage: (m) => messages.push(m), random: () => 0 });
    await waitFor(() => messages.length >= 2);
    token = 'renewed-token';
    await waitFor(() => messages.length >= 3);
    expect(messages.map((m) => [m.event, m.lastEventId])).toEqual([
      ['ready', '4'],
      ['change', '5'],
      ['change', '6'],
    ]);
    expect(JSON.parse(messages[1]!.data)).toEqual({ group: 'user', id: 'u1', action: 'updated' });
    expect(seen).toEqual([
      { auth: 'Bearer first-token', last: null },
      { auth: 'Bearer renewed-token', last: '5' },
    ]);
  });

  it('backs off after failures (doubling the wait) and opens again once the server answers', async () => {
    const times: number[] = [];
    const statuses: string[] = [];
    server.use(
      mswHttp.get('*/api/events', () => {
        times.push(Date.now());
        if (times.length <= 3) return HttpResponse.json({ message: 'Down' }, { status: 503 });
        return streamOf(['event: ready\ndata: {}\n\n'], { end: false });
      }),
    );
    stop = connectEventStream({
      url: URL,
      getToken: () => 'token',
      onMessage: () => {},
      onStatus: (s) => statuses.push(s),
      initialDelayMs: 40,
      random: () => 0,
    });
    await waitFor(() => statuses.includes('open'));
    expect(statuses).toEqual(['error', 'error', 'error', 'open']);
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    expect(gaps[0]).toBeGreaterThanOrEqual(35);
    expect(gaps[1]).toBeGreaterThanOrEqual(75);
    expect(gaps[2]).toBeGreaterThanOrEqual(155);
  });

  it('waits without a token, and stops for good when stopped', async () => {
    let calls = 0;
    server.use(
      mswHttp.get('*/api/events', () => {
        calls += 1;
        return streamOf([], { end: false });
      }),
    );
    const statuses: string[] = [];
    stop = connectEventStream({ url: URL, getToken: () => null, onMessage: () => {}, onStatus: (s) => statuses.push(s), initialDelayMs: 10 });
    await waitFor(() => statuses.length >= 2);
    stop();
    const after = statuses.length;
    await new Promise((r) => setTimeout(r, 80));
    expect(calls).toBe(0);
    expect(statuses.every((s) => s === 'unauthorized')).toBe(true);
    expect(statuses.length).toBe(after);
  });
});
