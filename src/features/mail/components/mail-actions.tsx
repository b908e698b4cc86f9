// The actions on one message or on the selected ones: star, important, read/unread, move, label,
// delete. Flags follow the first message: if it is starred, the button unstars them all.
import { HStack, IconButton, Menu, Portal } from '@chakra-ui/react';
import { Bookmark, FolderInput, Mail as MailIcon, MailOpen, Star, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Mail, MailFolder, MailLabelId, MailUpdateInput } from '@/lib/api-contract/mail';
import { useDeleteMails, useUpdateMails } from '../api/mail-mutations';

const moveTargets: MailFolder[] = ['inbox', 'archive', 'spam'];
const customLabels: MailLabelId[] = ['enquiries', 'clients', 'projects', 'finance'];

interface MailActionsProps {
  mails: Mail[];
  /** After a move or delete: the messages left the list (the reader closes, the selection clears). */
  onGone?: () => void;
}

export function MailActions({ mails, onGone }: MailActionsProps) {
  const { t } = useTranslation('mail');
  const update = useUpdateMails();
  const remove = useDeleteMails();
  const first = mails[0];
  if (!first) return null;
  const count = mails.length;
  const change = (patch: MailUpdateInput, done?: string) => update.mutate({ mails, patch, done });

  const toggleLabel = (label: MailLabelId) => {
    // Every message gets the label unless the first already has it, then every one loses it.
    const removing = first.labelIds.includes(label);
    for (const m of mails) {
      const labelIds = removing ? m.labelIds.filter((l) => l !== label) : [...new Set([...m.labelIds, label])];
      update.mutate({ mails: [m], patch: { labelIds }, done: m === first ? t(removing ? 'toast.unlabelled' : 'toast.labelled', { count, label: t(`labels.${label}`) }) : undefined });
    }
  };

  return (
    <HStack gap="0.5" wrap="wrap">
      <IconButton size="sm" variant="ghost" aria-label={first.isStarred ? t('actions.unstar') : t('actions.star')} aria-pressed={first.isStarred} onClick={() => change({ isStarred: !first.isStarred })}>
        <Star fill={first.isStarred ? 'currentColor' : 'none'} />
      </IconButton>
      <IconButton size="sm" variant="ghost" aria-label={first.isImportant ? t('actions.notImportant') : t('actions.important')} aria-pressed={first.isImportant} onClick={() => change({ isImportant: !first.isImportant })}>
        <Bookmark fill={first.isImportant ? 'currentColor' : 'none'} />
      </IconButton>
      <IconButton size="sm" variant="ghost" aria-label={first.isUnread ? t('actions.markRead') : t('actions.markUnread')} onClick={() => change({ isUnread: !first.isUnread })}>
        {first.isUnread ? <MailOpen /> : <MailIcon />}
      </IconButton>
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <IconButton size="sm" variant="ghost" aria-label={t('actions.move')}>
            <FolderInput />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="48">
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel>{t('actions.moveTo')}</Menu.ItemGroupLabel>
                {moveTargets
                  .filter((folder) => mails.some((m) => m.folder !== folder))
                  .map((folder) => (
                    <Menu.Item
                      key={folder}
                      value={`move-${folder}`}
                      onSelect={() => {
                        change({ folder }, t('toast.moved', { count, label: t(`labels.${folder}`) }));
                        onGone?.();
                      }}
                    >
                      {t(`labels.${folder}`)}
                    </Menu.Item>
                  ))}
              </Menu.ItemGroup>
              <Menu.Separator />
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel>{t('actions.labelAs')}</Menu.ItemGroupLabel>
                {customLabels.map((label) => (
                  <Menu.CheckboxItem key={label} value={`label-${label}`} checked={first.labelIds.includes(label)} onCheckedChange={() => toggleLabel(label)}>
                    {t(`labels.${label}`)}
                    <Menu.ItemIndicator />
                  </Menu.CheckboxItem>
                ))}
              </Menu.ItemGroup>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <IconButton
        size="sm"
        variant="ghost"
        aria-label={mails.every((m) => m.folder === 'trash') ? t('actions.deleteForever') : t('actions.delete')}
        onClick={() => {
          remove.mutate(mails);
          onGone?.();
        }}
      >
        <Trash2 />
      </IconButton>
    </HStack>
  );
}
