// An open conversation: header (back on a phone, name, participants), the messages, the composer.
// New messages scroll into view when the user is at the bottom; when they have scrolled up to read,
// the view stays put and a "New messages" button takes them down. Opening a conversation marks it
// read; the latest one shown on its own (a preview) is not, until the user writes in it.
import { Alert, Avatar, Badge, Box, Button, Heading, HStack, IconButton, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowLeft, Users } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chatQueries, useMarkRead } from '../api/chat';
import { useSendMessage } from '../api/use-send-message';
import { conversationName } from '../format';
import { useOutboxStore } from '../outbox-store';
import { ChatComposer } from './chat-composer';
import { ChatMessageList } from './chat-message-list';
import { ChatTyping } from './chat-typing';
import { useTyping } from '@/lib/live/use-presence';
import { ownDirection } from '@/lib/ui/user-text';
import { errorText } from '@/lib/http/error-text';

const NEAR_BOTTOM = 80;

interface Props {
  id: string;
  meId: string;
  /**
   * Shown because it is the latest and none is chosen (wide screens), not opened: it is marked as
   * such and not marked read (docs/product-rules.md#empty-states).
   */
  preview?: boolean;
  /** Makes the previewed conversation the open one: writing in it is opening it. */
  onOpen?: () => void;
  onBack: () => void;
  onParticipants: () => void;
}

export function ChatThread({ id, meId, preview = false, onOpen, onBack, onParticipants }: Props) {
  const { t } = useTranslation('chat');
  const conversation = useQuery({ ...chatQueries.conversation(id), refetchInterval: 15_000 });
  const outboxAll = useOutboxStore((s) => s.messages);
  const outbox = outboxAll.filter((m) => m.conversationId === id && m.owner === meId);
  const { send, retry, discard } = useSendMessage(meId);
  // Who else is typing here (docs/api/live.md#presence), and this tab's own key presses.
  const { typing, typed } = useTyping(`chat:${id}`);
  const markRead = useMarkRead();
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const [unseen, setUnseen] = useState(false);
  const count = (conversation.data?.messages.length ?? 0) + outbox.length;
  const shownCount = useRef(0);

  const unread = conversation.data?.unreadCount ?? 0;
  const { mutate: markAsRead } = markRead;
  useEffect(() => {
    if (!preview && unread > 0) markAsRead(id);
  }, [id, unread, markAsRead, preview]);

  useLayoutEffect(() => {
    const node = scroller.current;
    if (!node || count === shownCount.current) return;
    const first = shownCount.current === 0;
    shownCount.current = count;
    if (first || atBottom.current) node.scrollTop = node.scrollHeight;
    else setUnseen(true);
  }, [count]);

  const toBottom = () => {
    const node = scroller.current;
    if (node) node.scrollTo({ top: node.scrollHeight, behavior: 'smooth' });
    setUnseen(false);
  };

  const data = conversation.data;
  const name = data ? conversationName(data, meId) : '';
  return (
    <Stack gap="0" h="full" minH="0" position="relative">
      <HStack px="3" py="2" borderBottomWidth="1px" borderColor="border" gap="2">
        <IconButton size="sm" variant="ghost" aria-label={t('thread.back')} onClick={onBack} hideFrom="md">
          <Box as="span" display="inline-flex" _rtl={{ transform: 'scaleX(-1)' }}><ArrowLeft /></Box>
        </IconButton>
        {data ? (
          <Avatar.Root size="sm"><Avatar.Fallback name={name} /></Avatar.Root>
        ) : null}
        <Box flex="1" minW="0">
          {data ? (
            <>
              <Heading as="h2" size="sm" truncate {...ownDirection}>{name}</Heading>
              <Text fontSize="xs" color="fg.muted">{t('thread.people', { count: data.participants.length })}</Text>
            </>
          ) : <Skeleton height="5" width="40%" />}
        </Box>
        <IconButton size="sm" variant="ghost" aria-label={t('thread.participants')} onClick={onParticipants} disabled={!data}>
          <Users />
        </IconButton>
      </HStack>
      {preview ? (
        <HStack data-testid="chat-preview" gap="2" wrap="wrap" px="3" py="1.5" bg="primary.subtle" fontSize="xs" borderBottomWidth="1px" borderColor="border">
          <Badge colorPalette="primary" variant="solid">{t('thread.previewBadge')}</Badge>
          {unread > 0 ? <Text>{t('thread.previewUnread')}</Text> : null}
        </HStack>
      ) : null}
      <Box
        ref={scroller}
        flex="1"
        minH="0"
        overflowY="auto"
        px="3"
        py="2"
        onScroll={(e) => {
          const node = e.currentTarget;
          atBottom.current = node.scrollHeight - node.scrollTop - node.clientHeight < NEAR_BOTTOM;
          if (atBottom.current) setUnseen(false);
        }}
      >
        {conversation.isError ? (
          <Alert.Root status="error"><Alert.Indicator /><Alert.Title>{errorText(conversation.error)}</Alert.Title></Alert.Root>
        ) : data ? (
          <ChatMessageList messages={data.messages} outbox={outbox} participants={data.participants} type={data.type} seenBy={data.seenBy ?? []} meId={meId} onRetry={(m) => void retry(m)} onDiscard={discard} />
        ) : (
          <Stack gap="3">{Array.from({ length: 4 }, (_, i) => <Skeleton key={i} height="10" width={i % 2 ? '50%' : '70%'} />)}</Stack>
        )}
      </Box>
      {unseen ? (
        <Button size="xs" colorPalette="primary" borderRadius="full" position="absolute" bottom="24" insetInlineStart="50%" transform="translateX(-50%)" _rtl={{ transform: 'translateX(50%)' }} onClick={toBottom}>
          <ArrowDown /> {t('thread.newMessages')}
        </Button>
      ) : null}
      <ChatTyping topic={`chat:${id}`} typing={typing} messages={conversation.data?.messages} />
      <ChatComposer onTyping={typed} onSend={(body, files) => {
        atBottom.current = true;
        send(id, body, files);
        if (preview) onOpen?.();
      }} />
    </Stack>
  );
}
