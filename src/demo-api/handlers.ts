// Every handler of the demo API, as msw sees it. Each resource group is one file in ./handlers that
// exports `handlers`; dropping a file there adds it (the browser worker and the in-page server use
// this list; the unit tests an eager one, tests/eager-demo-handlers.ts, that handlers.test.ts
// compares it with). Groups load on their first request, not with the list
// (docs/performance.md#demo-api): for each group the list holds small proxies, one per path
// prefix, that `import()` the group's file when a request under the prefix first arrives, then
// answer with the group's own handlers (msw's getResponse), or fall through to the next group.
//   - `handlers/<name>.ts` answers `/api/<name>` and every path under it, unless `groupPaths` below
//     lists other prefixes for it (`:param` segments allowed). src/demo-api/handlers.test.ts fails
//     when a group has a handler outside its prefixes.
//   - `handlers/_<name>.ts` (a leading underscore) is loaded with the list and tried for every path,
//     before the groups: the fault switch (`_fault.ts`). Keep such files tiny.
// Precedence is as if every group's handlers were in one list: files sorted by name, handlers in
// file order (a proxy tries its group's handlers in order; no answer falls through to the next).
import { HttpResponse, getResponse, http, type RequestHandler } from 'msw';
import { API } from './respond';

/** Prefixes under `/api` of the groups that answer something other than `/api/<file name>/…`. */
export const groupPaths: Readonly<Record<string, readonly string[]>> = {
  health: ['/health', '/demo'],
  notification: ['/notifications'],
  overview: ['/overview/app'],
  'overview-pages': ['/overview/:page/:widget'],
  permission: ['/auth/role'],
  team: ['/team', '/auth/invitation'],
  'tour-booking': ['/tour/:id/bookings'],
};

type Handlers = RequestHandler[];

const everyPath = import.meta.glob<Handlers>('./handlers/_*.ts', { eager: true, import: 'handlers' });
const groups = import.meta.glob<Handlers>(['./handlers/*.ts', '!./handlers/_*.ts', '!./handlers/*.test.ts'], {
  import: 'handlers',
});

/** `./handlers/tour-booking.ts` → `tour-booking`. */
export function groupName(file: string): string {
  return file.replace(/^.*\//, '').replace(/\.ts$/, '');
}

export function prefixesOf(group: string): readonly string[] {
  return groupPaths[group] ?? [`/${group}`];
}

function lazyGroup(group: string, load: () => Promise<Handlers>): Handlers {
  let loaded: Promise<Handlers> | null = null;
  const resolver = async ({ request }: { request: Request }) => {
    let list: Handlers;
    try {
      list = await (loaded ??= load());
    } catch (cause) {
      // The group's chunk could not be fetched (offline, or a deploy replaced it): the demo server
      // is unreachable for this request, as with no connection; the next request tries again.
      loaded = null;
      console.error(`[demo API] The ${group} group could not load.`, cause);
      return HttpResponse.error();
    }
    return getResponse(list, request);
  };
  // `<prefix>/*?` is the prefix itself and every path under it, by msw's own matching.
  return prefixesOf(group).map((prefix) => http.all(`${API}${prefix}/*?`, resolver));
}

export const handlers: Handlers = [...Object.keys(everyPath), ...Object.keys(groups)]
  .sort()
  .flatMap((file) => {
    const eager = everyPath[file];
    if (eager) return eager;
    const load = groups[file];
    return load ? lazyGroup(groupName(file), load) : [];
  });
