// The details of one item: preview, size, type, dates, owner, tags and who it is shared with. For an
// item the account may only read, no Share and no tag editing, and a line that says so.
import { Button, CloseButton, DataList, Drawer, Heading, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Download, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FileItem } from '@/lib/api-contract/file';
import { CappedAvatarGroup } from '@/lib/ui/capped-avatar-group';
import { isolateLtr, isolateText, ownDirection } from '@/lib/ui/user-text';
import { fileQueries } from '../api/files';
import { formatBytes, formatDate } from '../format';
import type { MayChangeFile } from '../use-may-change-file';
import { FilePreview } from './file-preview';
import { FileTags } from './file-tags';

interface FileDetailsDrawerProps {
  item: FileItem | null;
  onClose: () => void;
  onDownload: (item: FileItem) => void;
  onShare: (item: FileItem) => void;
  mayChange: MayChangeFile;
}

export function FileDetailsDrawer({ item: opened, onClose, onDownload, onShare, mayChange }: FileDetailsDrawerProps) {
  const { t, i18n } = useTranslation('file-manager');
  const detail = useQuery({ ...fileQueries.detail(opened?.id ?? ''), enabled: Boolean(opened) });
  // The list's copy shows at once; the record from the server replaces it (tags, sharing edits).
  const item = detail.data ?? opened;
  const editable = item ? mayChange(item) : false;
  return (
    <Drawer.Root open={Boolean(opened)} onOpenChange={(e) => (e.open ? undefined : onClose())} size={{ base: 'full', md: 'md' }}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title wordBreak="break-word" pe={8} {...ownDirection}>
                {item?.name}
              </Drawer.Title>
            </Drawer.Header>
            {item ? (
              <Drawer.Body>
                <Stack gap={6}>
                  <FilePreview item={item} />
                  <HStack gap={2} wrap="wrap">
                    {item.contentType ? (
                      <Button size="sm" variant="outline" onClick={() => onDownload(item)}>
                        <Download aria-hidden />
                        {t('action.download')}
                      </Button>
                    ) : null}
                    {editable ? (
                      <Button size="sm" variant="outline" onClick={() => onShare(item)}>
                        <Share2 aria-hidden />
                        {t('action.share')}
                      </Button>
                    ) : null}
                  </HStack>
                  {editable ? null : (
                    <Text fontSize="sm" color="fg.muted">
                      {t('details.readOnly')}
                    </Text>
                  )}
                  <DataList.Root orientation="horizontal" size="sm">
                    {[
                      [t('details.size'), formatBytes(item.size, i18n.language)],
                      [t('details.type'), t(`kind.${item.kind}`)],
                      [t('details.modified'), formatDate(item.modifiedAt, i18n.language)],
                      [t('details.created'), formatDate(item.createdAt, i18n.language)],
                      [t('details.owner'), item.owner ? `${isolateText(item.owner.name)} (${isolateLtr(item.owner.email)})` : t('details.unknownOwner')],
                    ].map(([label, value]) => (
                      <DataList.Item key={label}>
                        <DataList.ItemLabel>{label}</DataList.ItemLabel>
                        <DataList.ItemValue>{value}</DataList.ItemValue>
                      </DataList.Item>
                    ))}
                  </DataList.Root>
                  <Stack gap={2}>
                    <Heading as="h3" size="sm">
                      {t('details.tags')}
                    </Heading>
                    <FileTags item={item} editable={editable} />
                  </Stack>
                  <Stack gap={2}>
                    <Heading as="h3" size="sm">
                      {t('details.sharedWith')}
                    </Heading>
                    {item.sharedWith.length ? (
                      <>
                        <CappedAvatarGroup
                          size="sm"
                          people={item.sharedWith.map((p) => ({ id: p.email, name: p.name }))}
                          moreLabel={(n) => t('item.morePeople', { count: n })}
                        />
                        <Stack as="ul" gap={1}>
                          {item.sharedWith.map((p) => (
                            <Text as="li" key={p.email} fontSize="sm">
                              {p.name} · {p.permission === 'edit' ? t('share.edit') : t('share.view')}
                            </Text>
                          ))}
                        </Stack>
                      </>
                    ) : (
                      <Text fontSize="sm" color="fg.muted">
                        {t('share.nobody')}
                      </Text>
                    )}
                  </Stack>
                </Stack>
              </Drawer.Body>
            ) : null}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('dialog.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
