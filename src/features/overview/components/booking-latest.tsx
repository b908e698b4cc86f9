// The latest bookings in the range, waiting ones first, with Approve and Reject.
import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { OverviewRange } from '@/lib/api-contract/overview';
import type { BookingsResponse } from '@/lib/api-contract/overview-pages';
import { HttpError } from '@/lib/http/http-error';
import { StatusBadge } from '@/lib/status/status-badge';
import { toast } from '@/lib/toast/toast';
import { UserText } from '@/lib/ui/user-text';
import { formatDate, formatNumber } from '../format';
import { overviewPageQueries, useDecideBooking } from '../pages-api';
import { OverviewWidget } from './overview-widget';
import { errorText } from '@/lib/http/error-text';

export function BookingLatest({ range }: { range: OverviewRange }) {
  const { t, i18n } = useTranslation('overview');
  const lang = i18n.resolvedLanguage ?? 'en';
  const decide = useDecideBooking();
  const title = t('booking.latest');
  const act = (id: string, status: 'approved' | 'rejected', customer: string) =>
    decide.mutate(
      { id, status },
      {
        onSuccess: () =>
          toast.success(
            t(status === 'approved' ? 'booking.approvedToast' : 'booking.rejectedToast', {
              name: customer,
            }),
          ),
        onError: (error) =>
          toast.error(
            t('booking.decisionFailed'),
            error instanceof HttpError ? errorText(error) : undefined,
          ),
      },
    );
  return (
    <OverviewWidget
      title={title}
      query={overviewPageQueries.widget<BookingsResponse>('booking', 'bookings', range)}
    >
      {({ bookings }) => (
        <Card.Root variant="outline" h="full">
          <Card.Header>
            <Card.Title as="h2">{title}</Card.Title>
          </Card.Header>
          <Card.Body>
            {bookings.length === 0 ? <Text color="fg.muted">{t('empty')}</Text> : null}
            <Stack as="ul" gap={3} listStyleType="none">
              {bookings.map((b) => (
                <HStack
                  as="li"
                  key={b.id}
                  justify="space-between"
                  align="start"
                  gap={3}
                  flexWrap="wrap"
                  borderBottomWidth="1px"
                  pb={3}
                  aria-label={b.customer}
                >
                  <Stack gap={0} minW="0" flex="1">
                    <Text fontWeight="medium">
                      <UserText as="span">{b.customer}</UserText> · <UserText as="span">{b.company}</UserText>
                    </Text>
                    <UserText textStyle="xs" color="fg.muted">
                      {b.tourName}
                    </UserText>
                    <Text textStyle="xs" color="fg.muted">
                      {t('booking.bookingLine', {
                        seats: formatNumber(b.seats, lang),
                        count: b.seats,
                        date: formatDate(b.createdAt, lang),
                      })}
                    </Text>
                  </Stack>
                  {b.status === 'pending' ? (
                    <HStack gap={2}>
                      <Button
                        size="xs"
                        colorPalette="primary"
                        loading={
                          decide.isPending &&
                          decide.variables?.id === b.id &&
                          decide.variables.status === 'approved'
                        }
                        disabled={decide.isPending}
                        onClick={() => act(b.id, 'approved', b.customer)}
                      >
                        {t('booking.approve')}
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        loading={
                          decide.isPending &&
                          decide.variables?.id === b.id &&
                          decide.variables.status === 'rejected'
                        }
                        disabled={decide.isPending}
                        onClick={() => act(b.id, 'rejected', b.customer)}
                      >
                        {t('booking.reject')}
                      </Button>
                    </HStack>
                  ) : (
                    <StatusBadge kind="booking" status={b.status} />
                  )}
                </HStack>
              ))}
            </Stack>
          </Card.Body>
        </Card.Root>
      )}
    </OverviewWidget>
  );
}
