// Saved views of the lists (docs/api/views.md), kept per signed-in account:
// GET /api/view/list?table=  → { items }, POST /api/view → 201 { view },
// PATCH /api/view/:id → { view }, DELETE /api/view/:id → 204. Names are unique per table.
import { HttpResponse, http } from 'msw';
import type { SavedView } from '@/lib/api-contract/view';
import { requireAccount } from '../accounts';
import { defineCollection } from '../db';
import { API, conflict, latency, notFound } from '../respond';
import { validateBody } from '../validate';

interface StoredView extends SavedView {
  accountId: string;
}

const views = defineCollection<StoredView>('views', () => []);

// The payloads' schemas (zod) load with the first write (docs/performance.md#demo-api).
const schemas = () => import('../schemas/view-input');

const publicView = ({ accountId: _account, ...view }: StoredView): SavedView => view;

async function nameTaken(accountId: string, table: string, wanted: string, except?: string) {
  const lower = wanted.toLocaleLowerCase();
  return Boolean(
    await views.find(
      (v) => v.accountId === accountId && v.table === table && v.id !== except && v.name.toLocaleLowerCase() === lower,
    ),
  );
}

const taken = () => conflict('You already have a view with this name.', { name: 'You already have a view with this name.' });

export const handlers = [
  http.get(`${API}/view/list`, async ({ request }) => {
    await latency();
    const account = await requireAccount(request);
    const table = new URL(request.url).searchParams.get('table') ?? '';
    const items = (await views.all())
      .filter((v) => v.accountId === account.id && v.table === table)
      .sort((a, b) => a.name.localeCompare(b.name))
      .map(publicView);
    return HttpResponse.json({ items });
  }),

  http.post(`${API}/view`, async ({ request }) => {
    await latency();
    const account = await requireAccount(request);
    const parsed = await validateBody(request, (await schemas()).createSchema);
    if (!parsed.ok) return parsed.response;
    if (await nameTaken(account.id, parsed.data.table, parsed.data.name)) return taken();
    const now = new Date().toISOString();
    const view: StoredView = { id: crypto.randomUUID(), accountId: account.id, ...parsed.data, createdAt: now, updatedAt: now };
    await views.put(view);
    return HttpResponse.json({ view: publicView(view) }, { status: 201 });
  }),

  http.patch(`${API}/view/:id`, async ({ request, params }) => {
    await latency();
    const account = await requireAccount(request);
    const current = await views.get(String(params.id));
    if (!current || current.accountId !== account.id) return notFound('This view no longer exists.');
    const parsed = await validateBody(request, (await schemas()).patchSchema);
    if (!parsed.ok) return parsed.response;
    if (parsed.data.name && (await nameTaken(account.id, current.table, parsed.data.name, current.id))) return taken();
    const view = await views.put({ ...current, ...parsed.data, updatedAt: new Date().toISOString() });
    return HttpResponse.json({ view: publicView(view) });
  }),

  http.delete(`${API}/view/:id`, async ({ request, params }) => {
    await latency();
    const account = await requireAccount(request);
    const current = await views.get(String(params.id));
    if (!current || current.accountId !== account.id) return notFound('This view no longer exists.');
    await views.delete(current.id);
    return new HttpResponse(null, { status: 204 });
  }),
];
