// /dashboard/chat: the conversations and the open one side by side, one at a time on a phone. The
// open conversation is in the URL (?id=), so it has a link and Back works. With none open, a wide
// screen's pane shows the latest conversation without marking it read, or offers to start one
// when there is none (docs/product-rules.md#empty-states).
import { Box, Button, Center, Grid, Heading } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { MessageSquarePlus, MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/session/use-auth';
import { EmptyState } from '@/lib/ui/empty-state';
import { useNarrowScreen } from '@/lib/ui/use-narrow-screen';
import { chatQueries } from './api/chat';
import { ChatConversationList } from './components/chat-conversation-list';
import { ChatNewDialog } from './components/chat-new-dialog';
import { ChatParticipants } from './components/chat-participants';
import { ChatThread } from './components/chat-thread';

const route = getRouteApi('/dashboard/chat');

export function ChatPage() {
  const { t } = useTranslation('chat');
  const { id } = route.useSearch();
  const navigate = route.useNavigate();
  const { user } = useAuth();
  const meId = user?.id ?? '';
  const [creating, setCreating] = useState(false);
  const [people, setPeople] = useState(false);
  const conversations = useQuery(chatQueries.conversations());
  const latest = conversations.data?.reduce<(typeof conversations.data)[number] | undefined>(
    (newest, c) => (!newest || c.updatedAt > newest.updatedAt ? c : newest),
    undefined,
  );
  // Side by side (wide screens) with none chosen, the pane shows the latest conversation, as a
  // preview that does not mark it read; a phone shows the list alone.
  const narrow = useNarrowScreen();
  const previewId = !id && !narrow ? latest?.id : undefined;
  const shownId = id ?? previewId;
  const conversation = useQuery({ ...chatQueries.conversation(shownId ?? ''), enabled: Boolean(shownId) });

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
          <ChatConversationList openId={id} previewId={previewId} meId={meId} onNew={() => setCreating(true)} />
        </Box>
        <Box display={{ base: id ? 'block' : 'none', md: 'block' }} minH="0" overflow="hidden">
          {shownId && meId ? (
            // Keyed by the conversation: opening the previewed one keeps this thread, which then marks it read.
            <ChatThread
              key={shownId}
              id={shownId}
              meId={meId}
              preview={!id}
              onOpen={() => void navigate({ search: { id: shownId } })}
              onBack={() => void navigate({ search: {} })}
              onParticipants={() => setPeople(true)}
            />
          ) : conversations.data?.length === 0 ? (
            <Center h="full" p="8">
              <EmptyState
                icon={MessagesSquare}
                title={t('thread.noneYet')}
                actions={
                  <Button size="sm" colorPalette="primary" onClick={() => setCreating(true)}>
                    <MessageSquarePlus aria-hidden /> {t('list.new')}
                  </Button>
                }
              />
            </Center>
          ) : null}
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
