// A chart in a card, with its text alternative: the chart is an image whose name carries the
// figures, and a toggle swaps it for a table of the same figures (keyboard and screen-reader users,
// or anyone who wants exact values).
import { Button, Card, HStack, Table } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ChartTable {
  columns: string[];
  rows: (string | number)[][];
}

interface Props {
  title: string;
  description?: ReactNode;
  /** The figures in one sentence: the chart's accessible name. */
  summary: string;
  table: ChartTable;
  children: ReactNode;
  action?: ReactNode;
}

export function ChartCard({ title, description, summary, table, children, action }: Props) {
  const { t } = useTranslation('overview');
  const [asTable, setAsTable] = useState(false);
  return (
    <Card.Root variant="outline" h="full">
      <Card.Header>
        <HStack justify="space-between" align="start" gap={2} flexWrap="wrap">
          <Card.Title as="h2">{title}</Card.Title>
          <HStack gap={2}>
            {action}
            <Button
              size="xs"
              variant="outline"
              aria-pressed={asTable}
              onClick={() => setAsTable((v) => !v)}
            >
              {asTable ? t('chart.showChart') : t('chart.showTable')}
            </Button>
          </HStack>
        </HStack>
        {description ? <Card.Description>{description}</Card.Description> : null}
      </Card.Header>
      <Card.Body>
        {asTable ? (
          <Table.ScrollArea borderWidth="1px" borderRadius="l2" maxH="80">
            <Table.Root size="sm" stickyHeader>
              <Table.Caption srOnly>{title}</Table.Caption>
              <Table.Header>
                <Table.Row>
                  {table.columns.map((c, i) => (
                    <Table.ColumnHeader key={c} textAlign={i === 0 ? 'start' : 'end'}>
                      {c}
                    </Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {table.rows.map((row, r) => (
                  <Table.Row key={r}>
                    {row.map((cell, i) => (
                      <Table.Cell
                        key={i}
                        textAlign={i === 0 ? 'start' : 'end'}
                        fontVariantNumeric="tabular-nums"
                      >
                        {cell}
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        ) : (
          <div role="img" aria-label={summary}>
            {children}
          </div>
        )}
      </Card.Body>
    </Card.Root>
  );
}
