// The firm's bank accounts and their balances today.
import { Card, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AccountsResponse } from '@/lib/api-contract/overview-pages';
import { formatEuros } from '../format';
import { overviewPageQueries } from '../pages-api';
import { OverviewWidget } from './overview-widget';

export function BankingAccounts() {
  const { t, i18n } = useTranslation('overview');
  const lang = i18n.resolvedLanguage ?? 'en';
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
          <Card.Body>
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
          </Card.Body>
        </Card.Root>
      )}
    </OverviewWidget>
  );
}
