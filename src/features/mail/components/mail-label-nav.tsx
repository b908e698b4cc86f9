// The labels with their unread counts: a column on wide screens, a scrolling row of chips above the
// list on narrow ones. Each label is a link (?label=…), so Back returns to the previous one.
import { Badge, Box, Flex, HStack, Icon, Skeleton, Stack, Text, type SystemStyleObject } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import {
  Archive,
  File,
  Inbox,
  Layers,
  OctagonAlert,
  Send,
  Star,
  Tag,
  Trash2,
  Bookmark,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MailLabel, MailLabelId } from '@/lib/api-contract/mail';
import { useFormat } from '@/lib/format';

const icons: Partial<Record<MailLabelId, ReactNode>> = {
  inbox: <Inbox />,
  all: <Layers />,
  sent: <Send />,
  drafts: <File />,
  starred: <Star />,
  important: <Bookmark />,
  archive: <Archive />,
  spam: <OctagonAlert />,
  trash: <Trash2 />,
};

// Static names, so the theme keeps exactly these palettes (src/theme/system-palettes.test.ts).
export const labelPalette = {
  blue: 'blue',
  green: 'green',
  orange: 'orange',
  purple: 'purple',
} as const;

/** Which count a label shows: unread for the folders one reads, the total for drafts. */
const countOf = (label: MailLabel) =>
  label.id === 'drafts' ? label.totalCount : label.unreadCount;

/**
 * The row of chips scrolls sideways: its end fades out, the cue that more labels follow (as a
 * list's status tabs do); the end padding lets the last chip scroll clear of the fade.
 */
const rowScrollCue: SystemStyleObject = {
  scrollbarWidth: 'thin',
  paddingInlineEnd: '8',
  maskImage: 'linear-gradient(to right, black calc(100% - 2rem), transparent)',
  _rtl: { maskImage: 'linear-gradient(to left, black calc(100% - 2rem), transparent)' },
};

interface MailLabelNavProps {
  labels: MailLabel[] | undefined;
  current: MailLabelId;
  layout: 'column' | 'row';
}

export function MailLabelNav({ labels, current, layout }: MailLabelNavProps) {
  const { t } = useTranslation('mail');
  const format = useFormat();
  if (!labels) return <Skeleton height={layout === 'row' ? '9' : '80'} borderRadius="l2" />;
  const system = labels.filter((l) => l.type === 'system');
  const custom = labels.filter((l) => l.type === 'custom');

  const item = (label: MailLabel) => {
    const active = label.id === current;
    const count = countOf(label);
    return (
      <Link
        key={label.id}
        to="/dashboard/mail"
        search={{ label: label.id }}
        aria-current={active ? 'page' : undefined}
        data-label={label.id}
      >
        <HStack
          gap="2"
          px="3"
          py={layout === 'row' ? 1.5 : 2}
          borderRadius={layout === 'row' ? 'full' : 'l2'}
          borderWidth={layout === 'row' ? '1px' : 0}
          borderColor={active ? 'colorPalette.solid' : 'border'}
          colorPalette="primary"
          bg={active ? 'colorPalette.subtle' : undefined}
          color={active ? 'colorPalette.fg' : 'fg'}
          fontWeight={active || count > 0 ? 'semibold' : 'normal'}
          _hover={{ bg: active ? 'colorPalette.subtle' : 'bg.muted' }}
          whiteSpace="nowrap"
          fontSize="sm"
        >
          {label.color ? (
            <Icon
              boxSize="4"
              colorPalette={labelPalette[label.color]}
              color="colorPalette.fg"
              aria-hidden="true"
            >
              <Tag />
            </Icon>
          ) : (
            <Icon boxSize="4" aria-hidden="true">
              {icons[label.id]}
            </Icon>
          )}
          <Text flex="1">{t(`labels.${label.id}`)}</Text>
          {count > 0 ? (
            <Badge size="sm" variant={active ? 'solid' : 'subtle'} borderRadius="full">
              {format.number(count)}
              <Box as="span" srOnly>
                {' '}
                {t(label.id === 'drafts' ? 'labels.countTotal' : 'labels.countUnread', { count })}
              </Box>
            </Badge>
          ) : null}
        </HStack>
      </Link>
    );
  };

  if (layout === 'row') {
    return (
      <Flex
        as="nav"
        aria-label={t('labels.title')}
        position="relative"
        gap="2"
        overflowX="auto"
        pb="1"
        css={rowScrollCue}
      >
        {[...system, ...custom].map(item)}
      </Flex>
    );
  }
  return (
    <Stack as="nav" aria-label={t('labels.title')} gap="0.5">
      {system.map(item)}
      <Text textStyle="overline" color="fg.muted" px="3" pt="4" pb="1">
        {t('labels.custom')}
      </Text>
      {custom.map(item)}
    </Stack>
  );
}
