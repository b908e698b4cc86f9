// The Mail item's info badge: unread messages in the inbox, from the same query as the mail screen's
// label counts, so the two never disagree.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { inboxUnread, mailLabelQueries } from '@/lib/api/mail-label-queries';
import { CountBadge } from '@/lib/ui/count-badge';

export function MailUnreadInfo() {
  const { t } = useTranslation('dashboard');
  const { data: unread = 0 } = useQuery({ ...mailLabelQueries.labels(), select: inboxUnread });
  if (unread <= 0) return null;
  return (
    <CountBadge count={unread} size="sm" colorPalette="primary" aria-label={t('nav.unread', { count: unread })} />
  );
}
