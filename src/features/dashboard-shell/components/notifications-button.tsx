// The bell with the unread count: the notifications panel's trigger, and its stand-in until the
// panel's code has loaded (notifications-menu-on-demand.tsx).
import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CountBadge } from '@/lib/ui/count-badge';
import { shellQueries } from '../api';

export function NotificationsButton(props: IconButtonProps) {
  const { t } = useTranslation('dashboard');
  const { data } = useQuery(shellQueries.notifications());
  const unread = data?.unreadCount ?? 0;
  return (
    <IconButton variant="ghost" colorPalette="gray" size="sm" aria-label={t('notifications.button', { count: unread })} position="relative" {...props}>
      <Bell />
      {unread > 0 ? <CountBadge count={unread} size="xs" position="absolute" top="-1" insetEnd="-1" aria-hidden /> : null}
    </IconButton>
  );
}
