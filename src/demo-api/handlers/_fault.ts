// A demo setting for trying a server failure in the browser (docs/api/demo-faults.md): while
// localStorage `corvane.demo.failRequests` names a request ("PATCH /api/order", several separated
// by commas), every matching request is answered 500; a leading kind picks another fault: "html"
// (a 200 with an HTML page, as a captive portal sends), "truncated" (a 200 with JSON cut off) or
// "hang" (no answer at all) or "offline" (the request fails as with no connection: fetch rejects).
// Named with a leading underscore so it runs before every other
// handler (handlers.ts sorts the files); other requests fall through.
import { HttpResponse, http } from 'msw';
import { API } from '../respond';

export const FAIL_REQUESTS_KEY = 'corvane.demo.failRequests';

type FaultKind = 'fail' | 'html' | 'truncated' | 'hang' | 'offline';
const KINDS: readonly FaultKind[] = ['fail', 'html', 'truncated', 'hang', 'offline'];

function failing(): { kind: FaultKind; method: string; path: string }[] {
  let value: string | null;
  try {
    value = typeof localStorage === 'undefined' ? null : localStorage.getItem(FAIL_REQUESTS_KEY);
  } catch {
    value = null;
  }
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim().split(/\s+/))
    .map((parts) => (parts.length === 2 ? ['fail', ...parts] : parts))
    .filter((parts): parts is [FaultKind, string, string] => parts.length === 3 && KINDS.includes(parts[0] as FaultKind))
    .map(([kind, method, path]) => ({ kind, method: method.toUpperCase(), path }));
}

export const handlers = [
  http.all(`${API}/*`, ({ request }) => {
    const path = new URL(request.url).pathname;
    const match = failing().find((f) => f.method === request.method && path.startsWith(f.path));
    if (!match) return undefined;
    if (match.kind === 'hang') return new Promise<never>(() => {});
    if (match.kind === 'offline') return HttpResponse.error();
    if (match.kind === 'html')
      return HttpResponse.html('<!doctype html><title>Sign in to the network</title><p>Accept the terms to continue.</p>');
    if (match.kind === 'truncated') return new HttpResponse('{"items":[{"id":"', { headers: { 'Content-Type': 'application/json' } });
    return HttpResponse.json({ message: 'The demo API was asked to fail this request.' }, { status: 500 });
  }),
];
