// A demo setting for trying a server failure in the browser (docs/api/demo-faults.md): while
// localStorage `corvane.demo.failRequests` names a request ("PATCH /api/order", several separated
// by commas), every matching request is answered 500. Named with a leading underscore so it runs
// before every other handler (handlers.ts sorts the files); other requests fall through.
import { HttpResponse, http } from 'msw';
import { API } from '../respond';

export const FAIL_REQUESTS_KEY = 'corvane.demo.failRequests';

function failing(): { method: string; path: string }[] {
  let value: string | null;
  try {
    value = typeof localStorage === 'undefined' ? null : localStorage.getItem(FAIL_REQUESTS_KEY);
  } catch {
    value = null;
  }
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim().split(/\s+/))
    .filter((parts): parts is [string, string] => parts.length === 2)
    .map(([method, path]) => ({ method: method.toUpperCase(), path }));
}

export const handlers = [
  http.all(`${API}/*`, ({ request }) => {
    const path = new URL(request.url).pathname;
    const match = failing().some((f) => f.method === request.method && path.startsWith(f.path));
    if (!match) return undefined;
    return HttpResponse.json({ message: 'The demo API was asked to fail this request.' }, { status: 500 });
  }),
];
