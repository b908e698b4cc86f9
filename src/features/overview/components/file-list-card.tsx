// A short list of files (recent, shared) with their folder, size, date and who has access.
import { Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { OverviewRange } from '@/lib/api-contract/overview';
import type { FileListResponse } from '@/lib/api-contract/overview-pages';
import { UserText } from '@/lib/ui/user-text';
import { formatBytes, formatDate } from '../format';
import { overviewPageQueries } from '../pages-api';
import { OverviewWidget } from './overview-widget';

interface Props {
  widget: 'recent' | 'shared';
  range: OverviewRange;
  title: string;
}

export function FileListCard({ widget, range, title }: Props) {
  const { t, i18n } = useTranslation('overview');
  const lang = i18n.resolvedLanguage ?? 'en';
  return (
    <OverviewWidget
      title={title}
      query={overviewPageQueries.widget<FileListResponse>('file', widget, range)}
    >
      {({ files }) => (
        <Card.Root variant="outline" h="full">
          <Card.Header>
            <Card.Title as="h2">{title}</Card.Title>
          </Card.Header>
          <Card.Body>
            {files.length === 0 ? <Text color="fg.muted">{t('empty')}</Text> : null}
            <Stack as="ul" gap={3} listStyleType="none">
              {files.map((f) => (
                <HStack as="li" key={f.id} justify="space-between" align="start" gap={3}>
                  <Stack gap={0} minW="0">
                    <UserText fontWeight="medium" truncate>
                      {f.name}
                    </UserText>
                    <Text textStyle="xs" color="fg.muted">
                      {t(`kind.${f.kind}`)} · {f.folder ?? t('file.root')}
                      {widget === 'shared' && f.sharedWith.length
                        ? ` · ${t('file.with', { names: f.sharedWith.join(', ') })}`
                        : ''}
                    </Text>
                  </Stack>
                  <Stack gap={0} textAlign="end" flexShrink={0} textStyle="xs">
                    <Text>{formatBytes(f.size, lang)}</Text>
                    <Text color="fg.muted">{formatDate(f.modifiedAt, lang)}</Text>
                  </Stack>
                </HStack>
              ))}
            </Stack>
          </Card.Body>
        </Card.Root>
      )}
    </OverviewWidget>
  );
}
