// /dashboard/chat: the conversations and the open one side by side, one at a time on a phone. The
// open conversation is in the URL (?id=), so it has a link and Back works.
import { Box, Center, Grid, Heading, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/session/use-auth';
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
  const conversation = useQuery({ ...chatQueries.conversation(id ?? ''), enabled: Boolean(id) });

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
            <Center h="full" p="8"><Text color="fg.muted">{t('thread.none')}</Text></Center>
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
