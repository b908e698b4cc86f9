// The tours table's data columns (TanStack Table); the kit adds the row-menu column. A column
// sorts when the API sorts by its id; `meta` names it in the column menu and the CSV.
import { Badge, Box, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { MapPinned } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tour } from '@/lib/api-contract/tour';
import { UserText } from '@/lib/ui/user-text';
import '@/lib/data-table/column-meta';
import { formatMoney } from '@/lib/money';
import { destinationOf, tourDateRange, tourStatusPalette } from './tour-format';

const column = createColumnHelper<Tour>();

export function useTourColumns(): ColumnDef<Tour, unknown>[] {
  const { t, i18n } = useTranslation('tours');
  return useMemo(() => {
    const lang = i18n.language;
    const seats = (tour: Tour) => t('list.seats', { booked: tour.booked, capacity: tour.capacity });
    return [
      column.accessor('name', {
        header: () => t('field.name'),
        enableHiding: false,
        meta: { label: t('field.name'), exportValue: (tour) => tour.name },
        cell: ({ row: { original: tour } }) => (
          <HStack gap={3} minW="48" maxW="64">
            <Box
              flexShrink={0}
              boxSize="12"
              borderRadius="l2"
              overflow="hidden"
              bg="bg.muted"
              display="grid"
              placeItems="center"
            >
              {tour.images[0] ? (
                <Image src={tour.images[0]} alt="" loading="lazy" boxSize="12" objectFit="cover" />
              ) : (
                <MapPinned size={20} aria-hidden />
              )}
            </Box>
            <Stack gap={0} minW={0} whiteSpace="normal">
              <Link to="/dashboard/tour/$id" params={{ id: tour.id }}>
                <UserText fontWeight="medium" _hover={{ textDecoration: 'underline' }}>
                  {tour.name}
                </UserText>
              </Link>
              <Text fontSize="sm" color="fg.muted">
                {destinationOf(tour, lang)}
              </Text>
            </Stack>
          </HStack>
        ),
      }),
      column.accessor('startDate', {
        header: () => t('field.dates'),
        meta: { priority: 2, label: t('field.dates'), exportValue: (tour) => tourDateRange(tour, lang) },
        cell: ({ row }) => <Text whiteSpace="nowrap">{tourDateRange(row.original, lang)}</Text>,
      }),
      column.accessor('price', {
        header: () => t('field.price'),
        meta: { phone: 'summary',
          priority: 3,
          label: t('field.price'),
          exportValue: (tour) => formatMoney(tour.priceSale ?? tour.price, lang),
        },
        cell: ({ row: { original: tour } }) => (
          <Text whiteSpace="nowrap">
            {formatMoney(tour.priceSale ?? tour.price, lang)}
            {tour.priceSale !== null ? (
              <Text as="s" color="fg.muted" ms={2} fontSize="sm">
                {formatMoney(tour.price, lang)}
              </Text>
            ) : null}
          </Text>
        ),
      }),
      column.display({
        id: 'seats',
        header: () => t('field.seats'),
        meta: { priority: 4, label: t('field.seats'), exportValue: seats },
        cell: ({ row }) => <Text whiteSpace="nowrap">{seats(row.original)}</Text>,
      }),
      column.accessor('status', {
        header: () => t('field.status'),
        enableSorting: false,
        meta: { phone: 'summary', label: t('field.status'), exportValue: (tour) => t(`status.${tour.status}`) },
        cell: ({ row }) => (
          <Badge colorPalette={tourStatusPalette[row.original.status]} variant="subtle">
            {t(`status.${row.original.status}`)}
          </Badge>
        ),
      }),
    ] as ColumnDef<Tour, unknown>[];
  }, [t, i18n.language]);
}
