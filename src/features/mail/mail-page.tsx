// /dashboard/mail: labels, the list of the chosen label and the open message, side by side on wide
// screens and one at a time on a phone. The label, the open message and the search are in the URL
// (./search.ts), so a message has a link and Back goes where the user was. With none open, a wide
// screen's reading pane shows the latest message without marking it read (docs/product-rules.md#empty-states).
import { Box, Button, Grid, Heading, HStack, IconButton } from '@chakra-ui/react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Keyboard, PenSquare } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Mail } from '@/lib/api-contract/mail';
import { useAuth } from '@/lib/session/use-auth';
import { toast } from '@/lib/toast/toast';
import { fetchAttachment, mailQueries } from './api/mail';
import { useUpdateMails } from './api/mail-mutations';
import { useComposeStore } from './compose-store';
import { draftValues, emptyCompose, replyValues, type ReplyMode } from './compose-values';
import { formatFullDate } from './format';
import { MailCompose } from './components/mail-compose';
import { MailLabelNav } from './components/mail-label-nav';
import { MailList } from './components/mail-list';
import { MailReader, MailReaderEmpty } from './components/mail-reader';
import { MailShortcutsDialog } from './components/mail-shortcuts-dialog';
import { useMailShortcuts } from './use-mail-shortcuts';
import { errorText } from '@/lib/http/error-text';
import { useNarrowScreen } from '@/lib/ui/use-narrow-screen';

const route = getRouteApi('/dashboard/mail');

export function MailPage() {
  const { t, i18n } = useTranslation('mail');
  const { label, id, q } = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const labels = useQuery(mailQueries.labels());
  // The list's own query (MailList reads it too): its first message is the latest (newest first).
  const list = useInfiniteQuery(mailQueries.list({ labelId: label, q }));
  const latest = list.data?.pages[0]?.items[0];
  // Side by side (wide screens) with no message chosen, the reading pane shows the latest one, as a
  // preview that does not mark it read; a phone shows the list alone.
  const narrow = useNarrowScreen();
  const previewId = !id && !narrow ? latest?.id : undefined;
  const shownId = id ?? previewId;
  const update = useUpdateMails();
  const compose = useComposeStore();
  const composeButton = useRef<HTMLButtonElement>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [help, setHelp] = useState(false);

  // A new label or search starts with nothing selected.
  useEffect(() => setSelected(new Set()), [label, q]);

  const open = useCallback(
    (next: string | undefined) => void navigate({ search: (s) => ({ ...s, id: next }) }),
    [navigate],
  );
  const onSelect = useCallback((mailId: string, on: boolean) => {
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(mailId);
      else next.delete(mailId);
      return next;
    });
  }, []);
  const onStar = useCallback(
    (mail: Mail) => update.mutate({ mails: [mail], patch: { isStarred: !mail.isStarred } }),
    [update],
  );

  const startCompose = (values = emptyCompose()) => compose.start(values, user?.id ?? null);
  const onReply = (mail: Mail, mode: ReplyMode) =>
    startCompose(
      replyValues(
        mail,
        mode,
        user?.email,
        t('compose.quoteIntro', {
          date: formatFullDate(mail.createdAt, i18n.language),
          name: mail.from.name,
        }),
      ),
    );
  const onEditDraft = async (mail: Mail) => {
    try {
      const files = await Promise.all(mail.attachments.map((_, i) => fetchAttachment(mail.id, i)));
      startCompose(draftValues(mail, files));
    } catch (error) {
      toast.error(t('toast.failed'), errorText(error));
    }
  };

  useMailShortcuts({
    label,
    q,
    // The previewed message is the current one too (j goes on to the next, r answers it).
    id: shownId,
    open,
    onReply,
    onCompose: () => startCompose(),
    onHelp: () => setHelp(true),
    archive: (mails) =>
      update.mutate({
        mails,
        patch: { folder: 'archive' },
        done: t('toast.moved', { count: mails.length, label: t('labels.archive') }),
      }),
    queryClient,
    disabled: help || (compose.open && !compose.minimised),
  });

  const composing = compose.open && compose.owner === (user?.id ?? null);
  return (
    <Box>
      <HStack justify="space-between" mb="4" gap="3">
        <Heading as="h1" size="2xl">
          {t('title')}
        </Heading>
        <HStack gap="2">
          <IconButton
            size="sm"
            variant="outline"
            aria-label={t('shortcuts.title')}
            onClick={() => setHelp(true)}
            hideBelow="md"
          >
            <Keyboard />
          </IconButton>
          <Button
            ref={composeButton}
            size="sm"
            colorPalette="primary"
            onClick={() => startCompose()}
          >
            <PenSquare /> {t('compose.new')}
          </Button>
        </HStack>
      </HStack>
      <Grid
        templateColumns={{
          base: '1fr',
          md: 'minmax(280px, 340px) 1fr',
          // The label column fits its longest label in every language (at least 200 px).
          lg: 'minmax(200px, max-content) minmax(280px, 340px) 1fr',
        }}
        h={{ base: 'calc(100dvh - 12rem)', md: 'calc(100dvh - 13rem)' }}
        minH="28rem"
        borderWidth="1px"
        borderColor="border"
        borderRadius="l3"
        overflow="hidden"
        // Contains what its panes position (a visually hidden "unread" label escaped the lists'
        // scrolling and lengthened the page by 800 px: docs/testing.md#the-layout-gate).
        position="relative"
        bg="bg"
      >
        <Box hideBelow="lg" borderEndWidth="1px" borderColor="border" p="2" overflowY="auto">
          <MailLabelNav labels={labels.data} current={label} layout="column" />
        </Box>
        <Box
          display={{ base: id ? 'none' : 'block', md: 'block' }}
          borderEndWidth={{ md: '1px' }}
          borderColor="border"
          minH="0"
          overflow="hidden"
        >
          <MailList
            label={label}
            q={q}
            openId={shownId}
            selected={selected}
            onSelect={onSelect}
            onSelectAll={(ids) => setSelected(new Set(ids))}
            onSearch={(next) =>
              void navigate({ search: (s) => ({ ...s, q: next || undefined, id: undefined }) })
            }
            onStar={onStar}
            header={
              <Box hideFrom="lg">
                <MailLabelNav labels={labels.data} current={label} layout="row" />
              </Box>
            }
          />
        </Box>
        <Box display={{ base: id ? 'block' : 'none', md: 'block' }} minH="0" overflow="hidden">
          {shownId ? (
            // Keyed by the message: clicking the previewed one keeps this reader, which then marks it read.
            <MailReader
              key={shownId}
              id={shownId}
              preview={!id}
              onBack={() => open(undefined)}
              onReply={onReply}
              onEditDraft={(m) => void onEditDraft(m)}
            />
          ) : list.isSuccess && !latest ? (
            <MailReaderEmpty q={q} onCompose={() => startCompose()} />
          ) : null}
        </Box>
      </Grid>
      {composing ? (
        <MailCompose key={compose.version} onClosed={() => composeButton.current?.focus()} />
      ) : null}
      <MailShortcutsDialog open={help} onOpenChange={setHelp} />
    </Box>
  );
}
