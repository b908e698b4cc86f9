// Which tab made a write (docs/api/live.md): the app sends its tab's id in X-Live-Origin with each
// write; the request runs inside this context, and the live bus adds the id to the events the
// write publishes, so that tab can skip them (its own mutation refreshed it already). Held in
// AsyncLocalStorage so the write routes publish as before, without passing the id along.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';
import { LIVE_ORIGIN_HEADER, LIVE_ORIGIN_PATTERN } from '@/lib/api-contract/live';

const current = new AsyncLocalStorage<string>();

/** The origin of the write being handled, if it named a well-formed one. */
export const liveOrigin = (): string | undefined => current.getStore();

export const liveOriginMiddleware: MiddlewareHandler = async (c, next) => {
  const origin = c.req.header(LIVE_ORIGIN_HEADER);
  if (c.req.method === 'GET' || !origin || !LIVE_ORIGIN_PATTERN.test(origin)) return next();
  return current.run(origin, next);
};
