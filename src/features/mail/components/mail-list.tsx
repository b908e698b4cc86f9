// The list pane: search, select all with the bulk actions, the messages of the label, and the next
// page loaded from the server when the end of the list scrolls into view (or with the button).
import { Alert, Box, Button, Center, Checkbox, HStack, Input, InputGroup, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Mail, MailLabelId } from '@/lib/api-contract/mail';
import { formatNumber } from '@/lib/format';

import { mailQueries } from '../api/mail';
import { MailActions } from './mail-actions';
import { MailListItem } from './mail-list-item';
import { errorText } from '@/lib/http/error-text';

export const MAIL_SEARCH_ID = 'mail-search';

interface MailListProps {
  label: MailLabelId;
  q: string;
  openId: string | undefined;
  selected: ReadonlySet<string>;
  onSelect: (id: string, selected: boolean) => void;
  onSelectAll: (ids: string[]) => void;
  onSearch: (q: string) => void;
  onStar: (mail: Mail) => void;
  /** The label chips on narrow screens. */
  header?: ReactNode;
}

export function MailList({ label, q, openId, selected, onSelect, onSelectAll, onSearch, onStar, header }: MailListProps) {
  const { t, i18n } = useTranslation('mail');
  const list = useInfiniteQuery(mailQueries.list({ labelId: label, q }));
  const mails = list.data?.pages.flatMap((p) => p.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);

  const end = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    const node = end.current;
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const chosen = mails.filter((m) => selected.has(m.id));
  const allChosen = mails.length > 0 && chosen.length === mails.length;
  return (
    <Stack gap="0" h="full" minH="0">
      <Stack gap="3" p="3" borderBottomWidth="1px" borderColor="border">
        {header}
        <form
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            onSearch(text.trim());
          }}
        >
          <InputGroup startElement={<Search size={16} />}>
            <Input
              id={MAIL_SEARCH_ID}
              type="search"
              size="sm"
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                if (!e.target.value) onSearch('');
              }}
              placeholder={t('list.searchPlaceholder')}
              aria-label={t('list.search')}
              maxLength={100}
            />
          </InputGroup>
        </form>
        <HStack justify="space-between" minH="8">
          <Checkbox.Root
            size="sm"
            checked={allChosen ? true : chosen.length ? 'indeterminate' : false}
            onCheckedChange={() => onSelectAll(allChosen ? [] : mails.map((m) => m.id))}
            disabled={!mails.length}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label fontSize="sm" color="fg.muted">
              {chosen.length ? t('list.selected', { count: chosen.length }) : t('list.selectAll')}
            </Checkbox.Label>
          </Checkbox.Root>
          {chosen.length ? <MailActions mails={chosen} onGone={() => onSelectAll([])} /> : null}
        </HStack>
      </Stack>
      <Box flex="1" minH="0" overflowY="auto" position="relative" aria-busy={list.isPending}>
        {list.isError ? (
          <Alert.Root status="error" m="3" w="auto">
            <Alert.Indicator />
            <Alert.Title flex="1">{errorText(list.error)}</Alert.Title>
            <Button size="xs" variant="outline" onClick={() => void list.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert.Root>
        ) : list.isPending ? (
          <Stack p="3" gap="3">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height="14" />
            ))}
          </Stack>
        ) : mails.length === 0 ? (
          <Center p="8" textAlign="center">
            <Text color="fg.muted">{q ? t('list.noResults', { q }) : t('list.empty')}</Text>
          </Center>
        ) : (
          <>
            <Box as="ul" listStyleType="none" aria-label={t('list.title', { label: t(`labels.${label}`) })} data-testid="mail-list">
              {mails.map((mail) => (
                <MailListItem key={mail.id} mail={mail} label={label} q={q} open={mail.id === openId} selected={selected.has(mail.id)} onSelect={onSelect} onStar={onStar} />
              ))}
            </Box>
            <Stack ref={end} align="center" p="3" gap="2">
              <Text fontSize="xs" color="fg.muted" aria-live="polite">
                {t('list.shown', { shown: formatNumber(mails.length, i18n.language), total: formatNumber(total, i18n.language) })}
              </Text>
              {hasNextPage ? (
                <Button size="xs" variant="outline" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                  {t('list.more')}
                </Button>
              ) : null}
            </Stack>
          </>
        )}
      </Box>
    </Stack>
  );
}
