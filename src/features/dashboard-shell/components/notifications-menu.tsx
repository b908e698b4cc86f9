// The header's notifications: a bell with the unread count, and a panel listing them from the API.
// Loaded on first use (notifications-menu-on-demand.tsx).
import { Box, Button, HStack, Popover, Portal, Stack, Text, chakra } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CheckCheck, MessageSquare, Mail, Settings2, ShoppingBag, SquareKanban } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppNotification, NotificationKind } from '@/lib/api-contract/overview';
import { useFormat } from '@/lib/format';
import { UserText } from '@/lib/ui/user-text';
import { shellQueries, useMarkAllNotificationsRead, useMarkNotificationRead } from '../api';
import { NotificationsButton } from './notifications-button';

const ICONS: Record<NotificationKind, typeof Mail> = {
  order: ShoppingBag,
  mail: Mail,
  chat: MessageSquare,
  project: SquareKanban,
  system: Settings2,
};

function useRelativeTime() {
  const format = useFormat();
  return (iso: string) => {
    const minutes = Math.round((Date.parse(iso) - Date.now()) / 60_000);
    if (Math.abs(minutes) < 60) return format.relative(minutes, 'minute');
    const hours = Math.round(minutes / 60);
    if (Math.abs(hours) < 24) return format.relative(hours, 'hour');
    return format.relative(Math.round(hours / 24), 'day');
  };
}


const RowLink = chakra(Link);

function NotificationRow({ n, onOpen }: { n: AppNotification; onOpen: () => void }) {
  const markRead = useMarkNotificationRead();
  const relative = useRelativeTime();
  const Icon = ICONS[n.kind];
  const body = (
    <HStack align="start" gap={3}>
      <Box as="span" mt={0.5} color="fg.muted">
        <Icon size={18} aria-hidden />
      </Box>
      <Stack gap={0.5} flex="1" minW={0}>
        <UserText textStyle="sm" fontWeight={n.isUnread ? 'semibold' : 'normal'}>
          {n.title}
        </UserText>
        <Text textStyle="xs" color="fg.muted">
          {relative(n.createdAt)}
        </Text>
      </Stack>
      {n.isUnread ? <Box as="span" mt={1.5} boxSize={2} borderRadius="full" bg="primary.solid" aria-hidden /> : null}
    </HStack>
  );
  const styles = { display: 'block', px: 4, py: 3, _hover: { bg: 'bg.muted' }, _focusVisible: { outline: '2px solid', outlineColor: 'primary.solid', outlineOffset: '-2px' } } as const;
  const onClick = () => {
    if (n.isUnread) markRead.mutate(n.id);
    onOpen();
  };
  return n.link ? (
    <RowLink to={n.link} {...styles} onClick={onClick}>
      {body}
    </RowLink>
  ) : (
    <chakra.button type="button" w="full" textAlign="start" {...styles} onClick={onClick}>
      {body}
    </chakra.button>
  );
}

export function NotificationsMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation('dashboard');
  const [open, setOpen] = useState(defaultOpen);
  // Mounted open (src/lib/ui/on-first-use.tsx mounts it on the first click or Enter), the popover
  // skips its own "move focus in" step, which runs only when it opens: focus its panel here, or a
  // keyboard user is left on the page's body.
  const contentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!defaultOpen) return;
    let frame = 0;
    let tries = 0;
    const focusIn = () => {
      const panel = contentRef.current;
      if (panel) {
        if (!panel.contains(document.activeElement)) panel.focus({ preventScroll: true });
      } else if (tries++ < 10) frame = requestAnimationFrame(focusIn);
    };
    frame = requestAnimationFrame(focusIn);
    return () => cancelAnimationFrame(frame);
  }, [defaultOpen]);
  const { data, isPending, isError, refetch } = useQuery(shellQueries.notifications());
  const markAll = useMarkAllNotificationsRead();
  const unread = data?.unreadCount ?? 0;
  return (
    <Popover.Root open={open} onOpenChange={(e) => setOpen(e.open)} positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <NotificationsButton />
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content ref={contentRef} w={{ base: '90vw', sm: '96' }} maxH="70vh" overflow="hidden" display="flex" flexDirection="column">
            <HStack justify="space-between" px={4} py={3} borderBottomWidth="1px" borderColor="border">
              <Stack gap={0}>
                <Popover.Title fontWeight="semibold">{t('notifications.title')}</Popover.Title>
                <Text textStyle="xs" color="fg.muted">
                  {t('notifications.unread', { count: unread })}
                </Text>
              </Stack>
              <Button size="xs" variant="ghost" colorPalette="primary" disabled={unread === 0 || markAll.isPending} onClick={() => markAll.mutate()}>
                <CheckCheck aria-hidden />
                {t('notifications.markAll')}
              </Button>
            </HStack>
            <Box overflowY="auto">
              {isPending ? (
                <Text p={4} color="fg.muted">
                  {t('notifications.loading')}
                </Text>
              ) : isError ? (
                <HStack p={4} justify="space-between">
                  <Text color="fg.muted">{t('notifications.error')}</Text>
                  <Button size="xs" variant="outline" onClick={() => void refetch()}>
                    {t('retry')}
                  </Button>
                </HStack>
              ) : data.notifications.length === 0 ? (
                <Text p={4} color="fg.muted">
                  {t('notifications.empty')}
                </Text>
              ) : (
                <Stack as="ul" gap={0} m={0} p={0} listStyleType="none">
                  {data.notifications.map((n) => (
                    <li key={n.id}>
                      <NotificationRow n={n} onOpen={() => setOpen(false)} />
                    </li>
                  ))}
                </Stack>
              )}
            </Box>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
