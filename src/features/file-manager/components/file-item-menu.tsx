// The actions of one item, in a menu at the end of its row or card.
import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { Download, FolderInput, Info, MoreVertical, Pencil, Share2, Star, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FileItem } from '@/lib/api-contract/file';

export type FileAction = 'details' | 'download' | 'rename' | 'move' | 'share' | 'star' | 'delete';

export function FileItemMenu({ item, onAction }: { item: FileItem; onAction: (action: FileAction, item: FileItem) => void }) {
  const { t } = useTranslation('file-manager');
  return (
    <Menu.Root onSelect={(e) => onAction(e.value as FileAction, item)}>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={t('item.actions', { name: item.name })}>
          <MoreVertical />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            <Menu.Item value="details">
              <Info aria-hidden />
              {t('action.details')}
            </Menu.Item>
            {item.contentType ? (
              <Menu.Item value="download">
                <Download aria-hidden />
                {t('action.download')}
              </Menu.Item>
            ) : null}
            <Menu.Item value="rename">
              <Pencil aria-hidden />
              {t('action.rename')}
            </Menu.Item>
            <Menu.Item value="move">
              <FolderInput aria-hidden />
              {t('action.move')}
            </Menu.Item>
            <Menu.Item value="share">
              <Share2 aria-hidden />
              {t('action.share')}
            </Menu.Item>
            <Menu.Item value="star">
              <Star aria-hidden />
              {item.isFavorite ? t('action.unstar') : t('action.star')}
            </Menu.Item>
            <Menu.Item value="delete" color="fg.error">
              <Trash2 aria-hidden />
              {t('action.delete')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
