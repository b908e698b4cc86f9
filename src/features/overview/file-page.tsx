// /dashboard/file: storage by type, file activity, recent and shared files and the most active
// folders, from the file manager's records.
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { FileFolders } from './components/file-folders';
import { FileListCard } from './components/file-list-card';
import { OverviewFigures } from './components/overview-figures';
import { OverviewPageHeader } from './components/overview-page-header';
import { SeriesCard } from './components/series-card';
import { ShareCard } from './components/share-card';

const route = getRouteApi('/dashboard/file');

export function FilePage() {
  const { t } = useTranslation('overview');
  const { range } = route.useSearch();
  return (
    <Stack gap={6}>
      <OverviewPageHeader
        title={t('file.title')}
        description={t('file.description')}
        range={range}
      />
      <OverviewFigures page="file" range={range} />
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap={4}>
        <ShareCard
          page="file"
          widget="storage"
          range={range}
          title={t('file.storage')}
          label={(id) => t(`kind.${id}`)}
          columns={[t('columns.type'), t('columns.size'), t('columns.files')]}
        />
        <SeriesCard
          page="file"
          widget="activity"
          range={range}
          title={t('file.activity')}
          series={[
            { name: 'added', kind: 'bar' },
            { name: 'changed', kind: 'bar' },
          ]}
        />
        <FileListCard widget="recent" range={range} title={t('file.recent')} />
        <FileListCard widget="shared" range={range} title={t('file.shared')} />
      </SimpleGrid>
      <FileFolders range={range} />
    </Stack>
  );
}
