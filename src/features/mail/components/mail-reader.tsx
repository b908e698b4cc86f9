// The open message: subject, sender, recipients, date, the actions (reply, reply all, forward and
// the rest), the body (HTML sanitised, or plain text) and the attachments. Opening an unread
// message marks it read.
import { Alert, Box, Button, Center, Heading, HStack, IconButton, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Forward, MailOpen, Pencil, PenSquare, Reply, ReplyAll } from 'lucide-react';
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
  onBack: () => void;
  onReply: (mail: Mail, mode: ReplyMode) => void;
  onEditDraft: (mail: Mail) => void;
}

// Each name and address keeps its own direction inside the translated "To: …" (docs/look-and-feel.md#text-in-both-directions).
const people = (list: MailContact[]) => list.map((c) => `${isolateText(c.name)} ${isolateLtr(`<${c.email}>`)}`).join(', ');

export function MailReader({ id, onBack, onReply, onEditDraft }: MailReaderProps) {
  const { t, i18n } = useTranslation('mail');
  const message = useQuery(mailQueries.detail(id));
  const update = useUpdateMails();
  const marked = useRef<string | null>(null);
  const mail = message.data;

  useEffect(() => {
    if (mail?.isUnread && marked.current !== mail.id) {
      marked.current = mail.id;
      update.mutate({ mails: [mail], patch: { isUnread: false } });
    }
  }, [mail, update]);

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
 * The reading pane with no message open (wide screens): the next step is the latest message of the
 * folder, named, one click away, or writing one when the folder is empty. Not opened by itself:
 * opening a message marks it read, and visiting the mailbox should not.
 */
export function MailReaderEmpty({ latest, onOpen, onCompose }: { latest?: Mail; onOpen: (id: string) => void; onCompose: () => void }) {
  const { t } = useTranslation('mail');
  return (
    <Center h="full" p="8">
      <EmptyState
        icon={MailOpen}
        title={t('reader.none')}
        description={
          latest
            ? t('reader.latest', { name: isolateText(latest.from.name), subject: isolateText(latest.subject) })
            : t('reader.folderEmpty')
        }
        actions={
          latest ? (
            <Button size="sm" colorPalette="primary" onClick={() => onOpen(latest.id)}>
              {t('reader.openLatest')}
            </Button>
          ) : (
            <Button size="sm" colorPalette="primary" onClick={onCompose}>
              <PenSquare aria-hidden /> {t('compose.new')}
            </Button>
          )
        }
      />
    </Center>
  );
}
