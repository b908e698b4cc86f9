// The live-update stream of the API server (GET /api/events, docs/api/live.md) read with fetch,
// since EventSource cannot send the bearer token. It reconnects after a drop with a growing,
// jittered wait (the server's `retry` at first, doubling up to 30 s, back to the start once a
// stream opened), and resumes with Last-Event-ID so the server replays what was missed.
import { createSseParser, type SseMessage } from './sse-parser';

export interface EventStreamOptions {
  url: string;
  /** The token for each (re)connection: it may have been renewed since the last one. */
  getToken: () => string | null;
  onMessage: (message: SseMessage) => void;
  /** Each connection's outcome, for tests and diagnostics. */
  onStatus?: (status: 'open' | 'closed' | 'unauthorized' | 'error') => void;
  fetch?: typeof fetch;
  /** First wait before a reconnect when the server named none (ms). */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** 0..1 → the share of the wait added at random, so many tabs do not reconnect at once. */
  random?: () => number;
}

export function connectEventStream(options: EventStreamOptions): () => void {
  const { url, getToken, onMessage, onStatus, initialDelayMs = 1_000, maxDelayMs = 30_000, random = Math.random } = options;
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const controller = new AbortController();
  let lastEventId = '';
  let serverRetry: number | null = null;
  let failures = 0;

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      controller.signal.addEventListener('abort', () => {
        clearTimeout(timer);
        resolve();
      });
    });

  const once = async (): Promise<void> => {
    const token = getToken();
    if (!token) {
      onStatus?.('unauthorized');
      return;
    }
    const headers = new Headers({ Accept: 'text/event-stream', Authorization: `Bearer ${token}` });
    if (lastEventId) headers.set('Last-Event-ID', lastEventId);
    const response = await doFetch(url, { headers, signal: controller.signal, cache: 'no-store', credentials: 'omit' });
    if (response.status === 401) {
      onStatus?.('unauthorized');
      return;
    }
    if (!response.ok || !response.body || !(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
      onStatus?.('error');
      return;
    }
    failures = 0;
    onStatus?.('open');
    const parser = createSseParser(lastEventId);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      for (const message of parser.push(value)) {
        lastEventId = message.lastEventId;
        onMessage(message);
      }
      lastEventId = parser.lastEventId();
      serverRetry = parser.retry() ?? serverRetry;
    }
    onStatus?.('closed');
  };

  void (async () => {
    while (!controller.signal.aborted) {
      try {
        await once();
      } catch {
        if (controller.signal.aborted) return;
        onStatus?.('error');
      }
      if (controller.signal.aborted) return;
      const base = Math.min(maxDelayMs, (serverRetry ?? initialDelayMs) * 2 ** failures);
      failures += 1;
      await wait(base + base * 0.5 * random());
    }
  })();

  return () => controller.abort();
}
