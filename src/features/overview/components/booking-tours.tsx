// Upcoming study tours with their seats sold against capacity.
import { Box, Card, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { TourCapacityResponse } from '@/lib/api-contract/overview-pages';
import { UserText } from '@/lib/ui/user-text';
import { formatDate, formatNumber } from '../format';
import { overviewPageQueries } from '../pages-api';
import { OverviewWidget } from './overview-widget';

export function BookingTours() {
  const { t, i18n } = useTranslation('overview');
  const lang = i18n.resolvedLanguage ?? 'en';
  const title = t('booking.tours');
  return (
    <OverviewWidget
      title={title}
      query={overviewPageQueries.widget<TourCapacityResponse>('booking', 'tours', '30d')}
    >
      {({ tours }) => (
        <Card.Root variant="outline" h="full">
          <Card.Header>
            <Card.Title as="h2">{title}</Card.Title>
            <Card.Description>{t('booking.toursDescription')}</Card.Description>
          </Card.Header>
          <Card.Body>
            {tours.length === 0 ? <Text color="fg.muted">{t('empty')}</Text> : null}
            <Stack as="ul" gap={4} listStyleType="none">
              {tours.map((tour) => (
                <Stack as="li" key={tour.id} gap={1}>
                  <HStack justify="space-between" align="start" gap={3} textStyle="sm">
                    <Stack gap={0}>
                      <ChakraLink asChild color="primary.fg" fontWeight="medium">
                        <Link to="/dashboard/tour/$id" params={{ id: tour.id }}>
                          <UserText as="span">{tour.name}</UserText>
                        </Link>
                      </ChakraLink>
                      <Text textStyle="xs" color="fg.muted">
                        {formatDate(tour.startDate, lang)}
                      </Text>
                    </Stack>
                    <Text flexShrink={0} fontVariantNumeric="tabular-nums">
                      {t('booking.seats', {
                        booked: formatNumber(tour.booked, lang),
                        capacity: formatNumber(tour.capacity, lang),
                      })}
                    </Text>
                  </HStack>
                  {/* The seats are written out above; the bar only shows them. */}
                  <Box h="2" bg="bg.muted" borderRadius="full" overflow="hidden" aria-hidden>
                    <Box
                      h="full"
                      w={`${tour.capacity ? Math.min(100, (tour.booked / tour.capacity) * 100) : 0}%`}
                      bg={tour.booked >= tour.capacity ? 'green.solid' : 'primary.solid'}
                      borderRadius="full"
                    />
                  </Box>
                </Stack>
              ))}
            </Stack>
          </Card.Body>
        </Card.Root>
      )}
    </OverviewWidget>
  );
}
