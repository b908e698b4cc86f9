// Each request's id (docs/server.md#request-ids): a well-formed incoming X-Request-Id (a proxy's)
// is kept, anything else replaced by a fresh UUID. It is answered in X-Request-Id on every answer,
// checked again after the handlers (a handler that returns a `new Response` drops the headers set
// before it), and every line logged while handling the request carries it (server/log.ts).
// hono/request-id keeps ids with `=` and up to 255 characters, and sets the header before only.
import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { withRequestId } from '../log';

export const REQUEST_ID_HEADER = 'X-Request-Id';
const WELL_FORMED = /^[\w-]{1,64}$/;

export const requestIdMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const incoming = c.req.header(REQUEST_ID_HEADER);
  const id = incoming && WELL_FORMED.test(incoming) ? incoming : randomUUID();
  c.set('requestId', id);
  c.header(REQUEST_ID_HEADER, id);
  await withRequestId(id, next);
  if (c.res.headers.get(REQUEST_ID_HEADER) !== id) c.header(REQUEST_ID_HEADER, id);
});
