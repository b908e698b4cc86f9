// File overview: storage by type, recent and shared files, and the most active folders, from the
// file manager's records (a folder's size and activity are those of the files directly in it). One
// computation for the demo API and the server, each handing in the items its reader may see
// (FileSource).
import type { FileItem } from '@/lib/api-contract/file';
import type {
  FileListResponse,
  FiguresResponse,
  FolderActivityResponse,
  SeriesResponse,
  ShareResponse,
} from '@/lib/api-contract/overview-pages';
import { sumByBucket } from '@/lib/overview-range';
import { at, figure, isIn, type SourcedWidget } from './widget';

/** What the page reads of an item of the file manager. */
export type OverviewFile = Pick<FileItem, 'id' | 'name' | 'kind' | 'size' | 'parentId' | 'sharedWith' | 'createdAt' | 'modifiedAt'>;

export interface FileSource {
  /** The folders and files the reader may see, not in the trash, in the order stored. */
  files(): Promise<OverviewFile[]>;
}

const docs = async (source: FileSource) => (await source.files()).filter((f) => f.kind !== 'folder');

function listed(list: OverviewFile[], all: OverviewFile[]): FileListResponse {
  const names = new Map(all.map((f) => [f.id, f.name]));
  return {
    files: list.map((f) => ({
      id: f.id,
      name: f.name,
      kind: f.kind,
      size: f.size,
      modifiedAt: f.modifiedAt,
      sharedWith: f.sharedWith.map((s) => s.name),
      folder: f.parentId ? (names.get(f.parentId) ?? null) : null,
    })),
  };
}

export const file: Record<string, SourcedWidget<FileSource>> = {
  async figures({ range, window: w }, source): Promise<FiguresResponse> {
    const list = await docs(source);
    return {
      range,
      from: new Date(w.from).toISOString(),
      to: new Date(w.to).toISOString(),
      figures: [
        {
          id: 'storage',
          unit: 'bytes',
          value: list.reduce((s, f) => s + f.size, 0),
          change: null,
          isTotal: true,
        },
        { id: 'files', unit: 'count', value: list.length, change: null, isTotal: true },
        figure(
          'added',
          'count',
          list.map((f) => ({ at: at(f.createdAt), value: 1 })),
          w,
        ),
        figure(
          'changed',
          'count',
          list.map((f) => ({ at: at(f.modifiedAt), value: 1 })),
          w,
        ),
      ],
    };
  },
  async storage(_ctx, source): Promise<ShareResponse> {
    const by = new Map<string, { value: number; count: number }>();
    for (const f of await docs(source)) {
      const row = by.get(f.kind) ?? { value: 0, count: 0 };
      row.value += f.size;
      row.count += 1;
      by.set(f.kind, row);
    }
    return {
      valueUnit: 'bytes',
      items: [...by.entries()]
        .map(([id, r]) => ({ id, label: id, ...r }))
        .sort((a, b) => b.value - a.value),
    };
  },
  async activity({ window: w }, source): Promise<SeriesResponse> {
    const list = await docs(source);
    return {
      unit: w.unit,
      keys: w.buckets.map((b) => b.key),
      valueUnit: 'count',
      series: {
        added: sumByBucket(
          w.buckets,
          list.map((f) => ({ at: at(f.createdAt), value: 1 })),
        ),
        changed: sumByBucket(
          w.buckets,
          list.map((f) => ({ at: at(f.modifiedAt), value: 1 })),
        ),
      },
    };
  },
  async recent({ window: w }, source): Promise<FileListResponse> {
    const all = await source.files();
    const list = all
      .filter((f) => f.kind !== 'folder' && isIn(f.modifiedAt, w))
      .sort((a, b) => b.modifiedAt.localeCompare(a.modifiedAt));
    return listed(list.slice(0, 6), all);
  },
  async shared(_ctx, source): Promise<FileListResponse> {
    const all = await source.files();
    return listed(
      all
        .filter((f) => f.kind !== 'folder' && f.sharedWith.length > 0)
        .sort((a, b) => b.modifiedAt.localeCompare(a.modifiedAt))
        .slice(0, 6),
      all,
    );
  },
  async folders({ window: w }, source): Promise<FolderActivityResponse> {
    const all = await source.files();
    const rows = all
      .filter((f) => f.kind === 'folder')
      .map((folder) => {
        const inside = all.filter((f) => f.parentId === folder.id && f.kind !== 'folder');
        return {
          id: folder.id,
          name: folder.name,
          files: inside.length,
          size: inside.reduce((s, f) => s + f.size, 0),
          changed: inside.filter((f) => isIn(f.modifiedAt, w)).length,
        };
      })
      .sort((a, b) => b.changed - a.changed || b.files - a.files);
    return { folders: rows.slice(0, 5) };
  },
};
