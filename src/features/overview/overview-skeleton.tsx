// The overview's loading shapes, apart from the page so the route's pending screen (not code-split)
// stays small.
import { SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The charts' place in the pending screen. */
export function OverviewChartsSkeleton() {
  return (
    <SimpleGrid columns={{ base: 1, xl: 5 }} gap={4}>
      <Skeleton h="96" borderRadius="l3" gridColumn={{ xl: 'span 3' }} />
      <Skeleton h="96" borderRadius="l3" gridColumn={{ xl: 'span 2' }} />
    </SimpleGrid>
  );
}

/** The route's pending screen: the page's shape while its data loads. */
export function OverviewSkeleton() {
  const { t } = useTranslation('dashboard');
  return (
    <Stack gap={6} aria-busy="true" aria-label={t('loading')}>
      <Skeleton h="9" w="60%" />
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap={4}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h="28" borderRadius="l3" />
        ))}
      </SimpleGrid>
      <OverviewChartsSkeleton />
      <Skeleton h="64" borderRadius="l3" />
    </Stack>
  );
}
