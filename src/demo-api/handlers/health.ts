// A liveness probe for the demo API, and the "Reset demo data" action.
import { HttpResponse, http } from 'msw';
import { resetDemoData } from '../db';
import { requireAccount } from '../accounts';
import { API, latency } from '../respond';

export const handlers = [
  http.get(`${API}/health`, () => HttpResponse.json({ ok: true })),
  http.post(`${API}/demo/reset`, async ({ request }) => {
    await latency();
    await requireAccount(request);
    await resetDemoData();
    return HttpResponse.json({ ok: true });
  }),
];
