// A column's actions. Clear and delete ask first (the page's confirmation dialog).
import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { EllipsisVertical } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export type ColumnAction = 'rename' | 'addTop' | 'clear' | 'delete';

interface KanbanColumnMenuProps {
  name: string;
  disabled?: boolean;
  onSelect: (action: ColumnAction) => void;
}

export function KanbanColumnMenu({ name, disabled, onSelect }: KanbanColumnMenuProps) {
  const { t } = useTranslation('kanban');
  return (
    <Menu.Root onSelect={({ value }) => onSelect(value as ColumnAction)}>
      <Menu.Trigger asChild>
        <IconButton
          variant="ghost"
          size="xs"
          aria-label={t('column.actions', { name })}
          disabled={disabled}
        >
          <EllipsisVertical aria-hidden />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="addTop">{t('column.addTop')}</Menu.Item>
            <Menu.Item value="rename">{t('column.rename')}</Menu.Item>
            <Menu.Item value="clear">{t('column.clear')}</Menu.Item>
            <Menu.Item
              value="delete"
              color="fg.error"
              _hover={{ bg: 'bg.error', color: 'fg.error' }}
            >
              {t('column.delete')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
