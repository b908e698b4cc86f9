// A row's mark while its change is not on the server yet, or was refused (docs/product-rules.md#offline).
import { Badge } from '@chakra-ui/react';
import { CloudOff, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PendingChange } from './offline-queue';
import { refusalText } from '@/lib/http/error-text';

export function PendingChangeBadge({ pending }: { pending: PendingChange | undefined }) {
  const { t } = useTranslation('offline', { useSuspense: false });
  if (!pending) return null;
  const rejected = pending.state === 'rejected';
  return (
    <Badge
      colorPalette={rejected ? 'red' : 'orange'}
      variant="outline"
      gap={1}
      title={rejected ? refusalText(pending.reason) : undefined}
      data-testid="pending-change-badge"
    >
      {rejected ? <TriangleAlert size={12} aria-hidden /> : <CloudOff size={12} aria-hidden />}
      {t(rejected ? 'badge.rejected' : 'badge.waiting')}
    </Badge>
  );
}
