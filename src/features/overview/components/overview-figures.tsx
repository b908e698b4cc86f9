// The figures strip of an overview page: each figure for the range, with its change against the
// period just before (none for a figure that is a state, like storage used). The arrow shows the
// direction; the colour says whether it is good news, so a fall in expenses is green.
import { Box, Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { TrendingDown, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { OverviewRange } from '@/lib/api-contract/overview';
import type { FiguresResponse, OverviewPageId } from '@/lib/api-contract/overview-pages';
import { formatPercent, formatValue } from '../format';
import { overviewPageQueries } from '../pages-api';
import { OverviewWidget } from './overview-widget';

export function OverviewFigures({ page, range }: { page: OverviewPageId; range: OverviewRange }) {
  const { t, i18n } = useTranslation('overview');
  const lang = i18n.resolvedLanguage ?? 'en';
  return (
    <OverviewWidget
      title={t('figures.title')}
      query={overviewPageQueries.widget<FiguresResponse>(page, 'figures', range)}
      height="24"
    >
      {(data) => (
        <SimpleGrid
          as="section"
          aria-label={t('figures.title')}
          columns={{ base: 1, sm: 2, xl: 4 }}
          gap={4}
        >
          {data.figures.map((f) => {
            const up = (f.change ?? 0) >= 0;
            const good = f.lowerIsBetter ? (f.change ?? 0) <= 0 : up;
            return (
              <Card.Root key={f.id} variant="outline" size="sm" data-figure={f.id}>
                <Card.Body>
                  <Stack gap={1}>
                    <Text textStyle="sm" fontWeight="medium" color="fg.muted">
                      {t(`figures.${page}.${f.id}`)}
                    </Text>
                    <Text textStyle="2xl" fontWeight="bold" lineHeight="short" data-value={f.value}>
                      {formatValue(f.value, f.unit, lang)}
                    </Text>
                    <HStack gap={1} textStyle="xs" color="fg.muted" flexWrap="wrap">
                      {f.change === null ? (
                        <Text>{t(f.isTotal ? 'figures.noChange' : 'figures.noPrevious')}</Text>
                      ) : (
                        <>
                          <Box
                            as="span"
                            color={good ? 'fg.success' : 'fg.error'}
                            data-news={good ? 'good' : 'bad'}
                            display="inline-flex"
                          >
                            {up ? (
                              <TrendingUp size={16} aria-hidden />
                            ) : (
                              <TrendingDown size={16} aria-hidden />
                            )}
                          </Box>
                          <Text as="span" fontWeight="semibold" color="fg">
                            {formatPercent(f.change, lang)}
                          </Text>
                          <Text as="span">{t('figures.vsPrevious')}</Text>
                        </>
                      )}
                    </HStack>
                  </Stack>
                </Card.Body>
              </Card.Root>
            );
          })}
        </SimpleGrid>
      )}
    </OverviewWidget>
  );
}
