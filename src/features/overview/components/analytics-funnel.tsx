// The Contact Us funnel: visits → enquiries → engagements, each step with its count and its share
// of the one before. Each bar draws that share (the first step is the whole bar): scaled to the
// first step instead, a step of 0.4 % of the visits would be an empty track.
import { Box, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { OverviewRange } from '@/lib/api-contract/overview';
import type { FunnelResponse } from '@/lib/api-contract/overview-pages';
import { formatNumber, formatShare } from '../format';
import { overviewPageQueries } from '../pages-api';
import { OverviewWidget } from './overview-widget';

/** A step's bar, in % of its track: its share of the step before (the first: all of it); a step
 *  that is not 0 stays visible (2 % at least). */
export function funnelBarWidth(values: number[], index: number): number {
  const value = values[index] ?? 0;
  if (value <= 0) return 0;
  const previous = index > 0 ? (values[index - 1] ?? 0) : value;
  return previous > 0 ? Math.max(2, Math.min(100, (value / previous) * 100)) : 100;
}

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
                const width = funnelBarWidth(steps.map((s) => s.value), i);
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
