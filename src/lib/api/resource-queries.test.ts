// @vitest-environment node
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ListQuery, ListResponse } from '@/lib/api-contract/list';
import { server } from '../../../tests/setup';
import { resourceQueries } from './resource-queries';

interface Note {
  id: string;
  title: string;
}
const notes = resourceQueries<{ record: Note; input: { title: string }; query: ListQuery; list: ListResponse<Note> }>({
  group: 'note',
  paths: {
    list: '/api/note/list',
    details: '/api/note/details',
    create: '/api/note',
    item: (id) => `/api/note/${id}`,
    bulkDelete: '/api/note/bulk-delete',
  },
});

describe('resourceQueries', () => {
  it('builds the key hierarchy of the group', () => {
    expect(notes.queries.all()).toEqual(['note']);
    expect(notes.queries.lists()).toEqual(['note', 'list']);
    expect(notes.queries.list({ page: 2 }).queryKey).toEqual(['note', 'list', { page: 2 }]);
    expect(notes.queries.details()).toEqual(['note', 'detail']);
    expect(notes.queries.detail('n1').queryKey).toEqual(['note', 'detail', 'n1']);
  });

  it('reads and writes the shared shape, unwrapping the record', async () => {
    const seen: string[] = [];
    server.use(
      mswHttp.get('*/api/note/list', ({ request }) => {
        seen.push(`list ${new URL(request.url).search}`);
        return HttpResponse.json({ items: [{ id: 'n1', title: 'A' }], total: 1, page: 1, pageSize: 10 });
      }),
      mswHttp.get('*/api/note/details', ({ request }) => {
        seen.push(`details ${new URL(request.url).search}`);
        return HttpResponse.json({ note: { id: 'n1', title: 'A' } });
      }),
      mswHttp.post('*/api/note', async ({ request }) =>
        HttpResponse.json({ note: { id: 'n2', ...((await request.json()) as object) } }, { status: 201 }),
      ),
      mswHttp.patch('*/api/note/:id', async ({ params, request }) =>
        HttpResponse.json({ note: { id: params.id, ...((await request.json()) as object) } }),
      ),
      mswHttp.delete('*/api/note/:id', () => new HttpResponse(null, { status: 204 })),
      mswHttp.post('*/api/note/bulk-delete', async ({ request }) =>
        HttpResponse.json({ deleted: ((await request.json()) as { ids: string[] }).ids.length }),
      ),
    );
    expect((await notes.fetchers.list({ page: 1, q: 'a' })).items).toHaveLength(1);
    expect(await notes.fetchers.detail('n1')).toEqual({ id: 'n1', title: 'A' });
    expect(await notes.fetchers.create({ title: 'B' })).toEqual({ id: 'n2', title: 'B' });
    expect(await notes.fetchers.update('n2', { title: 'C' })).toEqual({ id: 'n2', title: 'C' });
    await expect(notes.fetchers.remove('n2')).resolves.toBeNull();
    expect(await notes.fetchers.bulkRemove(['n1', 'n2'])).toEqual({ deleted: 2 });
    expect(seen).toEqual(['list ?page=1&q=a', 'details ?id=n1']);
  });

  it('rejects with the server error of an unknown record', async () => {
    server.use(mswHttp.get('*/api/note/details', () => HttpResponse.json({ message: 'No note' }, { status: 404 })));
    await expect(notes.fetchers.detail('x')).rejects.toMatchObject({ status: 404, message: 'No note' });
  });
});
