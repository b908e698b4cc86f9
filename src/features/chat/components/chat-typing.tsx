// Under an open conversation's messages: "Ada is typing…" while another participant types
// (docs/api/live.md#presence). The line goes 5 s after their last key press was announced, or as
// soon as a message of theirs arrives. A polite status, so a screen reader hears it in passing.
import { Box, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@/lib/api-contract/chat';
import type { PresenceAccount, PresenceTopic } from '@/lib/api-contract/presence';
import { useFormat } from '@/lib/format';
import { clearTyping } from '@/lib/live/presence-store';
import { isolateText } from '@/lib/ui/user-text';

interface Props {
  topic: PresenceTopic;
  typing: PresenceAccount[];
  messages: ChatMessage[] | undefined;
}

export function ChatTyping({ topic, typing, messages }: Props) {
  const { t } = useTranslation('chat');
  const format = useFormat();

  // A message that arrives ends its sender's typing line (the TTL would only end it later).
  const seen = useRef<{ topic: PresenceTopic; count: number } | null>(null);
  useEffect(() => {
    if (!messages) return;
    const before = seen.current?.topic === topic ? seen.current.count : null;
    seen.current = { topic, count: messages.length };
    if (before === null || messages.length <= before) return;
    clearTyping(topic, messages.slice(before).map((m) => m.senderId));
  }, [topic, messages]);

  const names = typing.map((a) => isolateText(a.name));
  const line = names.length === 0 ? '' : names.length === 1 ? t('thread.typing', { name: names[0] }) : t('thread.typingSeveral', { names: format.list(names) });
  return (
    <Box role="status" aria-live="polite" px="3" minH="5" data-testid="chat-typing">
      {line ? (
        <Text textStyle="xs" color="fg.muted" fontStyle="italic">
          {line}
        </Text>
      ) : null}
    </Box>
  );
}
