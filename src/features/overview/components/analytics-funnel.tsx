// The Contact Us funnel: visits → enquiries → engagements, each step with its share of the one
// before, as bars whose figures are also written out.
import { Box, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { OverviewRange } from '@/lib/api-contract/overview';
import type { FunnelResponse } from '@/lib/api-contract/overview-pages';
import { formatNumber, formatShare } from '../format';
import { overviewPageQueries } from '../pages-api';
import { OverviewWidget } from './overview-widget';

export function AnalyticsFunnel({ range }: { range: OverviewRange }) {
  const { t, i18n } = useTranslation('overview');
  const lang = i18n.resolvedLanguage ?? 'en';
  const title = t('analytics.funnel');
  return (
    <OverviewWidget
      title={title}
      query={overviewPageQueries.widget<FunnelResponse>('analytics', 'funnel', range)}
      height="40"
    >
      {({ steps }) => (
        <Card.Root variant="outline" h="full">
          <Card.Header>
            <Card.Title as="h2">{title}</Card.Title>
            <Card.Description>{t('analytics.funnelDescription')}</Card.Description>
          </Card.Header>
          <Card.Body>
            <Stack as="ol" gap={4} listStyleType="none">
              {steps.map((step, i) => {
                const previous = i > 0 ? steps[i - 1]!.value : 0;
                const width =
                  steps[0]!.value > 0 ? Math.max(2, (step.value / steps[0]!.value) * 100) : 0;
                return (
                  <Box as="li" key={step.id}>
                    <HStack justify="space-between" textStyle="sm" mb={1}>
                      <Text fontWeight="medium">{t(`funnel.${step.id}`)}</Text>
                      <Text fontVariantNumeric="tabular-nums">
                        {formatNumber(step.value, lang)}
                        {i > 0
                          ? ` · ${t('analytics.ofPrevious', { share: formatShare(previous ? (step.value / previous) * 100 : 0, lang) })}`
                          : ''}
                      </Text>
                    </HStack>
                    <Box h="3" bg="bg.muted" borderRadius="full" overflow="hidden">
                      <Box h="full" w={`${width}%`} bg="primary.solid" borderRadius="full" />
                    </Box>
                  </Box>
                );
              })}
            </Stack>
          </Card.Body>
        </Card.Root>
      )}
    </OverviewWidget>
  );
}
