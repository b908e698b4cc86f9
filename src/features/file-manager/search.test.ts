// The file manager's URL state (docs/file-manager.md): unknown values fall back, and the list
// query follows the rules (search and Starred look in every folder; type groups become kinds).
import { describe, expect, it } from 'vitest';
import { toFileListQuery, validateFileManagerSearch } from './search';

describe('file manager search', () => {
  it('keeps valid values and drops the rest', () => {
    const search = validateFileManagerSearch({
      folder: 'f-1',
      view: 'list',
      sort: 'size',
      order: 'desc',
      type: 'data',
      from: '2026-10-01',
      to: 'yesterday',
      // @ts-expect-error an unknown param is dropped
      page: 3,
    });
    expect(search).toEqual({ folder: 'f-1', view: 'list', sort: 'size', order: 'desc', q: '', type: 'data', from: '2026-10-01', to: undefined, starred: false });
    expect(validateFileManagerSearch({ view: 'tiles' as 'grid', type: 'videos' as 'data' })).toMatchObject({ view: 'grid', type: 'all' });
  });

  it('lists one folder with its filters, and every folder for a search or Starred', () => {
    const inFolder = toFileListQuery(validateFileManagerSearch({ folder: 'f-1', type: 'documents', from: '2026-10-01', to: '2026-10-31', sort: 'modifiedAt' }));
    expect(inFolder).toMatchObject({
      parentId: 'f-1',
      kind: ['pdf', 'document', 'presentation'],
      startDate: '2026-10-01',
      endDate: '2026-10-31',
      sort: 'modifiedAt',
      pageSize: 100,
    });
    expect(toFileListQuery(validateFileManagerSearch({})).parentId).toBe('root');
    expect(toFileListQuery(validateFileManagerSearch({})).sort).toBeUndefined();
    expect(toFileListQuery(validateFileManagerSearch({ folder: 'f-1', q: ' budget ' }))).toMatchObject({ parentId: undefined, q: 'budget' });
    expect(toFileListQuery(validateFileManagerSearch({ folder: 'f-1', starred: true }))).toMatchObject({ parentId: undefined, favorite: 'true' });
  });
});
