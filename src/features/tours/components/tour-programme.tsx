// The programme tab of a tour: its photos, its facts and the sanitised programme text
// (docs/product-rules.md#rich-text, #images).
import {
  Badge,
  Card,
  DataList,
  Grid,
  Heading,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Tour } from '@/lib/api-contract/tour';
import { formatMoney } from '@/lib/money';
import { RichTextView } from '@/lib/rich-text/rich-text-view';
import { destinationOf, tourDateRange, tourDays } from './tour-format';
import { IdText, UserText } from '@/lib/ui/user-text';

// The photos use the page's width whatever their number: one is a banner across it, two or three
// share it, four and more make rows of four (docs/look-and-feel.md#balance-at-1440-px).
const photoColumns = (count: number) => ({ base: count === 1 ? 1 : 2, md: Math.min(count, 4) });
const photoAspect = (count: number) =>
  count === 1 ? { base: 4 / 3, md: 21 / 8 } : count === 2 ? 16 / 9 : 4 / 3;

export function TourProgramme({ tour }: { tour: Tour }) {
  const { t, i18n } = useTranslation('tours');
  const lang = i18n.language;
  const days = tourDays(tour.startDate, tour.endDate) ?? 0;
  const facts: [string, string][] = [
    [t('field.destination'), destinationOf(tour, lang)],
    [t('field.dates'), tourDateRange(tour, lang)],
    [t('field.duration'), t('form.days', { count: days })],
    [t('field.seats'), t('list.seats', { booked: tour.booked, capacity: tour.capacity })],
    [t('field.price'), formatMoney(tour.priceSale ?? tour.price, lang)],
  ];
  return (
    <Stack gap={6}>
      {tour.images.length ? (
        <SimpleGrid
          as="ul"
          columns={photoColumns(tour.images.length)}
          gap={3}
          aria-label={t('detail.photos')}
        >
          {tour.images.map((src, index) => (
            <li key={`${index}-${src.slice(-16)}`}>
              <Image
                src={src}
                alt={t('detail.photoAlt', { name: tour.name, index: index + 1 })}
                borderRadius="l2"
                aspectRatio={photoAspect(tour.images.length)}
                objectFit="cover"
                w="full"
              />
            </li>
          ))}
        </SimpleGrid>
      ) : null}
      <Grid templateColumns={{ base: '1fr', lg: '1fr 320px' }} gap={6} alignItems="start">
        <Card.Root>
          <Card.Body>
            <RichTextView html={tour.content} />
          </Card.Body>
        </Card.Root>
        <Stack gap={6}>
          <Card.Root>
            <Card.Body>
              <DataList.Root orientation="vertical" gap={4}>
                {facts.map(([label, value]) => (
                  <DataList.Item key={label}>
                    <DataList.ItemLabel>{label}</DataList.ItemLabel>
                    <DataList.ItemValue>{value}</DataList.ItemValue>
                  </DataList.Item>
                ))}
              </DataList.Root>
            </Card.Body>
          </Card.Root>
          <Card.Root>
            <Card.Body gap={4}>
              <Heading as="h2" size="md">
                {t('field.services')}
              </Heading>
              <Wrap gap={2}>
                {tour.services.map((s) => (
                  <Badge key={s} variant="subtle" colorPalette="primary">
                    {t(`service.${s}`)}
                  </Badge>
                ))}
              </Wrap>
              <Heading as="h2" size="md">
                {t('field.guides')}
              </Heading>
              <Stack as="ul" gap={2}>
                {tour.guides.map((g) => (
                  <li key={g.email}>
                    <UserText fontWeight="medium">{g.name}</UserText>
                    <Text fontSize="sm" color="fg.muted">
                      {g.role ? (
                        <>
                          <UserText as="span">{g.role}</UserText> ·{' '}
                        </>
                      ) : null}
                      <IdText as="span">{g.email}</IdText>
                    </Text>
                  </li>
                ))}
              </Stack>
            </Card.Body>
          </Card.Root>
        </Stack>
      </Grid>
    </Stack>
  );
}
