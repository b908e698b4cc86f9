// /dashboard/file-manager: folders and files in a grid or a list, with the folder, view, sort and
// filters in the URL (a view is a link; Back goes up). Uploads by button or drop, actions per item
// or on the selection, the details drawer, and the storage used. Selection and dialogs are local.
// What the account may only read offers no change (docs/security.md#private-data).
import { Alert, Box, Button, Card, chakra, Grid, Heading, HStack, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { FolderPlus, Upload } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileItem } from '@/lib/api-contract/file';
import { toast } from '@/lib/toast/toast';
import { useStarFiles, useTrashFiles } from './api/file-mutations';
import { downloadFile, fileQueries } from './api/files';
import { useUploads } from './api/uploads';
import { FileBreadcrumbs, folderPath } from './components/file-breadcrumbs';
import { FileBulkBar } from './components/file-bulk-bar';
import { FileDetailsDrawer } from './components/file-details-drawer';
import { FileDialog } from './components/file-dialog';
import { FileDropZone } from './components/file-drop-zone';
import { FILE_CHANGES, type FileAction } from './components/file-item-menu';
import { FileItems } from './components/file-items';
import { FileMoveDialog } from './components/file-move-dialog';
import { FileNewFolderDialog } from './components/file-new-folder-dialog';
import { FileShareDialog } from './components/file-share-dialog';
import { FileStorageCard } from './components/file-storage-card';
import { FileToolbar } from './components/file-toolbar';
import { FileUploadPanel } from './components/file-upload-panel';
import { searchesEverywhere, toFileListQuery, type FileManagerSearch } from './search';
import { useMayChangeFile } from './use-may-change-file';
import { errorText } from '@/lib/http/error-text';

const route = getRouteApi('/dashboard/file-manager');

