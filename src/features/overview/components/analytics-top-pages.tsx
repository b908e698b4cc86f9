// The most visited pages of the site in the range, and the most read insights (all-time views).
import {
  Card,
  HStack,
  Heading,
  Link as ChakraLink,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { OverviewRange } from '@/lib/api-contract/overview';
import type { TopPagesResponse } from '@/lib/api-contract/overview-pages';
import { formatNumber } from '../format';
import { overviewPageQueries } from '../pages-api';
import { OverviewWidget } from './overview-widget';

export function AnalyticsTopPages({ range }: { range: OverviewRange }) {
  const { t, i18n } = useTranslation('overview');
  const lang = i18n.resolvedLanguage ?? 'en';
  const title = t('analytics.topPages');
  return (
    <OverviewWidget
      title={title}
      query={overviewPageQueries.widget<TopPagesResponse>('analytics', 'pages', range)}
    >
      {({ pages, posts }) => (
        <Card.Root variant="outline" h="full">
          <Card.Header>
            <Card.Title as="h2">{title}</Card.Title>
          </Card.Header>
          <Card.Body>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap={6}>
              <Stack gap={2}>
                <Heading as="h3" size="sm">
                  {t('analytics.pages')}
                </Heading>
                <Stack as="ol" gap={1} listStyleType="none">
                  {pages.map((p) => (
                    <HStack as="li" key={p.path} justify="space-between" textStyle="sm">
                      <Text fontFamily="mono" dir="ltr">
                        {p.path}
                      </Text>
                      <Text fontVariantNumeric="tabular-nums">
                        {t('analytics.visitsCount', {
                          count: p.visits,
                          value: formatNumber(p.visits, lang),
                        })}
                      </Text>
                    </HStack>
                  ))}
                </Stack>
              </Stack>
              <Stack gap={2}>
                <Heading as="h3" size="sm">
                  {t('analytics.posts')}
                </Heading>
                <Stack as="ol" gap={1} listStyleType="none">
                  {posts.map((p) => (
                    <HStack
                      as="li"
                      key={p.id}
                      justify="space-between"
                      align="start"
                      gap={3}
                      textStyle="sm"
                    >
                      <ChakraLink asChild color="primary.fg">
                        <Link to="/dashboard/post/$slug" params={{ slug: p.id }}>
                          {p.title}
                        </Link>
                      </ChakraLink>
                      <Text flexShrink={0} fontVariantNumeric="tabular-nums">
                        {t('analytics.viewsCount', {
                          count: p.views,
                          value: formatNumber(p.views, lang),
                        })}
                      </Text>
                    </HStack>
                  ))}
                </Stack>
              </Stack>
            </SimpleGrid>
          </Card.Body>
        </Card.Root>
      )}
    </OverviewWidget>
  );
}
