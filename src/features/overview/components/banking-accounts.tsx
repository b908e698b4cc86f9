// The firm's bank accounts and their balances today, and how the total balance splits between
// them (a bar of each account's share, with the shares in figures).
import { Box, Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import type { AccountsResponse } from '@/lib/api-contract/overview-pages';
import { formatEuros } from '../format';
import { overviewPageQueries } from '../pages-api';
import { OverviewWidget } from './overview-widget';

export function BankingAccounts() {
  const { t, i18n } = useTranslation('overview');
  const lang = i18n.resolvedLanguage ?? 'en';
  const format = useFormat();
  const title = t('banking.accounts');
  // Balances are today's, whatever the range.
  return (
    <OverviewWidget
      title={title}
      query={overviewPageQueries.widget<AccountsResponse>('banking', 'accounts', '30d')}
      height="28"
    >
      {({ accounts }) => (
        <Card.Root variant="outline" h="full">
          <Card.Header>
            <Card.Title as="h2">{title}</Card.Title>
          </Card.Header>
          <Card.Body gap={6}>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
              {accounts.map((a) => (
                <Stack key={a.id} gap={1} borderWidth="1px" borderRadius="l2" p={4} bg="bg.subtle">
                  <Text fontWeight="semibold">{t(`banking.account.${a.id}`)}</Text>
                  <Text
                    textStyle="xs"
                    color="fg.muted"
                    fontFamily="mono"
                    dir="ltr"
                    textAlign="start"
                  >
                    {a.iban}
                  </Text>
                  <Text textStyle="2xl" fontWeight="bold" data-balance={a.balance}>
                    {formatEuros(a.balance, lang)}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
            <BalanceShares
              accounts={accounts}
              label={t('banking.accountsShare')}
              share={(points) => format.percent(points, { maximumFractionDigits: 0 })}
            />
          </Card.Body>
        </Card.Root>
      )}
    </OverviewWidget>
  );
}

const shareColors = ['primary.solid', 'primary.muted', 'fg.subtle'] as const;

/** The total balance split by account: one bar, then each account's share in figures. */
function BalanceShares({
  accounts,
  label,
  share,
}: {
  accounts: AccountsResponse['accounts'];
  label: string;
  share: (points: number) => string;
}) {
  const { t } = useTranslation('overview');
  const total = accounts.reduce((sum, a) => sum + Math.max(0, a.balance), 0);
  if (!total) return null;
  const shares = accounts.map((a, index) => ({
    id: a.id,
    points: (Math.max(0, a.balance) / total) * 100,
    color: shareColors[index % shareColors.length]!,
  }));
  return (
    <Stack gap={3} mt="auto">
      <Text textStyle="sm" color="fg.muted">
        {label}
      </Text>
      <HStack gap={0.5} h={3} borderRadius="full" overflow="hidden" aria-hidden>
        {shares.map((s) => (
          <Box key={s.id} h="full" bg={s.color} style={{ width: `${s.points}%` }} />
        ))}
      </HStack>
      <HStack as="ul" gap={6} wrap="wrap" listStyleType="none">
        {shares.map((s) => (
          <HStack as="li" key={s.id} gap={2} textStyle="sm">
            <Box boxSize={2.5} borderRadius="full" bg={s.color} aria-hidden />
            <Text>{t(`banking.account.${s.id}`)}</Text>
            <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
              {share(s.points)}
            </Text>
          </HStack>
        ))}
      </HStack>
    </Stack>
  );
}
