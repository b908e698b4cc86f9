// Shown while items are selected: what can be done to all of them at once.
import { Button, Flex, Text } from '@chakra-ui/react';
import { FolderInput, Star, Trash2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface FileBulkBarProps {
  count: number;
  allStarred: boolean;
  onMove: () => void;
  onStar: () => void;
  onDelete: () => void;
  onClear: () => void;
}

export function FileBulkBar({ count, allStarred, onMove, onStar, onDelete, onClear }: FileBulkBarProps) {
  const { t } = useTranslation('file-manager');
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
      <Button size="sm" variant="outline" bg="bg.panel" onClick={onMove}>
        <FolderInput aria-hidden />
        {t('action.move')}
      </Button>
      <Button size="sm" variant="outline" bg="bg.panel" onClick={onStar}>
        <Star aria-hidden />
        {allStarred ? t('action.unstar') : t('action.star')}
      </Button>
      <Button size="sm" variant="outline" bg="bg.panel" colorPalette="red" onClick={onDelete}>
        <Trash2 aria-hidden />
        {t('action.delete')}
      </Button>
      <Button size="sm" variant="ghost" ms="auto" onClick={onClear}>
        <X aria-hidden />
        {t('bulk.clear')}
      </Button>
    </Flex>
  );
}
