// The transactions in the range, newest first, a page at a time (the kit's pagination), with a
// search kept in the URL (?q=); a new search or range starts again at the first page.
import { Box, Card, Field, HStack, Input, Table, Text } from '@chakra-ui/react';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankTransaction } from '@/lib/api-contract/overview-pages';
import { Pagination } from '@/lib/data-table/pagination';
import { UserText } from '@/lib/ui/user-text';
import { formatDate, formatEuros } from '../format';
import { overviewPageQueries } from '../pages-api';
import { OverviewWidget } from './overview-widget';

const route = getRouteApi('/dashboard/banking');
const PAGE_SIZES = [12, 24, 48] as const;
// On a phone the table keeps the counterparty and the amount, with the date and the category on a
// line under the counterparty (the amount was out of view, past the category).
const phoneStart = { base: 6, md: 2 };

export function BankingTransactions() {
  const { t, i18n } = useTranslation('overview');
  const lang = i18n.resolvedLanguage ?? 'en';
  const { range, q } = route.useSearch();
  const navigate = route.useNavigate();
  const [text, setText] = useState(q);
  const view = `${range}|${q}`;
  const [paging, setPaging] = useState({ view, page: 1, pageSize: PAGE_SIZES[0] as number });
  const page = paging.view === view ? paging.page : 1;
  const pageSize = paging.pageSize;
  const title = t('banking.transactions');
  // The firm's own counterparties in the reader's language (the accounts as the accounts card names
  // them); the others are companies, named as they are (docs/api/overview.md).
  const counterpartyName = ({ counterparty, counterpartyKey: key }: BankTransaction) =>
    key === 'payroll'
      ? t('banking.counterparty.payroll')
      : key
        ? t(`banking.account.${key}`)
        : counterparty;
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
          query={overviewPageQueries.transactions(range, q, page, pageSize)}
        >
          {({ transactions, total, page: shown }) =>
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
                        <Table.ColumnHeader ps={6} hideBelow="md">
                          {t('columns.date')}
                        </Table.ColumnHeader>
                        <Table.ColumnHeader ps={phoneStart}>{t('columns.counterparty')}</Table.ColumnHeader>
                        <Table.ColumnHeader hideBelow="md">{t('columns.category')}</Table.ColumnHeader>
                        <Table.ColumnHeader pe={6} textAlign="end">
                          {t('columns.amount')}
                        </Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {transactions.map((tx) => (
                        <Table.Row key={tx.id}>
                          <Table.Cell ps={6} whiteSpace="nowrap" hideBelow="md">
                            {formatDate(tx.at, lang)}
                          </Table.Cell>
                          <Table.Cell ps={phoneStart}>
                            <UserText>{counterpartyName(tx)}</UserText>
                            <Text textStyle="xs" color="fg.muted">
                              <UserText as="span">{tx.description}</UserText> · {t(`banking.account.${tx.accountId}`)}
                            </Text>
                            <Text textStyle="xs" color="fg.muted" hideFrom="md">
                              {formatDate(tx.at, lang)} · {t(`category.${tx.category}`)}
                            </Text>
                          </Table.Cell>
                          <Table.Cell hideBelow="md">{t(`category.${tx.category}`)}</Table.Cell>
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
                <Pagination
                  page={shown}
                  pageSize={pageSize}
                  pageSizes={PAGE_SIZES}
                  total={total}
                  onPage={(next) => setPaging({ view, page: next, pageSize })}
                  onPageSize={(size) => setPaging({ view, page: 1, pageSize: size })}
                />
              </>
            )
          }
        </OverviewWidget>
      </Card.Body>
    </Card.Root>
  );
}
