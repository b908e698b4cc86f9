// The file manager's URL state (docs/file-manager.md): unknown values fall back, and the list
// query follows the rules (search and Starred look in every folder; type groups become kinds).
import { describe, expect, it } from 'vitest';
import { toFileListQuery, validateFileManagerSearch } from './search';

/** What the router hands over: anything parsed from the URL. */
const parse = (raw: Record<string, unknown>) =>
  validateFileManagerSearch(raw as Parameters<typeof validateFileManagerSearch>[0]);

describe('file manager search', () => {
  it('keeps valid values and drops the rest', () => {
    const search = parse({
      folder: 'f-1',
      view: 'list',
      sort: 'size',
      order: 'desc',
      type: 'data',
      from: '2026-10-01',
      to: 'yesterday',
      page: 3,
    });
    expect(search).toEqual({ folder: 'f-1', view: 'list', sort: 'size', order: 'desc', q: '', type: 'data', from: '2026-10-01', to: undefined, starred: false });
    expect(parse({ view: 'tiles', type: 'audio' })).toMatchObject({ view: 'grid', type: 'all' });
  });

  it('lists one folder with its filters, and every folder for a search or Starred', () => {
    const inFolder = toFileListQuery(parse({ folder: 'f-1', type: 'documents', from: '2026-10-01', to: '2026-10-31', sort: 'modifiedAt' }));
    expect(inFolder).toMatchObject({
      parentId: 'f-1',
      kind: ['pdf', 'document', 'presentation'],
      startDate: '2026-10-01',
      endDate: '2026-10-31',
      sort: 'modifiedAt',
      pageSize: 100,
    });
    expect(toFileListQuery(parse({})).parentId).toBe('root');
    expect(toFileListQuery(parse({})).sort).toBeUndefined();
    expect(toFileListQuery(parse({ folder: 'f-1', q: ' budget ' }))).toMatchObject({ parentId: undefined, q: 'budget' });
    expect(toFileListQuery(parse({ folder: 'f-1', starred: true }))).toMatchObject({ parentId: undefined, favorite: 'true' });
  });
});