export function FileManagerPage() {
  const { t } = useTranslation('file-manager');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const list = useQuery(fileQueries.list(toFileListQuery(search)));
  const folders = useQuery(fileQueries.folders());
  const items = list.data?.items ?? [];
  const folderId = search.folder ?? null;

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [renamingId, setRenamingId] = useState<string | null>(null);
  const [details, setDetails] = useState<FileItem | null>(null);
  const [sharing, setSharing] = useState<FileItem | null>(null);
  const [moving, setMoving] = useState<FileItem[]>([]);
  const [deleting, setDeleting] = useState<FileItem[]>([]);
  const [newFolder, setNewFolder] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const { upload } = useUploads();
  const star = useStarFiles();
  const trash = useTrashFiles();
  const mayChange = useMayChangeFile();

  const setSearch = useCallback(
    (patch: Partial<FileManagerSearch>) => {
      setSelected(new Set());
      void navigate({ search: (s) => ({ ...s, ...patch }), resetScroll: false });
    },
    [navigate],
  );
  const selectedItems = items.filter((i) => selected.has(i.id));
  const readOnlySelected = selectedItems.filter((i) => !mayChange(i)).length;
  /**
   * An action from an item applies to the whole selection when that item is part of it, unless the
   * selection holds an item the account may only read (the server would refuse the whole call):
   * then to the item alone, which its dialog names.
   */
  const targetsOf = (item: FileItem) =>
    selected.has(item.id) && selectedItems.length > 1 && !readOnlySelected ? selectedItems : [item];

  function open(item: FileItem) {
    if (item.kind === 'folder') setSearch({ folder: item.id, q: '', starred: false });
    else setDetails(item);
  }

  function onAction(action: FileAction, item: FileItem) {
    if (FILE_CHANGES.has(action) && !mayChange(item)) return;
    if (action === 'details') setDetails(item);
    if (action === 'download')
      void downloadFile(item.id, item.name).catch((e: Error) => toast.error(t('toast.downloadFailed'), errorText(e)));
    if (action === 'rename') setRenamingId(item.id);
    if (action === 'move') setMoving(targetsOf(item));
    if (action === 'share') setSharing(item);
    if (action === 'star') star.mutate({ ids: [item.id], starred: !item.isFavorite });
    if (action === 'delete') setDeleting(targetsOf(item));
  }

  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const everywhere = searchesEverywhere(search);
  const path = folderPath(folders.data ?? [], search.folder);

  return (
    <FileDropZone onFiles={(files) => upload(files, folderId)}>
      <Stack gap={6}>
        <HStack justify="space-between" wrap="wrap" gap={3}>
          <Box>
            <Heading as="h1" size="2xl">
              {t('title')}
            </Heading>
            <Text color="fg.muted">{t('subtitle')}</Text>
          </Box>
          <HStack gap={2}>
            <Button variant="outline" onClick={() => setNewFolder(true)}>
              <FolderPlus aria-hidden />
              {t('newFolder.button')}
            </Button>
            <Button colorPalette="primary" onClick={() => input.current?.click()}>
              <Upload aria-hidden />
              {t('upload.button')}
            </Button>
            <Input
              ref={input}
              type="file"
              multiple
              display="none"
              aria-label={t('upload.button')}
              onChange={(e) => {
                upload([...(e.target.files ?? [])], folderId);
                e.target.value = '';
              }}
            />
          </HStack>
        </HStack>

        {/* On a phone the uploads come above the items (seen as soon as they start), beside them
            from xl; row gaps are margins so the panel's empty area leaves no gap. */}
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) 320px' }}
          templateAreas={{ base: '"uploads" "files" "storage"', xl: '"files uploads" "files storage"' }}
          templateRows={{ xl: 'auto 1fr' }}
          columnGap={6}
          alignItems="start"
        >
          <Card.Root overflow="hidden" gridArea="files" mb={{ base: 6, xl: 0 }}>
            <Box px={{ base: 3, md: 4 }} pt={4}>
              <FileBreadcrumbs
                path={everywhere ? [] : path}
                label={everywhere ? (search.q.trim() ? t('searchResults') : t('filter.starred')) : undefined}
              />
            </Box>
            <FileToolbar search={search} onChange={setSearch} />
            {/* Always in the page, so screen readers hear each change of the selection. */}
            <chakra.p srOnly role="status">
              {selectedItems.length ? t('bulk.selected', { count: selectedItems.length }) : ''}
            </chakra.p>
            {selectedItems.length ? (
              <FileBulkBar
                count={selectedItems.length}
                allStarred={selectedItems.every((i) => i.isFavorite)}
                readOnly={readOnlySelected}
                onMove={() => setMoving(selectedItems)}
                onStar={() => star.mutate({ ids: selectedItems.map((i) => i.id), starred: !selectedItems.every((i) => i.isFavorite) })}
                onDelete={() => setDeleting(selectedItems)}
                onClear={() => setSelected(new Set())}
              />
            ) : null}
            {list.isError ? (
              <Alert.Root status="error" mx={4} mb={4} w="auto">
                <Alert.Indicator />
                <Alert.Title>{errorText(list.error)}</Alert.Title>
                <Button size="xs" variant="outline" ms="auto" onClick={() => void list.refetch()}>
                  {t('retry')}
                </Button>
              </Alert.Root>
            ) : null}
            <Box opacity={list.isPlaceholderData ? 0.6 : 1} aria-busy={list.isFetching} data-testid="file-items">
              {list.isPending ? (
                <Skeleton h={48} m={4} />
              ) : items.length ? (
                <FileItems
                  items={items}
                  view={search.view}
                  selected={selected}
                  renamingId={renamingId}
                  onSelect={(ids) => setSelected(new Set(ids))}
                  onToggle={toggle}
                  onOpen={open}
                  onAction={onAction}
                  mayChange={mayChange}
                  onRenameDone={(refocus) => {
                    const id = renamingId;
                    setRenamingId(null);
                    // Back to the item's name button once it is shown again (docs/file-manager.md).
                    if (refocus && id)
                      requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-file-item="${id}"]`)?.focus());
                  }}
                />
              ) : list.data ? (
                <Stack align="center" gap={1} py={12} px={4} textAlign="center">
                  <Text fontWeight="medium">{t('empty.title')}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t('empty.hint')}
                  </Text>
                </Stack>
              ) : null}
              {list.data && list.data.total > items.length ? (
                <Text fontSize="sm" color="fg.muted" px={4} pb={4}>
                  {t('truncated', { shown: items.length, total: list.data.total })}
                </Text>
              ) : null}
            </Box>
          </Card.Root>
          <FileUploadPanel gridArea="uploads" mb={6} />
          <FileStorageCard gridArea="storage" />
        </Grid>
      </Stack>

      <FileNewFolderDialog open={newFolder} parentId={folderId} onClose={() => setNewFolder(false)} />
      <FileMoveDialog
        items={moving}
        onClose={() => {
          setMoving([]);
          setSelected(new Set());
        }}
      />
      <FileShareDialog item={sharing} onClose={() => setSharing(null)} />
      <FileDetailsDrawer
        item={details}
        onClose={() => setDetails(null)}
        onShare={(item) => onAction('share', item)}
        onDownload={(item) => onAction('download', item)}
        mayChange={mayChange}
      />
      <FileDialog
        role="alertdialog"
        open={deleting.length > 0}
        title={deleting.length === 1 ? t('delete.titleOne', { name: deleting[0]!.name }) : t('delete.title', { count: deleting.length })}
        submitLabel={t('action.delete')}
        destructive
        onClose={() => setDeleting([])}
        onSubmit={() => {
          trash.mutate(deleting);
          setSelected(new Set());
          setDeleting([]);
        }}
      >
        <Text>{t('delete.description')}</Text>
      </FileDialog>
    </FileDropZone>
  );
}
