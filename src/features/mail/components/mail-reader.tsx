// The open message: subject, sender, recipients, date, the actions (reply, reply all, forward and
// the rest), the body (HTML sanitised, or plain text) and the attachments. Opening an unread
// message marks it read; the latest message shown on its own (a preview) does not.
import { Alert, Badge, Box, Button, Center, Heading, HStack, IconButton, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Forward, Inbox, Pencil, PenSquare, Reply, ReplyAll, SearchX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Mail, MailContact } from '@/lib/api-contract/mail';
import { IdText, isolateLtr, isolateText, ownDirection, UserText } from '@/lib/ui/user-text';
import { mailQueries } from '../api/mail';
import { useUpdateMails } from '../api/mail-mutations';
import { formatFullDate } from '../format';
import type { ReplyMode } from '../compose-values';
import { MailActions } from './mail-actions';
import { MailAttachments } from './mail-attachments';
import { MailHtmlBody } from './mail-html-body';
import { errorText } from '@/lib/http/error-text';
import { EmptyState } from '@/lib/ui/empty-state';

interface MailReaderProps {
  id: string;
  /**
   * Shown because it is the folder's latest and nothing is chosen (wide screens), not opened: it is
   * marked as such and not marked read (docs/product-rules.md#empty-states).
   */
  preview?: boolean;
  onBack: () => void;
  onReply: (mail: Mail, mode: ReplyMode) => void;
  onEditDraft: (mail: Mail) => void;
}

// Each name and address keeps its own direction inside the translated "To: …" (docs/look-and-feel.md#text-in-both-directions).
const people = (list: MailContact[]) => list.map((c) => `${isolateText(c.name)} ${isolateLtr(`<${c.email}>`)}`).join(', ');

export function MailReader({ id, preview = false, onBack, onReply, onEditDraft }: MailReaderProps) {
  const { t, i18n } = useTranslation('mail');
  const message = useQuery(mailQueries.detail(id));
  const update = useUpdateMails();
  const marked = useRef<string | null>(null);
  const mail = message.data;

  // Opened (its id in the URL), not previewed: the same reader goes on showing it when the previewed
  // message is clicked in the list, and marks it read then.
  useEffect(() => {
    if (!preview && mail?.isUnread && marked.current !== mail.id) {
      marked.current = mail.id;
      update.mutate({ mails: [mail], patch: { isUnread: false } });
    }
  }, [mail, update, preview]);

  const back = (
    <IconButton size="sm" variant="ghost" aria-label={t('reader.back')} onClick={onBack} hideFrom="md">
      <Box as="span" display="inline-flex" _rtl={{ transform: 'scaleX(-1)' }}>
        <ArrowLeft />
      </Box>
    </IconButton>
  );

  if (message.isError) {
    return (
      <Stack p="4" gap="3">
        {back}
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{errorText(message.error)}</Alert.Title>
        </Alert.Root>
      </Stack>
    );
  }
  if (!mail) {
    return (
      <Stack p="4" gap="3" aria-busy="true">
        <Skeleton height="8" width="60%" />
        <Skeleton height="5" width="40%" />
        <Skeleton height="40" />
      </Stack>
    );
  }
  const isDraft = mail.folder === 'drafts';
  return (
    <Stack as="article" aria-labelledby="mail-subject" gap="4" p={{ base: 3, md: 5 }} h="full" overflowY="auto" position="relative">
      {preview ? (
        <HStack data-testid="mail-preview" gap="2" wrap="wrap" px="3" py="1.5" borderRadius="l2" bg="primary.subtle" fontSize="xs">
          <Badge colorPalette="primary" variant="solid">{t('reader.previewBadge')}</Badge>
          {mail.isUnread ? <Text>{t('reader.previewUnread')}</Text> : null}
        </HStack>
      ) : null}
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack gap="1">
          {back}
          {isDraft ? (
            <Button size="sm" colorPalette="primary" onClick={() => onEditDraft(mail)}>
              <Pencil /> {t('reader.editDraft')}
            </Button>
          ) : (
            <>
              <IconButton size="sm" variant="ghost" aria-label={t('actions.reply')} onClick={() => onReply(mail, 'reply')}>
                <Reply />
              </IconButton>
              <IconButton size="sm" variant="ghost" aria-label={t('actions.replyAll')} onClick={() => onReply(mail, 'replyAll')}>
                <ReplyAll />
              </IconButton>
              <IconButton size="sm" variant="ghost" aria-label={t('actions.forward')} onClick={() => onReply(mail, 'forward')}>
                <Forward />
              </IconButton>
            </>
          )}
        </HStack>
        <MailActions mails={[mail]} onGone={onBack} />
      </HStack>
      <Heading as="h2" size="lg" id="mail-subject" {...(mail.subject ? ownDirection : {})}>
        {mail.subject || t('list.noSubject')}
      </Heading>
      <Stack gap="0.5" fontSize="sm">
        <Text>
          <UserText as="span" fontWeight="semibold">{mail.from.name}</UserText>{' '}
          <IdText as="span" color="fg.muted">&lt;{mail.from.email}&gt;</IdText>
        </Text>
        <Text color="fg.muted">{t('reader.to', { people: people(mail.to) })}</Text>
        {mail.cc.length ? <Text color="fg.muted">{t('reader.cc', { people: people(mail.cc) })}</Text> : null}
        <Text asChild color="fg.muted">
          <time dateTime={mail.createdAt}>{formatFullDate(mail.createdAt, i18n.language)}</time>
        </Text>
      </Stack>
      <Separator />
      <Box fontSize="sm" lineHeight="tall" dir="auto">
        {mail.html ? <MailHtmlBody html={mail.html} /> : <Text whiteSpace="pre-wrap">{mail.message}</Text>}
      </Box>
      <MailAttachments mail={mail} />
    </Stack>
  );
}

/**
 * The reading pane with nothing to show (wide screens): the folder, or the search in it, has no
 * message. A folder with messages shows its latest instead (`MailReader` with `preview`).
 */
export function MailReaderEmpty({ q, onCompose }: { q: string; onCompose: () => void }) {
  const { t } = useTranslation('mail');
  return (
    <Center h="full" p="8">
      <EmptyState
        icon={q ? SearchX : Inbox}
        title={q ? t('reader.noMatch') : t('reader.folderEmpty')}
        actions={
          <Button size="sm" colorPalette="primary" onClick={onCompose}>
            <PenSquare aria-hidden /> {t('compose.new')}
          </Button>
        }
      />
    </Center>
  );
}
