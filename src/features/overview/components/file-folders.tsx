// The most active folders in the range: files changed, files held and their size. On a phone the
// four columns fit the card: narrower edges, headers and names that wrap, figures that do not.
import { Card, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { OverviewRange } from '@/lib/api-contract/overview';
import type { FolderActivityResponse } from '@/lib/api-contract/overview-pages';
import { formatBytes, formatNumber } from '../format';
import { overviewPageQueries } from '../pages-api';
import { OverviewWidget } from './overview-widget';

/** The table's outer padding: the card's own on wide screens, less on a phone. */
const EDGE = { base: 4, md: 6 } as const;

export function FileFolders({ range }: { range: OverviewRange }) {
  const { t, i18n } = useTranslation('overview');
  const lang = i18n.resolvedLanguage ?? 'en';
  const title = t('file.folders');
  return (
    <OverviewWidget
      title={title}
      query={overviewPageQueries.widget<FolderActivityResponse>('file', 'folders', range)}
    >
      {({ folders }) => (
        <Card.Root variant="outline" h="full">
          <Card.Header>
            <Card.Title as="h2" id="file-folders">
              {title}
            </Card.Title>
          </Card.Header>
          <Card.Body px={0} pb={2}>
            <Table.ScrollArea>
              <Table.Root size="sm" aria-labelledby="file-folders">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader ps={EDGE} whiteSpace="normal">
                      {t('columns.folder')}
                    </Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end" whiteSpace="normal">
                      {t('columns.changed')}
                    </Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end" whiteSpace="normal">
                      {t('columns.files')}
                    </Table.ColumnHeader>
                    <Table.ColumnHeader pe={EDGE} textAlign="end" whiteSpace="normal">
                      {t('columns.size')}
                    </Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {folders.map((f) => (
                    <Table.Row key={f.id}>
                      <Table.Cell ps={EDGE} whiteSpace="normal" overflowWrap="break-word">
                        {f.name}
                      </Table.Cell>
                      <Table.Cell textAlign="end">{formatNumber(f.changed, lang)}</Table.Cell>
                      <Table.Cell textAlign="end">{formatNumber(f.files, lang)}</Table.Cell>
                      <Table.Cell pe={EDGE} textAlign="end" whiteSpace="nowrap">
                        {formatBytes(f.size, lang)}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          </Card.Body>
        </Card.Root>
      )}
    </OverviewWidget>
  );
}
