// The people in a conversation, with their role, address, presence and last activity.
import { Avatar, Box, CloseButton, Drawer, HStack, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ChatParticipant } from '@/lib/api-contract/chat';
import { useFormat } from '@/lib/format';

// Static names, so the theme keeps exactly these palettes (src/theme/system-palettes.test.ts).
const presencePalette = { online: 'green', away: 'orange', busy: 'red', offline: 'gray' } as const;

export function ChatParticipants({ people, open, onOpenChange }: { people: ChatParticipant[]; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('chat');
  const format = useFormat();
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="end" size="sm">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t('participants.title', { count: people.length })}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack as="ul" listStyleType="none" gap="5">
                {people.map((p) => (
                  <HStack as="li" key={p.id} gap="3" align="flex-start">
                    <Avatar.Root size="md">
                      <Avatar.Fallback name={p.name} />
                    </Avatar.Root>
                    <Stack gap="0" fontSize="sm" minW="0">
                      <Text fontWeight="semibold">{p.name}</Text>
                      <Text color="fg.muted">{p.role}</Text>
                      <Link href={`mailto:${p.email}`} colorPalette="primary" color="colorPalette.fg" truncate>{p.email}</Link>
                      <Text color="fg.muted" fontSize="xs">
                        <Box as="span" display="inline-block" boxSize="2" borderRadius="full" me="1.5" colorPalette={presencePalette[p.presence]} bg="colorPalette.solid" aria-hidden="true" />
                        {t(`presence.${p.presence}`)} · {t('participants.lastActive', { date: format.dateTime(p.lastActivity) })}
                      </Text>
                    </Stack>
                  </HStack>
                ))}
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('participants.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
