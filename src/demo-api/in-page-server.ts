// The demo API answering in the page: the same msw handlers the service worker uses, called
// directly with the client's Request (src/lib/http/client.ts hands its reads here). Two things
// make it cheaper than msw's own walk over every handler: only the handlers of the request's group
// (`/api/<group>/…`, plus those for any group, such as the fault switch) are tried, in their
// order (with the lazy list of handlers.ts: the proxies of the groups under `/api/<group>`); and
// the request carries no cookies (the demo API keeps its session in a bearer token and
// reads none), so msw does not read `document.cookie` once per handler tried.
import { getResponse, type RequestHandler } from 'msw';

/** The group a path names after `/api/` (`user` for `/api/user/list`), or null for any group. */
function groupOf(path: string): string | null {
  const rest = path.split('/api/')[1];
  if (rest === undefined) return null;
  const segment = rest.split('/')[0] ?? '';
  return segment === '' || segment.startsWith(':') || segment.includes('*') ? null : segment;
}

function handlerGroup(handler: RequestHandler): string | null {
  const { path } = handler.info as { path?: unknown };
  return typeof path === 'string' ? groupOf(path) : null;
}

export function inPageServer(handlers: readonly RequestHandler[]): (request: Request) => Promise<Response | undefined> {
  const groups = new Map<string | null, RequestHandler[]>();
  const tagged = handlers.map((handler) => ({ handler, group: handlerGroup(handler) }));
  const forGroup = (group: string | null) => {
    let list = groups.get(group);
    if (!list) {
      list = tagged.filter((h) => group === null || h.group === null || h.group === group).map((h) => h.handler);
      groups.set(group, list);
    }
    return list;
  };
  return (request) =>
    getResponse(forGroup(groupOf(new URL(request.url).pathname)), new Request(request, { credentials: 'omit' }));
}
