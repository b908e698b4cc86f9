// The header's counter of changes not on the server yet (docs/product-rules.md#offline): part of
// the shell, so it shows even when no code can be fetched. Orange while they wait, red once one was
// refused. It opens the panel that lists them (pending-changes-menu.tsx).
import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { CloudUpload, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CountBadge } from '@/lib/ui/count-badge';
import type { PendingChange } from './offline-queue';

export function PendingChangesButton({ changes, ...props }: IconButtonProps & { changes: readonly PendingChange[] }) {
  const { t } = useTranslation('offline', { useSuspense: false });
  const rejected = changes.some((p) => p.state === 'rejected');
  return (
    <IconButton
      variant="ghost"
      colorPalette={rejected ? 'red' : 'orange'}
      size="sm"
      position="relative"
      aria-label={t('counter.label', { count: changes.length })}
      aria-haspopup="dialog"
      {...props}
    >
      {rejected ? <TriangleAlert /> : <CloudUpload />}
      <CountBadge
        count={changes.length}
        colorPalette={rejected ? 'red' : 'orange'}
        size="xs"
        position="absolute"
        top="-1"
        insetEnd="-1"
        aria-hidden
      />
    </IconButton>
  );
}
