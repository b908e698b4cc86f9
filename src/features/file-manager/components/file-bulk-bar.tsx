// Shown while items are selected: what can be done to all of them at once. A bulk call changes all
// its items or none (docs/api/files.md), so a selection holding an item the account may only read
// cannot be moved, starred or deleted: the buttons are disabled and say why.
import { Button, Flex, Text } from '@chakra-ui/react';
import { FolderInput, Star, Trash2, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface FileBulkBarProps {
  count: number;
  allStarred: boolean;
  /** How many of the selected items the account may only read. */
  readOnly: number;
  onMove: () => void;
  onStar: () => void;
  onDelete: () => void;
  onClear: () => void;
}

export function FileBulkBar({ count, allStarred, readOnly, onMove, onStar, onDelete, onClear }: FileBulkBarProps) {
  const { t } = useTranslation('file-manager');
  const reasonId = useId();
  const locked = readOnly > 0;
  const change = { disabled: locked, 'aria-describedby': locked ? reasonId : undefined };
  return (
    <Flex
      role="region"
      aria-label={t('bulk.label')}
      gap={2}
      wrap="wrap"
      align="center"
      mx={{ base: 3, md: 4 }}
      mb={3}
      p={2}
      borderRadius="l2"
      bg="primary.subtle"
    >
      {/* The page's live region announces the count; this is what sighted people read. */}
      <Text fontSize="sm" fontWeight="medium" px={2}>
        {t('bulk.selected', { count })}
      </Text>
      <Button size="sm" variant="outline" bg="bg.panel" {...change} onClick={onMove}>
        <FolderInput aria-hidden />
        {t('action.move')}
      </Button>
      <Button size="sm" variant="outline" bg="bg.panel" {...change} onClick={onStar}>
        <Star aria-hidden />
        {allStarred ? t('action.unstar') : t('action.star')}
      </Button>
      <Button size="sm" variant="outline" bg="bg.panel" {...change} colorPalette="red" onClick={onDelete}>
        <Trash2 aria-hidden />
        {t('action.delete')}
      </Button>
      {locked ? (
        <Text id={reasonId} fontSize="sm" color="fg.muted" px={2}>
          {t('bulk.readOnly', { count: readOnly })}
        </Text>
      ) : null}
      <Button size="sm" variant="ghost" ms="auto" onClick={onClear}>
        <X aria-hidden />
        {t('bulk.clear')}
      </Button>
    </Flex>
  );
}
