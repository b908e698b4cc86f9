// The folder picker of "Move": the folder tree, with the items being moved (and what is inside
// them) left out, since a folder cannot go into itself. While the folders load their place is held;
// a failed load says why and offers to try again instead of offering only the top level.
import { Alert, Button, RadioGroup, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileItem } from '@/lib/api-contract/file';
import { errorText } from '@/lib/http/error-text';
import { useMoveFiles } from '../api/file-mutations';
import { fileQueries } from '../api/files';
import { FileDialog } from './file-dialog';
import { FileKindIcon } from './file-kind-icon';

const ROOT = '__root';

function tree(folders: FileItem[], parentId: string | null, depth: number, skip: ReadonlySet<string>): [FileItem, number][] {
  return folders
    .filter((f) => f.parentId === parentId && !skip.has(f.id))
    .flatMap((f) => [[f, depth] as [FileItem, number], ...tree(folders, f.id, depth + 1, skip)]);
}

interface FileMoveDialogProps {
  items: FileItem[];
  onClose: () => void;
}

export function FileMoveDialog({ items, onClose }: FileMoveDialogProps) {
  const { t } = useTranslation('file-manager');
  const folders = useQuery({ ...fileQueries.folders(), enabled: items.length > 0 });
  const [target, setTarget] = useState<string | null>(null);
  const move = useMoveFiles();
  const close = () => {
    setTarget(null);
    onClose();
  };
  const options = tree(folders.data ?? [], null, 1, new Set(items.map((i) => i.id)));
  return (
    <FileDialog
      open={items.length > 0}
      title={items.length === 1 ? t('move.titleOne', { name: items[0]!.name }) : t('move.title', { count: items.length })}
      submitLabel={t('move.submit')}
      pending={move.isPending}
      onClose={close}
      onSubmit={() => {
        if (target === null) return;
        move.mutate({ ids: items.map((i) => i.id), parentId: target === ROOT ? null : target }, { onSuccess: close });
      }}
    >
      <RadioGroup.Root value={target} onValueChange={(e) => setTarget(e.value)} aria-label={t('move.pick')}>
        <Text fontSize="sm" color="fg.muted" mb={3}>
          {t('move.pick')}
        </Text>
        {folders.isError ? (
          <Alert.Root status="error" mb={3}>
            <Alert.Indicator />
            <Alert.Title>{errorText(folders.error)}</Alert.Title>
            <Button size="xs" variant="outline" ms="auto" onClick={() => void folders.refetch()}>
              {t('retry')}
            </Button>
          </Alert.Root>
        ) : null}
        <Stack gap={2} maxH="60vh" overflowY="auto" aria-busy={folders.isFetching}>
          {folders.isPending ? <Skeleton h={24} /> : null}
          {[[null, 0] as const, ...(folders.isPending ? [] : options)].map(([folder, depth]) => (
            <RadioGroup.Item key={folder?.id ?? ROOT} value={folder?.id ?? ROOT} ps={depth * 5}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <FileKindIcon kind="folder" boxSize={4} />
              <RadioGroup.ItemText>{folder?.name ?? t('root')}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
    </FileDialog>
  );
}
