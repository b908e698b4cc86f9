// A parser of the text/event-stream format (the HTML standard's "server-sent events"), fed the
// stream's text in chunks as they arrive: a line, or the "\r\n" ending it, may be split between
// two chunks. Used by sse-reader.ts, which reads the stream with fetch (EventSource cannot send
// the Authorization header the API wants: docs/api/live.md).

export interface SseMessage {
  /** The `event` field; 'message' when there is none. */
  event: string;
  /** The `data` lines joined with '\n'. */
  data: string;
  /** The last `id` seen on the stream so far (it carries over events without one). */
  lastEventId: string;
}

export interface SseParser {
  /** Parses a chunk; returns the messages it completed. */
  push(chunk: string): SseMessage[];
  /** The last `id` seen (what a reconnect sends as Last-Event-ID). */
  lastEventId(): string;
  /** The last valid `retry` (milliseconds), if any. */
  retry(): number | null;
}

export function createSseParser(initialLastEventId = ''): SseParser {
  let buffer = '';
  let pendingCr = false;
  let eventType = '';
  let data: string[] = [];
  let lastId = initialLastEventId;
  let idBuffer = initialLastEventId;
  let retry: number | null = null;

  const line = (text: string, out: SseMessage[]) => {
    if (text === '') {
      lastId = idBuffer;
      if (data.length) out.push({ event: eventType || 'message', data: data.join('\n'), lastEventId: lastId });
      eventType = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return; // a comment (the heartbeat)
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventType = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id') {
      if (!value.includes('\0')) idBuffer = value;
    } else if (field === 'retry') {
      if (/^\d+$/.test(value)) retry = Number(value);
    }
  };

  return {
    push(chunk) {
      const out: SseMessage[] = [];
      let text = chunk;
      // A "\r" that ended the last chunk already ended its line: a "\n" right after it is its pair.
      if (pendingCr && text.startsWith('\n')) text = text.slice(1);
      pendingCr = false;
      buffer += text;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const c = buffer[i];
        if (c !== '\n' && c !== '\r') continue;
        line(buffer.slice(start, i), out);
        if (c === '\r') {
          if (i + 1 === buffer.length) pendingCr = true;
          else if (buffer[i + 1] === '\n') i++;
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
      return out;
    },
    lastEventId: () => lastId,
    retry: () => retry,
  };
}
