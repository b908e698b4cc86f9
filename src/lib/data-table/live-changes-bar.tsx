// Above a list's rows, while changes made elsewhere wait (src/lib/live/held-lists.ts): "3 new" or
// "The list has changed", and Show, which puts the fresh page on screen. The rows on screen do not
// move until then. A polite status, so a screen reader hears it without losing its place.
import { Button, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { HeldListState } from '@/lib/live/held-lists';

export function LiveChangesBar({ changes }: { changes: HeldListState }) {
  const { t } = useTranslation('kit');
  return (
    <Flex role="status" aria-live="polite" minH={changes.waiting ? undefined : 0}>
      {changes.waiting ? (
        <Flex
          w="full"
          gap={3}
          px={{ base: 3, md: 4 }}
          py={2}
          align="center"
          justify="center"
          bg="primary.subtle"
          color="primary.fg"
          borderBlockWidth="1px"
          borderColor="border.muted"
          data-testid="live-changes"
        >
          <Text textStyle="sm" fontWeight="medium">
            {changes.added > 0 ? t('table.liveNew', { count: changes.added }) : t('table.liveChanged')}
          </Text>
          <Button size="xs" colorPalette="primary" onClick={changes.show}>
            {t('table.liveShow')}
          </Button>
        </Flex>
      ) : null}
    </Flex>
  );
}
