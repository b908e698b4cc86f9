// The messages of a conversation, by day and by sender (a run of messages from one person shows
// their name once), then the ones still in the outbox: pending, or failed with Retry and Delete.
// Under the signed-in account's latest message that others have read: "Seen" (one-to-one) or
// "Seen by Lina and Omar" (group), from the conversation's `seenBy` (docs/mail-and-chat.md#read-state).
import { Box, Button, HStack, Image, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatAttachment, ChatMessage, ChatParticipant, ChatSeen, Conversation } from '@/lib/api-contract/chat';
import { useFormat } from '@/lib/format';
import { isolateText, UserText } from '@/lib/ui/user-text';
import type { OutboxMessage } from '../outbox-store';
import { formatDay, formatTime } from '../format';

type Shown = ChatMessage & { outbox?: OutboxMessage['status'] };

interface Props {
  messages: ChatMessage[];
  outbox: OutboxMessage[];
  participants: ChatParticipant[];
  /** The conversation's `type` and `seenBy`: who has read how far. */
  type: Conversation['type'];
  seenBy: ChatSeen[];
  meId: string;
  onRetry: (message: OutboxMessage) => void;
  onDiscard: (id: string) => void;
}

function Attachment({ file }: { file: ChatAttachment }) {
  if (file.mimeType.startsWith('image/')) {
    return <Image src={file.dataUrl} alt={file.name} maxW="240px" maxH="240px" borderRadius="l2" objectFit="cover" />;
  }
  return (
    <Link href={file.dataUrl} download={file.name} fontSize="sm" textDecoration="underline">
      {file.name}
    </Link>
  );
}

/** The signed-in account's latest message that someone else has read, and who has read it. */
export function lastSeen(messages: ChatMessage[], seenBy: ChatSeen[], meId: string): { messageId: string; readerIds: string[] } | null {
  const readersOf = (m: ChatMessage) => seenBy.filter((s) => Date.parse(s.at) >= Date.parse(m.createdAt)).map((s) => s.participantId);
  const message = messages.findLast((m) => m.senderId === meId && readersOf(m).length > 0);
  return message ? { messageId: message.id, readerIds: readersOf(message) } : null;
}

export function ChatMessageList({ messages, outbox, participants, type, seenBy, meId, onRetry, onDiscard }: Props) {
  const { t, i18n } = useTranslation('chat');
  const format = useFormat();
  const all: Shown[] = [
    ...messages,
    ...outbox.map((m) => ({ id: m.id, senderId: meId, body: m.body, attachments: m.attachments, createdAt: m.createdAt, outbox: m.status })),
  ];
  const nameOf = (id: string) => (id === meId ? t('thread.you') : (participants.find((p) => p.id === id)?.name ?? t('thread.someone')));
  const seen = lastSeen(messages, seenBy, meId);
  // A one-to-one on the server also lists the colleagues who wrote in it or opened it: then the readers are named.
  const plain = type === 'one-to-one' && participants.length <= 2;
  const seenLine = !seen ? '' : plain ? t('thread.seen') : t('thread.seenBy', { names: format.list(seen.readerIds.map((id) => isolateText(nameOf(id)))) });

  return (
    <Stack as="ol" listStyleType="none" gap="1" aria-label={t('thread.messages')} data-testid="chat-messages">
      {all.map((m, i) => {
        const previous = all[i - 1];
        const newDay = !previous || new Date(previous.createdAt).toDateString() !== new Date(m.createdAt).toDateString();
        const newSender = newDay || previous?.senderId !== m.senderId;
        const mine = m.senderId === meId;
        const item = outbox.find((o) => o.id === m.id);
        return (
          <Fragment key={m.id}>
            {newDay ? (
              <Box as="li" py="3">
                <HStack>
                  <Separator flex="1" />
                  <Text fontSize="xs" color="fg.muted">{formatDay(m.createdAt, i18n.language)}</Text>
                  <Separator flex="1" />
                </HStack>
              </Box>
            ) : null}
            <Stack as="li" align={mine ? 'flex-end' : 'flex-start'} gap="0.5" mt={newSender ? 2 : 0} data-status={m.outbox}>
              {newSender ? <Text fontSize="xs" color="fg.muted" px="1">{nameOf(m.senderId)}</Text> : <Box as="span" srOnly>{nameOf(m.senderId)}</Box>}
              <Box
                maxW={{ base: '85%', md: '70%' }}
                px="3"
                py="2"
                borderRadius="l3"
                colorPalette="primary"
                bg={mine ? 'colorPalette.solid' : 'bg.muted'}
                color={mine ? 'colorPalette.contrast' : 'fg'}
                opacity={m.outbox === 'pending' ? 0.7 : 1}
                borderWidth={m.outbox === 'failed' ? '2px' : 0}
                borderColor="border.error"
              >
                {m.body ? <UserText fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word" textAlign="start">{m.body}</UserText> : null}
                {m.attachments?.length ? (
                  <Stack gap="2" mt={m.body ? 2 : 0}>
                    {m.attachments.map((file, index) => <Attachment key={`${file.name}-${index}`} file={file} />)}
                  </Stack>
                ) : null}
              </Box>
              <HStack gap="2" px="1" fontSize="xs" color={m.outbox === 'failed' ? 'fg.error' : 'fg.muted'}>
                <Text asChild><time dateTime={m.createdAt}>{formatTime(m.createdAt, i18n.language)}</time></Text>
                {m.outbox === 'pending' ? <Text>{t('thread.sending')}</Text> : null}
                {m.outbox === 'failed' && item ? (
                  <>
                    <Text role="status">{t('thread.failed')}</Text>
                    <Button size="2xs" variant="outline" colorPalette="red" onClick={() => onRetry(item)}>{t('thread.retry')}</Button>
                    <Button size="2xs" variant="ghost" onClick={() => onDiscard(item.id)}>{t('thread.delete')}</Button>
                  </>
                ) : null}
              </HStack>
              {seen?.messageId === m.id ? (
                <Text fontSize="xs" color="fg.muted" px="1" data-testid="chat-seen">{seenLine}</Text>
              ) : null}
            </Stack>
          </Fragment>
        );
      })}
    </Stack>
  );
}
