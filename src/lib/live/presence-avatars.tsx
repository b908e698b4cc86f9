// "Also viewing": the other signed-in accounts that have the same record open (docs/api/live.md#presence),
// as avatars (each name on hover) and a sentence for screen readers, in a polite status so that
// someone arriving or leaving is heard without moving focus. Shows nothing when nobody else is there.
import { Box, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PresenceTopic } from '@/lib/api-contract/presence';
import { useFormat } from '@/lib/format';
import { CappedAvatarGroup } from '@/lib/ui/capped-avatar-group';
import { isolateText } from '@/lib/ui/user-text';
import { usePresence } from './use-presence';

export function PresenceAvatars({ topic }: { topic: PresenceTopic }) {
  const { t } = useTranslation('kit');
  const format = useFormat();
  const others = usePresence(topic);
  const sentence = others.length ? t('presence.alsoViewing', { names: format.list(others.map((o) => isolateText(o.name))) }) : '';
  return (
    <Box role="status" aria-live="polite" data-testid="presence">
      {others.length ? (
        <HStack gap={2}>
          <VisuallyHidden>{sentence}</VisuallyHidden>
          <HStack gap={1} color="fg.muted" aria-hidden="true" title={sentence}>
            <Eye size={14} />
            <Text textStyle="xs">{t('presence.here')}</Text>
          </HStack>
          <Box aria-hidden="true">
            <CappedAvatarGroup
              size="xs"
              people={others.map((o) => ({ id: o.id, name: o.name, src: o.avatarUrl }))}
              moreLabel={(count) => t('presence.more', { count })}
            />
          </Box>
        </HStack>
      ) : null}
    </Box>
  );
}
