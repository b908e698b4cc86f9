// Recent transactions in the range, with a search kept in the URL (?q=).
import { Box, Card, Field, HStack, Input, Table, Text } from '@chakra-ui/react';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransactionsResponse } from '@/lib/api-contract/overview-pages';
import { formatDate, formatEuros, formatNumber } from '../format';
import { overviewPageQueries } from '../pages-api';
import { OverviewWidget } from './overview-widget';

const route = getRouteApi('/dashboard/banking');

export function BankingTransactions() {
  const { t, i18n } = useTranslation('overview');
  const lang = i18n.resolvedLanguage ?? 'en';
  const { range, q } = route.useSearch();
  const navigate = route.useNavigate();
  const [text, setText] = useState(q);
  const title = t('banking.transactions');
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <HStack justify="space-between" align="end" gap={4} flexWrap="wrap">
          <Card.Title as="h2" id="banking-transactions">
            {title}
          </Card.Title>
          <Box
            as="form"
            role="search"
            w={{ base: 'full', sm: '72' }}
            onSubmit={(e) => {
              e.preventDefault();
              void navigate({ search: (prev) => ({ ...prev, q: text.trim() }) });
            }}
          >
            <Field.Root>
              <Field.Label>{t('banking.search')}</Field.Label>
              <Input
                size="sm"
                type="search"
                value={text}
                maxLength={100}
                placeholder={t('banking.searchPlaceholder')}
                onChange={(e) => setText(e.currentTarget.value)}
              />
            </Field.Root>
          </Box>
        </HStack>
      </Card.Header>
      <Card.Body px={0} pb={2}>
        <OverviewWidget
          title={title}
          query={overviewPageQueries.widget<TransactionsResponse>(
            'banking',
            'transactions',
            range,
            q,
          )}
        >
          {({ transactions, total }) =>
            transactions.length === 0 ? (
              <Text px={6} color="fg.muted">
                {t('banking.noTransactions')}
              </Text>
            ) : (
              <>
                <Table.ScrollArea>
                  <Table.Root size="sm" aria-labelledby="banking-transactions">
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader ps={6}>{t('columns.date')}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t('columns.counterparty')}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t('columns.category')}</Table.ColumnHeader>
                        <Table.ColumnHeader pe={6} textAlign="end">
                          {t('columns.amount')}
                        </Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {transactions.map((tx) => (
                        <Table.Row key={tx.id}>
                          <Table.Cell ps={6} whiteSpace="nowrap">
                            {formatDate(tx.at, lang)}
                          </Table.Cell>
                          <Table.Cell>
                            <Text>{tx.counterparty}</Text>
                            <Text textStyle="xs" color="fg.muted">
                              {tx.description} · {t(`banking.account.${tx.accountId}`)}
                            </Text>
                          </Table.Cell>
                          <Table.Cell>{t(`category.${tx.category}`)}</Table.Cell>
                          <Table.Cell
                            pe={6}
                            textAlign="end"
                            whiteSpace="nowrap"
                            fontWeight={tx.amount < 0 ? 'normal' : 'semibold'}
                            fontVariantNumeric="tabular-nums"
                          >
                            {formatEuros(tx.amount, lang)}
                          </Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                </Table.ScrollArea>
                <Text px={6} pt={2} textStyle="xs" color="fg.muted">
                  {t('banking.shown', {
                    shown: formatNumber(transactions.length, lang),
                    total: formatNumber(total, lang),
                    count: total,
                  })}
                </Text>
              </>
            )
          }
        </OverviewWidget>
      </Card.Body>
    </Card.Root>
  );
}
