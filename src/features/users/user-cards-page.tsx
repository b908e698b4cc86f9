// /dashboard/user/cards: the users as a grid of cards, by name, twelve more at a time.
import { Box, Button, Heading, SimpleGrid, Skeleton, Stack, Text, Alert } from '@chakra-ui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { userQueries } from './api/users';
import { UserCard } from './components/user-card';
import { errorText } from '@/lib/http/error-text';

export function UserCardsPage() {
  const { t } = useTranslation('users');
  const format = useFormat();
  const cards = useInfiniteQuery(userQueries.cards());
  const users = cards.data?.pages.flatMap((page) => page.items) ?? [];
  const total = cards.data?.pages[0]?.total ?? 0;
  return (
    <Stack gap={6}>
      <Box>
        <Heading as="h1" size="2xl">
          {t('cards.title')}
        </Heading>
        <Text color="fg.muted">{t('cards.subtitle')}</Text>
      </Box>
      {cards.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title flex="1">{errorText(cards.error)}</Alert.Title>
          <Button size="xs" variant="outline" onClick={() => void cards.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert.Root>
      ) : null}
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap={5} aria-busy={cards.isPending}>
        {cards.isPending
          ? Array.from({ length: 8 }, (_, i) => <Skeleton key={i} height="64" borderRadius="l3" />)
          : users.map((user) => <UserCard key={user.id} user={user} />)}
      </SimpleGrid>
      {cards.data ? (
        <Stack align="center" gap={3}>
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {t('cards.shown', { shown: format.number(users.length), total: format.number(total) })}
          </Text>
          {cards.hasNextPage ? (
            <Button
              variant="outline"
              loading={cards.isFetchingNextPage}
              onClick={() => void cards.fetchNextPage()}
            >
              {t('cards.showMore')}
            </Button>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
