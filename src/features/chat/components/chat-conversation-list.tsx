// The conversations: search, then each with its name, last message, time and unread count.
import { Alert, Avatar, Badge, Box, Button, HStack, Input, InputGroup, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { MessageSquarePlus, Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chatQueries } from '../api/chat';
import { conversationName, formatListTime } from '../format';
import { UserText } from '@/lib/ui/user-text';
import { errorText } from '@/lib/http/error-text';

interface Props {
  openId: string | undefined;
  /** The conversation shown in the pane without being opened (wide screens, none chosen). */
  previewId?: string;
  meId: string | undefined;
  onNew: () => void;
}

export function ChatConversationList({ openId, previewId, meId, onNew }: Props) {
  const { t, i18n } = useTranslation('chat');
  const list = useQuery(chatQueries.conversations());
  const [q, setQ] = useState('');
  const needle = q.trim().toLowerCase();
  const shown = (list.data ?? []).filter((c) => {
    if (!needle) return true;
    const text = [conversationName(c, meId), ...c.participants.map((p) => p.name), c.messages.at(-1)?.body ?? ''].join(' ');
    return text.toLowerCase().includes(needle);
  });
  return (
    <Stack gap="0" h="full" minH="0">
      <Stack gap="2" p="3" borderBottomWidth="1px" borderColor="border">
        <Button size="sm" colorPalette="primary" onClick={onNew}>
          <MessageSquarePlus /> {t('list.new')}
        </Button>
        <InputGroup startElement={<Search size={16} />}>
          <Input size="sm" type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder={t('list.search')} aria-label={t('list.search')} />
        </InputGroup>
      </Stack>
      <Box flex="1" minH="0" overflowY="auto">
        {list.isError ? (
          <Alert.Root status="error" m="3" w="auto">
            <Alert.Indicator />
            <Alert.Title flex="1">{errorText(list.error)}</Alert.Title>
            <Button size="xs" variant="outline" onClick={() => void list.refetch()}>{t('common.retry')}</Button>
          </Alert.Root>
        ) : list.isPending ? (
          <Stack p="3" gap="3">{Array.from({ length: 6 }, (_, i) => <Skeleton key={i} height="12" />)}</Stack>
        ) : shown.length === 0 ? (
          <Text p="4" color="fg.muted" fontSize="sm">{needle ? t('list.noResults', { q }) : t('list.empty')}</Text>
        ) : (
          <Box as="ul" listStyleType="none" aria-label={t('list.title')} data-testid="chat-conversations">
            {shown.map((c) => {
              const name = conversationName(c, meId);
              const last = c.messages.at(-1);
              const open = c.id === openId;
              // The previewed one is the pane's too, so it looks chosen; its link is not this page's.
              const shown = open || c.id === previewId;
              return (
                <li key={c.id}>
                  <Link to="/dashboard/chat" search={{ id: c.id }} aria-current={open ? 'page' : shown ? 'true' : undefined}>
                    <HStack gap="3" px="3" py="2.5" bg={shown ? 'bg.emphasized' : undefined} _hover={{ bg: shown ? 'bg.emphasized' : 'bg.muted' }}>
                      <Avatar.Root size="sm">
                        <Avatar.Fallback name={name} />
                      </Avatar.Root>
                      <Box flex="1" minW="0">
                        <HStack justify="space-between" gap="2">
                          <UserText fontSize="sm" fontWeight={c.unreadCount ? 'bold' : 'medium'} truncate>{name}</UserText>
                          <Text fontSize="xs" color="fg.muted" flexShrink={0}>{formatListTime(c.updatedAt, i18n.language)}</Text>
                        </HStack>
                        <HStack justify="space-between" gap="2">
                          {/* "You:" stays outside the message, which keeps its own direction and loses its end when cut. */}
                          <HStack gap="1" minW="0" fontSize="xs" color="fg.muted">
                            {last && last.senderId === meId ? <Text flexShrink={0}>{t('list.you')}</Text> : null}
                            {last ? (
                              last.body ? (
                                <UserText truncate>{last.body}</UserText>
                              ) : (
                                <Text truncate>{t('thread.attachment')}</Text>
                              )
                            ) : null}
                          </HStack>
                          {c.unreadCount ? (
                            <Badge size="sm" colorPalette="primary" variant="solid" borderRadius="full">
                              {c.unreadCount}
                              <Box as="span" srOnly> {t('list.unread', { count: c.unreadCount })}</Box>
                            </Badge>
                          ) : null}
                        </HStack>
                      </Box>
                    </HStack>
                  </Link>
                </li>
              );
            })}
          </Box>
        )}
      </Box>
    </Stack>
  );
}
