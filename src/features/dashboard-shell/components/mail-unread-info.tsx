// The Mail item's info badge: unread messages in the inbox, from the API.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CountBadge } from '@/lib/ui/count-badge';
import { shellQueries } from '../api';

export function MailUnreadInfo() {
  const { t } = useTranslation('dashboard');
  const { data: unread = 0 } = useQuery(shellQueries.mailUnread());
  if (unread <= 0) return null;
  return (
    <CountBadge count={unread} size="sm" colorPalette="primary" aria-label={t('nav.unread', { count: unread })} />
  );
}
