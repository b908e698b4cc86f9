// The panel that lists the changes not on the server yet, opened from the header's counter: each
// with its state (waiting for the connection, or refused with the server's reason) and Retry /
// Discard (docs/product-rules.md#offline). Hidden while there is nothing pending. Loaded by
// pending-changes-menu-on-demand.tsx, which shows the counter until this has arrived.
import { Box, Button, HStack, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { offlineQueueOf, type PendingChange } from './offline-queue';
import { PendingChangesButton } from './pending-changes-button';
import { usePendingChanges } from './use-pending-changes';
import { refusalText } from '@/lib/http/error-text';

function PendingChangeRow({ pending }: { pending: PendingChange }) {
  const { t } = useTranslation('offline', { useSuspense: false });
  const queue = offlineQueueOf(useQueryClient());
  const { change } = pending;
  const label = t(change.label.key, { ns: change.label.ns, ...change.label.values });
  const rejected = pending.state === 'rejected';
  return (
    <Stack as="li" gap={2} px={4} py={3} borderBottomWidth="1px" borderColor="border" data-testid="pending-change">
      <Text textStyle="sm" fontWeight="medium">
        {label}
      </Text>
      {rejected ? (
        <HStack align="start" gap={2} color="fg.error">
          <TriangleAlert size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text textStyle="sm">{t('list.rejected', { reason: refusalText(pending.reason) })}</Text>
        </HStack>
      ) : (
        <Text textStyle="sm" color="fg.muted">
          {t('list.waiting')}
        </Text>
      )}
      <HStack gap={2}>
        {rejected ? (
          <Button size="xs" colorPalette="primary" onClick={() => queue.retry(change.id)}>
            {t('list.retry')}
          </Button>
        ) : null}
        <Button size="xs" variant="outline" aria-label={t('list.discardLabel', { change: label })} onClick={() => queue.discard(change.id)}>
          {t('list.discard')}
        </Button>
      </HStack>
    </Stack>
  );
}

/** `defaultOpen`: opened as it mounts (the counter was pressed before this code had arrived). */
export function PendingChangesMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const changes = usePendingChanges();
  // Mounted only while something is pending, so the panel starts closed each time.
  return changes.length ? <PendingChangesPanel changes={changes} defaultOpen={defaultOpen} /> : null;
}

function PendingChangesPanel({ changes, defaultOpen }: { changes: readonly PendingChange[]; defaultOpen: boolean }) {
  const { t } = useTranslation('offline', { useSuspense: false });
  const [open, setOpen] = useState(defaultOpen);
  // The labels may come from the sections' namespaces: load them for the panel.
  const namespaces = useMemo(() => ['offline', ...new Set(changes.map((p) => p.change.label.ns))], [changes]);
  useTranslation(namespaces, { useSuspense: false });
  return (
    <Popover.Root open={open} onOpenChange={(e) => setOpen(e.open)} positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <PendingChangesButton changes={changes} />
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w={{ base: '90vw', sm: '96' }} maxH="70vh" overflow="hidden" display="flex" flexDirection="column">
            <Stack gap={0} px={4} py={3} borderBottomWidth="1px" borderColor="border">
              <Popover.Title fontWeight="semibold">{t('list.title')}</Popover.Title>
              <Text textStyle="xs" color="fg.muted">
                {t('list.description')}
              </Text>
            </Stack>
            <Box overflowY="auto">
              <Stack as="ul" gap={0} m={0} p={0} listStyleType="none">
                {changes.map((pending) => (
                  <PendingChangeRow key={pending.change.id} pending={pending} />
                ))}
              </Stack>
            </Box>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
