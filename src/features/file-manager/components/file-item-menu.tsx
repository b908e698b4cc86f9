// The actions of one item, in a menu at the end of its row or card. As it closes, the menu gives
// the focus back to its button (in a microtask); Rename puts the focus in a field that closes when
// it loses it, so that action waits until the menu is done (the same field opens with F2). An item
// the account may only read offers its details and download alone (docs/security.md#private-data).
import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { Download, FolderInput, Info, MoreVertical, Pencil, Share2, Star, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FileItem } from '@/lib/api-contract/file';

export type FileAction = 'details' | 'download' | 'rename' | 'move' | 'share' | 'star' | 'delete';

/** The actions that change the item: its owner's and `edit` shares' alone (the server answers others 403). */
export const FILE_CHANGES: ReadonlySet<FileAction> = new Set(['rename', 'move', 'share', 'star', 'delete']);

/** Actions that put the focus somewhere in the page themselves, after the menu's own focus move. */
const AFTER_MENU_FOCUS: ReadonlySet<FileAction> = new Set(['rename']);

interface FileItemMenuProps {
  item: FileItem;
  /** Whether the signed-in account may change the item; without it only Details and Download show. */
  mayChange: boolean;
  onAction: (action: FileAction, item: FileItem) => void;
}

export function FileItemMenu({ item, mayChange, onAction }: FileItemMenuProps) {
  const { t } = useTranslation('file-manager');
  return (
    <Menu.Root
      onSelect={(e) => {
        const action = e.value as FileAction;
        if (AFTER_MENU_FOCUS.has(action)) setTimeout(() => onAction(action, item));
        else onAction(action, item);
      }}
    >
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
            {mayChange ? (
              <>
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
              </>
            ) : null}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
