// Shown above the table while rows are selected (on any page): the count, the section's own bulk
// actions, and delete after a confirmation.
import { Button, Flex, Text } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';

interface BulkActionsProps {
  count: number;
  /** The confirmation's title and text, e.g. "Delete 2 users?". */
  confirmTitle: string;
  confirmDescription: string;
  onDelete: () => void;
  /** More bulk actions, before the delete button. */
  children?: ReactNode;
}

export function BulkActions({
  count,
  confirmTitle,
  confirmDescription,
  onDelete,
  children,
}: BulkActionsProps) {
  const { t } = useTranslation('kit');
  const [confirming, setConfirming] = useState(false);
  if (count === 0) return null;
  return (
    <Flex gap={3} align="center" ms={{ md: 'auto' }} role="status" wrap="wrap">
      <Text fontSize="sm" color="fg.muted">
        {t('table.selected', { count })}
      </Text>
      {children}
      <Button colorPalette="red" variant="subtle" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden />
        {t('table.deleteSelected')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={confirmTitle}
        description={confirmDescription}
        confirmLabel={t('table.delete')}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onDelete();
        }}
      />
    </Flex>
  );
}
