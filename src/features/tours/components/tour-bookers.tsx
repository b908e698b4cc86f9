// The bookers tab of a tour: the seats sold against the capacity, and every booking of the tour
// (the one `tour-bookings` model the booking overview uses). A waiting booking is approved or
// rejected here; the server holds the capacity rule and its refusal is shown as it wrote it.
import { Alert, Button, Card, Flex, Heading, HStack, Progress, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { TicketPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TourBooking } from '@/lib/api-contract/overview-pages';
import type { Tour } from '@/lib/api-contract/tour';
import { useFormat } from '@/lib/format';
import { StatusBadge } from '@/lib/status/status-badge';
import { useDecideBooking } from '../api/tour-mutations';
import { tourQueries } from '../api/tours';
import { TourBookingDialog } from './tour-booking-dialog';
import { errorText } from '@/lib/http/error-text';

export function TourBookers({ tour }: { tour: Tour }) {
  const { t } = useTranslation('tours');
  const format = useFormat();
  const bookings = useQuery(tourQueries.bookings(tour.id));
  const decide = useDecideBooking(tour.id);
  const [adding, setAdding] = useState(false);
  const left = tour.capacity - tour.booked;
  const act = (booking: TourBooking, status: 'approved' | 'rejected') => {
    decide.reset();
    decide.mutate({ booking, status });
  };

  return (
    <Card.Root>
      <Card.Header>
        <Flex justify="space-between" align="center" gap={3} wrap="wrap">
          <Heading as="h2" size="lg">
            {t('bookers.title')}
          </Heading>
          <Button colorPalette="primary" variant="outline" onClick={() => setAdding(true)}>
            <TicketPlus aria-hidden />
            {t('bookers.add')}
          </Button>
        </Flex>
      </Card.Header>
      <Card.Body gap={5}>
        <Progress.Root value={Math.min(tour.booked, tour.capacity)} max={tour.capacity} colorPalette="primary" maxW="md">
          <HStack justify="space-between">
            <Progress.Label>{t('list.seats', { booked: tour.booked, capacity: tour.capacity })}</Progress.Label>
            <Progress.ValueText>{left > 0 ? t('bookers.left', { count: left }) : t('bookers.full')}</Progress.ValueText>
          </HStack>
          <Progress.Track mt={2}>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        {decide.isError ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('bookers.refused', { name: decide.variables.booking.customer })}</Alert.Title>
              <Alert.Description>{errorText(decide.error)}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        {bookings.isPending ? (
          <Text color="fg.muted">{t('bookers.loading')}</Text>
        ) : bookings.isError ? (
          <Stack align="start" role="alert">
            <Text>{errorText(bookings.error)}</Text>
            <Button variant="outline" size="sm" onClick={() => void bookings.refetch()}>
              {t('common.retry')}
            </Button>
          </Stack>
        ) : bookings.data.length === 0 ? (
          <Text color="fg.muted">{t('bookers.empty')}</Text>
        ) : (
          <Table.ScrollArea>
            <Table.Root size="sm" aria-label={t('bookers.tableLabel', { name: tour.name })}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('bookers.customer')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('bookers.seats')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('bookers.bookedAt')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('bookers.status')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {bookings.data.map((booking) => (
                  <Table.Row key={booking.id}>
                    <Table.Cell minW="48">
                      <Text fontWeight="medium">{booking.customer}</Text>
                      {booking.company ? (
                        <Text fontSize="sm" color="fg.muted">
                          {booking.company}
                        </Text>
                      ) : null}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{format.number(booking.seats)}
</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{format.date(booking.createdAt)}</Table.Cell>
                    <Table.Cell>
                      {booking.status === 'pending' ? (
                        <HStack gap={2}>
                          <Button
                            size="xs"
                            colorPalette="primary"
                            aria-label={t('bookers.approveFor', { name: booking.customer })}
                            loading={decide.isPending && decide.variables.booking.id === booking.id && decide.variables.status === 'approved'}
                            disabled={decide.isPending}
                            onClick={() => act(booking, 'approved')}
                          >
                            {t('bookers.approve')}
                          </Button>
                          <Button
                            size="xs"
                            variant="outline"
                            colorPalette="red"
                            aria-label={t('bookers.rejectFor', { name: booking.customer })}
                            loading={decide.isPending && decide.variables.booking.id === booking.id && decide.variables.status === 'rejected'}
                            disabled={decide.isPending}
                            onClick={() => act(booking, 'rejected')}
                          >
                            {t('bookers.reject')}
                          </Button>
                        </HStack>
                      ) : (
                        <StatusBadge kind="booking" status={booking.status} />
                      )}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Card.Body>
      <TourBookingDialog tourId={tour.id} open={adding} onClose={() => setAdding(false)} />
    </Card.Root>
  );
}
