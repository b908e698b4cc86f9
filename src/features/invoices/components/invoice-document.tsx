// The invoice as it is sent: parties, dates, lines, totals and notes. The detail page shows it and
// the print stylesheet prints it alone (data-invoice-document; see invoice-print-style.tsx).
import { Box, Card, Flex, Grid, Heading, Separator, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useStatusLabel } from '@/lib/status/status-badge';
import type { Invoice, InvoiceParty } from '@/lib/api-contract/invoice';
import { useFormat } from '@/lib/format';
import { useMoney } from '@/lib/money';
import { LogoMark } from '@/lib/ui/logo';
import { IdText, UserText } from '@/lib/ui/user-text';
import { useInvoiceInLanguage } from '../invoice-billed-text';


function Party({ title, party }: { title: string; party: InvoiceParty }) {
  return (
    <Stack gap={0.5} fontSize="sm">
      <Text textStyle="overline" color="fg.muted">
        {title}
      </Text>
      <UserText fontWeight="semibold" fontSize="md">
        {party.name}
      </UserText>
      {party.company ? <UserText>{party.company}</UserText> : null}
      <UserText color="fg.muted">{party.address}</UserText>
      <IdText color="fg.muted">{party.email}</IdText>
      {/* Left to right but aligned with the lines above it (on the right in Arabic). */}
      {party.phone ? <IdText color="fg.muted">{party.phone}</IdText> : null}
    </Stack>
  );
}

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Flex justify="space-between" gap={6} fontSize={strong ? 'lg' : 'sm'} fontWeight={strong ? 'semibold' : undefined}>
      <Text color={strong ? 'fg' : 'fg.muted'}>{label}</Text>
      <Text fontVariantNumeric="tabular-nums">{value}</Text>
    </Flex>
  );
}

export function InvoiceDocument({ invoice: stored }: { invoice: Invoice }) {
  const { t } = useTranslation('invoices');
  const invoice = useInvoiceInLanguage(stored);
  const statusLabel = useStatusLabel();
  const money = useMoney();
  const amount = (euros: number) => money(euros, { fractionDigits: 2 });
  const format = useFormat();

  return (
    <Card.Root data-invoice-document="" aria-label={t('detail.documentLabel', { number: invoice.number })} role="region">
      <Card.Body gap={8} p={{ base: 4, md: 10 }}>
        <Flex justify="space-between" gap={6} wrap="wrap">
          <Flex gap={3} align="center">
            <LogoMark />
            <Box>
              <Heading as="h2" size="lg">
                {t('detail.invoice')} <IdText as="span">{invoice.number}</IdText>
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {t(`serviceLine.${invoice.serviceLine}`)}
              </Text>
            </Box>
          </Flex>
          <Grid templateColumns="auto auto" columnGap={4} rowGap={1} fontSize="sm" alignContent="start">
            <Text color="fg.muted">{t('field.issuedAt')}</Text>
            <Text>{format.day(invoice.issuedAt)}</Text>
            <Text color="fg.muted">{t('field.dueAt')}</Text>
            <Text>{format.day(invoice.dueAt)}</Text>
            <Text color="fg.muted">{t('field.status')}</Text>
            <Text>{statusLabel('invoice', invoice.status)}</Text>
          </Grid>
        </Flex>

        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={6}>
          <Party title={t('field.from')} party={invoice.from} />
          <Party title={t('field.to')} party={invoice.to} />
        </Grid>

        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" aria-label={t('detail.linesLabel')}>
            <Table.Header>
              <Table.Row bg="bg.muted">
                <Table.ColumnHeader w="8">#</Table.ColumnHeader>
                <Table.ColumnHeader>{t('field.service')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end" hideBelow="sm">
                  {t('field.quantity')}
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end" hideBelow="sm">
                  {t('field.price')}
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('field.lineTotal')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {invoice.lines.map((line, index) => (
                <Table.Row key={index}>
                  <Table.Cell color="fg.muted">{format.number(index + 1)}</Table.Cell>
                  <Table.Cell minW={{ base: '0', sm: '48' }} whiteSpace="normal">
                    <UserText fontWeight="medium">{line.title}</UserText>
                    {line.description ? (
                      <UserText fontSize="xs" color="fg.muted">
                        {line.description}
                      </UserText>
                    ) : null}
                    {/* On a phone the quantity and unit price go under the service. */}
                    <Text fontSize="xs" color="fg.muted" hideFrom="sm">
                      {format.number(line.quantity)} × {amount(line.price)}
                    </Text>
                  </Table.Cell>
                  <Table.Cell textAlign="end" hideBelow="sm">
                    {format.number(line.quantity)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap" hideBelow="sm">
                    {amount(line.price)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {amount(line.total)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>

        <Flex justify="space-between" gap={8} wrap="wrap-reverse">
          <Box flex="1" minW="56" fontSize="sm">
            {invoice.notes ? (
              <>
                <Text fontWeight="semibold">{t('field.notes')}</Text>
                <UserText color="fg.muted" whiteSpace="pre-line">
                  {invoice.notes}
                </UserText>
              </>
            ) : null}
          </Box>
          <Stack gap={2} w={{ base: 'full', sm: '72' }}>
            <Figure label={t('totals.subtotal')} value={amount(invoice.subtotal)} />
            {invoice.discount ? <Figure label={t('totals.discount')} value={amount(-invoice.discount)} /> : null}
            <Figure label={t('totals.tax', { rate: format.percent(invoice.taxRate) })} value={amount(invoice.tax)} />
            {invoice.shipping ? <Figure label={t('totals.shipping')} value={amount(invoice.shipping)} /> : null}
            <Separator />
            <Figure label={t('totals.total')} value={amount(invoice.total)} strong />
          </Stack>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
