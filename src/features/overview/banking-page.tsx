// /dashboard/banking: the firm's accounts, income and expenses, cash flow, receivables and
// transactions for the chosen range.
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BankingAccounts } from './components/banking-accounts';
import { BankingReceivables } from './components/banking-receivables';
import { BankingTransactions } from './components/banking-transactions';
import { OverviewFigures } from './components/overview-figures';
import { OverviewPageHeader } from './components/overview-page-header';
import { SeriesCard } from './components/series-card';

const route = getRouteApi('/dashboard/banking');

export function BankingPage() {
  const { t } = useTranslation('overview');
  const { range } = route.useSearch();
  return (
    <Stack gap={6}>
      <OverviewPageHeader
        title={t('banking.title')}
        description={t('banking.description')}
        range={range}
      />
      <OverviewFigures page="banking" range={range} />
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap={4}>
        <BankingAccounts />
        <BankingReceivables />
      </SimpleGrid>
      <SeriesCard
        page="banking"
        widget="cashflow"
        range={range}
        title={t('banking.cashflow')}
        description={t('banking.cashflowDescription')}
        series={[
          { name: 'income', kind: 'bar' },
          { name: 'expenses', kind: 'bar' },
          { name: 'net', kind: 'line' },
        ]}
      />
      <BankingTransactions />
    </Stack>
  );
}
