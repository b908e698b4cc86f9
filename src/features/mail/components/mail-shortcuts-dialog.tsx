// "?" lists the keyboard shortcuts.
import { CloseButton, Dialog, HStack, Kbd, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export const mailShortcuts = [
  { keys: ['j'], action: 'next' },
  { keys: ['k'], action: 'previous' },
  { keys: ['e'], action: 'archive' },
  { keys: ['r'], action: 'reply' },
  { keys: ['c'], action: 'compose' },
  { keys: ['/'], action: 'search' },
  { keys: ['?'], action: 'help' },
] as const;

export function MailShortcutsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('mail');
  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('shortcuts.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack as="dl" gap="2">
                {mailShortcuts.map(({ keys, action }) => (
                  <HStack key={action} justify="space-between">
                    <Text as="dt">{t(`shortcuts.${action}`)}</Text>
                    <Text as="dd">
                      {keys.map((k) => (
                        <Kbd key={k}>{k}</Kbd>
                      ))}
                    </Text>
                  </HStack>
                ))}
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('shortcuts.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
