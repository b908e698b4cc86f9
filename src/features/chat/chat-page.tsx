// /dashboard/chat: the conversations and the open one side by side, one at a time on a phone. The
// open conversation is in the URL (?id=), so it has a link and Back works. With none open, the
// empty pane names the latest conversation, one click away, or offers to start one.
import { Box, Button, Center, Grid, Heading } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { MessageSquarePlus, MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/session/use-auth';
import { EmptyState } from '@/lib/ui/empty-state';
import { chatQueries } from './api/chat';
import { ChatConversationList } from './components/chat-conversation-list';
import { ChatNewDialog } from './components/chat-new-dialog';
import { ChatParticipants } from './components/chat-participants';
import { ChatThread } from './components/chat-thread';
import { conversationName, formatListTime } from './format';

const route = getRouteApi('/dashboard/chat');

export function ChatPage() {
  const { t, i18n } = useTranslation('chat');
  const { id } = route.useSearch();
  const navigate = route.useNavigate();
  const { user } = useAuth();
  const meId = user?.id ?? '';
  const [creating, setCreating] = useState(false);
  const [people, setPeople] = useState(false);
  const conversation = useQuery({ ...chatQueries.conversation(id ?? ''), enabled: Boolean(id) });
  const conversations = useQuery(chatQueries.conversations());
  const latest = conversations.data?.reduce<(typeof conversations.data)[number] | undefined>(
    (newest, c) => (!newest || c.updatedAt > newest.updatedAt ? c : newest),
    undefined,
  );

  return (
    <Box>
      <Heading as="h1" size="2xl" mb="4">{t('title')}</Heading>
      <Grid
        templateColumns={{ base: '1fr', md: 'minmax(260px, 320px) 1fr' }}
        h={{ base: 'calc(100dvh - 12rem)', md: 'calc(100dvh - 13rem)' }}
        minH="28rem"
        borderWidth="1px"
        borderColor="border"
        borderRadius="l3"
        overflow="hidden"
        bg="bg"
      >
        <Box display={{ base: id ? 'none' : 'block', md: 'block' }} borderEndWidth={{ md: '1px' }} borderColor="border" minH="0" overflow="hidden">
          <ChatConversationList openId={id} meId={meId} onNew={() => setCreating(true)} />
        </Box>
        <Box display={{ base: id ? 'block' : 'none', md: 'block' }} minH="0" overflow="hidden">
          {id && meId ? (
            <ChatThread key={id} id={id} meId={meId} onBack={() => void navigate({ search: {} })} onParticipants={() => setPeople(true)} />
          ) : (
            <Center h="full" p="8">
              <EmptyState
                icon={MessagesSquare}
                title={t('thread.none')}
                description={
                  latest
                    ? t('thread.latest', { name: conversationName(latest, meId), when: formatListTime(latest.updatedAt, i18n.language) })
                    : conversations.isSuccess
                      ? t('thread.noneYet')
                      : undefined
                }
                actions={
                  <>
                    {latest ? (
                      <Button size="sm" colorPalette="primary" onClick={() => void navigate({ search: { id: latest.id } })}>
                        {t('thread.openLatest')}
                      </Button>
                    ) : null}
                    <Button size="sm" variant={latest ? 'outline' : 'solid'} colorPalette="primary" onClick={() => setCreating(true)}>
                      <MessageSquarePlus aria-hidden /> {t('list.new')}
                    </Button>
                  </>
                }
              />
            </Center>
          )}
        </Box>
      </Grid>
      <ChatNewDialog
        open={creating}
        onOpenChange={setCreating}
        onStarted={(c) => {
          setCreating(false);
          void navigate({ search: { id: c.id } });
        }}
      />
      <ChatParticipants people={conversation.data?.participants ?? []} open={people} onOpenChange={setPeople} />
    </Box>
  );
}
