// One message in the list: select box, star, then a link holding sender, subject, snippet, date
// and an attachment mark. Unread messages are bold.
import { Box, Checkbox, Flex, HStack, Icon, IconButton, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Paperclip, Star } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Mail, MailLabelId } from '@/lib/api-contract/mail';
import { UserText } from '@/lib/ui/user-text';
import { formatMailDate } from '../format';

interface MailListItemProps {
  mail: Mail;
  label: MailLabelId;
  q: string;
  open: boolean;
  selected: boolean;
  onSelect: (id: string, selected: boolean) => void;
  onStar: (mail: Mail) => void;
}

export const MailListItem = memo(function MailListItem({ mail, label, q, open, selected, onSelect, onStar }: MailListItemProps) {
  const { t, i18n } = useTranslation('mail');
  const outgoing = mail.folder === 'sent' || mail.folder === 'drafts';
  const who = outgoing ? mail.to.map((c) => c.name).join(', ') || t('list.noRecipient') : mail.from.name;
  const weight = mail.isUnread ? 'bold' : 'normal';
  return (
    <Flex
      as="li"
      data-mail-id={mail.id}
      data-unread={mail.isUnread || undefined}
      gap="1"
      align="flex-start"
      px="2"
      py="2"
      borderBottomWidth="1px"
      borderColor="border"
      bg={open ? 'bg.emphasized' : mail.isUnread ? 'bg' : 'bg.subtle'}
      _hover={{ bg: open ? 'bg.emphasized' : 'bg.muted' }}
    >
      <Checkbox.Root
        size="sm"
        mt="1.5"
        px="1"
        checked={selected}
        onCheckedChange={(e) => onSelect(mail.id, e.checked === true)}
      >
        <Checkbox.HiddenInput aria-label={t('list.select', { name: who, subject: mail.subject || t('list.noSubject') })} />
        <Checkbox.Control />
      </Checkbox.Root>
      <IconButton
        size="xs"
        variant="ghost"
        aria-label={mail.isStarred ? t('actions.unstar') : t('actions.star')}
        aria-pressed={mail.isStarred}
        onClick={() => onStar(mail)}
        color={mail.isStarred ? 'orange.fg' : 'fg.muted'}
      >
        <Star fill={mail.isStarred ? 'currentColor' : 'none'} />
      </IconButton>
      <Link
        to="/dashboard/mail"
        search={{ label, id: mail.id, ...(q ? { q } : {}) }}
        style={{ flex: 1, minWidth: 0 }}
        aria-current={open ? 'true' : undefined}
      >
        <Box minW="0" py="0.5">
          <HStack gap="2" justify="space-between">
            {/* The sender (or recipients) carry their own direction, so a long English name in the
                Arabic list loses its end, not its start; the Draft mark stays outside it. */}
            <HStack gap="1" minW="0" fontSize="sm" fontWeight={weight}>
              {mail.isUnread ? <Box as="span" srOnly>{t('list.unread')} </Box> : null}
              {outgoing && mail.folder === 'drafts' ? (
                <Text as="span" color="red.fg" flexShrink={0}>
                  {t('list.draft')}
                </Text>
              ) : null}
              <UserText as="span" truncate>
                {who}
              </UserText>
            </HStack>
            <HStack gap="1" flexShrink={0} color="fg.muted">
              {mail.attachments.length ? (
                <Icon boxSize="3.5" aria-label={t('list.hasAttachments')} role="img">
                  <Paperclip />
                </Icon>
              ) : null}
              <Text asChild fontSize="xs" fontWeight={weight}>
                <time dateTime={mail.createdAt}>{formatMailDate(mail.createdAt, i18n.language)}</time>
              </Text>
            </HStack>
          </HStack>
          {mail.subject ? (
            <UserText fontSize="sm" fontWeight={weight} truncate>
              {mail.subject}
            </UserText>
          ) : (
            <Text fontSize="sm" fontWeight={weight} truncate>
              {t('list.noSubject')}
            </Text>
          )}
          <UserText fontSize="xs" color="fg.muted" truncate>
            {mail.message.replace(/\s+/g, ' ').slice(0, 140)}
          </UserText>
        </Box>
      </Link>
    </Flex>
  );
});
