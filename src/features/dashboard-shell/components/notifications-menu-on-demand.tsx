// The header's notifications: the bell (with its unread count) shows at once; the panel's code
// loads on first use (src/lib/ui/on-first-use.tsx).
import { onFirstUse } from '@/lib/ui/on-first-use';
import { NotificationsButton } from './notifications-button';

const NotificationsMenu = onFirstUse(() => import('./notifications-menu').then((m) => m.NotificationsMenu));

export function NotificationsMenuOnDemand() {
  return <NotificationsMenu standIn={(handlers) => <NotificationsButton {...handlers} />} />;
}
