// The most active folders in the range: files changed, files held and their size.
import { Card, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { OverviewRange } from '@/lib/api-contract/overview';
import type { FolderActivityResponse } from '@/lib/api-contract/overview-pages';
import { formatBytes, formatNumber } from '../format';
import { overviewPageQueries } from '../pages-api';
import { OverviewWidget } from './overview-widget';

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
                    <Table.ColumnHeader ps={6}>{t('columns.folder')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('columns.changed')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('columns.files')}</Table.ColumnHeader>
                    <Table.ColumnHeader pe={6} textAlign="end">
                      {t('columns.size')}
                    </Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {folders.map((f) => (
                    <Table.Row key={f.id}>
                      <Table.Cell ps={6}>{f.name}</Table.Cell>
                      <Table.Cell textAlign="end">{formatNumber(f.changed, lang)}</Table.Cell>
                      <Table.Cell textAlign="end">{formatNumber(f.files, lang)}</Table.Cell>
                      <Table.Cell pe={6} textAlign="end" whiteSpace="nowrap">
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
