// A product's reviews with the rating summary the API computes from them (docs/api/product.md).
import { Alert, Box, Button, Card, Heading, HStack, Progress, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { productQueries } from '../api/products';
import { isolateText, UserText } from '@/lib/ui/user-text';
import { errorText } from '@/lib/http/error-text';

function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <HStack gap={0.5} role="img" aria-label={label} color="orange.solid">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden size={16} fill={n <= Math.round(rating) ? 'currentColor' : 'none'} />
      ))}
    </HStack>
  );
}

export function ProductReviews({ id }: { id: string }) {
  const { t } = useTranslation('products');
  const format = useFormat();
  const reviews = useQuery(productQueries.reviews(id));
  if (reviews.isPending) return <Skeleton height="48" borderRadius="l3" />;
  if (reviews.isError) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title flex="1">{errorText(reviews.error)}</Alert.Title>
        <Button size="xs" variant="outline" onClick={() => void reviews.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert.Root>
    );
  }
  const { summary } = reviews.data;
  return (
    <Stack gap={6} direction={{ base: 'column', lg: 'row' }} align="start">
      <Card.Root as="section" aria-labelledby="rating-summary" minW={{ lg: '72' }} width={{ base: 'full', lg: 'auto' }}>
        <Card.Body gap={3}>
          <Heading as="h2" size="md" id="rating-summary">
            {t('detail.reviewsSummary')}
          </Heading>
          <Text fontSize="3xl" fontWeight="semibold">
            {t('detail.average', { rating: format.number(summary.average) })}
          </Text>
          <Stars rating={summary.average} label={t('detail.ratingLabel', { rating: format.number(summary.average) })} />
          <Text color="fg.muted">{t('detail.reviewCount', { count: summary.count })}</Text>
          <Stack gap={1.5}>
            {[5, 4, 3, 2, 1].map((stars) => {
              const count = summary.distribution[stars - 1] ?? 0;
              return (
                <HStack key={stars} gap={3}>
                  <Text fontSize="sm" minW="16">
                    {t('detail.stars', { count: stars })}
                  </Text>
                  <Progress.Root
                    value={summary.count ? (count / summary.count) * 100 : 0}
                    flex="1"
                    size="sm"
                    colorPalette="orange"
                    aria-hidden
                  >
                    <Progress.Track>
                      <Progress.Range />
                    </Progress.Track>
                  </Progress.Root>
                  <Text fontSize="sm" minW="6" textAlign="end">
                    {format.number(count)}
                  </Text>
                </HStack>
              );
            })}
          </Stack>
        </Card.Body>
      </Card.Root>
      <Stack as="ul" gap={3} flex="1" width="full" listStyleType="none" aria-label={t('detail.tab.reviews')}>
        {reviews.data.reviews.length === 0 ? <Text color="fg.muted">{t('detail.noReviews')}</Text> : null}
        {reviews.data.reviews.map((review) => (
          <Card.Root as="li" key={review.id} variant="outline">
            <Card.Body gap={2}>
              <HStack justify="space-between" wrap="wrap">
                <Stars rating={review.rating} label={t('detail.ratingLabel', { rating: format.number(review.rating) })} />
                <Text fontSize="sm" color="fg.muted">
                  {format.date(review.createdAt)}
                </Text>
              </HStack>
              <UserText>{review.comment}</UserText>
              <Box>
                <Text fontSize="sm" color="fg.muted">
                  {t('detail.reviewBy', { author: isolateText(review.author), company: isolateText(review.company) })}
                </Text>
              </Box>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    </Stack>
  );
}
