// The product list as cards (`view=grid` in the URL): the same page of the same query as the
// table, with the publish switch and the row menu's main actions.
import { Badge, Box, Button, Card, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProductListItem } from '@/lib/api-contract/product';
import { categories } from '@/lib/catalog/catalog-terms';
import { useFormat } from '@/lib/format';
import { useMoney } from '@/lib/money';
import { ownDirection } from '@/lib/ui/user-text';
import { ProductCover } from './product-cover';
import { ProductPublishSwitch } from './product-publish-switch';
import { catalogLanguage } from './product-table-columns';

interface ProductCardGridProps {
  products: ProductListItem[] | undefined;
  /** Without it the switches only show the state (a role that may not edit). */
  onPublish?: (product: ProductListItem, published: boolean) => void;
  emptyMessage: string;
  onClearFilters?: () => void;
}

export function ProductCardGrid({ products, onPublish, emptyMessage, onClearFilters }: ProductCardGridProps) {
  const { t, i18n } = useTranslation('products');
  const format = useFormat();
  const money = useMoney();
  const lang = catalogLanguage(i18n.language);
  if (products && !products.length) {
    return (
      <Stack align="center" py={12} gap={3}>
        <Text color="fg.muted">{emptyMessage}</Text>
        {onClearFilters ? (
          <Button size="sm" variant="outline" onClick={onClearFilters}>
            {t('list.clearFilters')}
          </Button>
        ) : null}
      </Stack>
    );
  }
  return (
    <SimpleGrid as="ul" aria-label={t('list.gridLabel')} columns={{ base: 1, sm: 2, xl: 3 }} gap={4} p={{ base: 3, md: 4 }}>
      {products
        ? products.map((p) => (
            <Card.Root as="li" key={p.id} variant="outline" listStyleType="none">
              <Card.Body gap={3}>
                <HStack gap={3} align="start">
                  <ProductCover product={p} size="14" />
                  <Stack gap={1} minW={0} flex="1">
                    <Heading as="h2" size="md" truncate {...ownDirection}>
                      <Link to="/dashboard/product/$id" params={{ id: p.id }}>
                        {p.name}
                      </Link>
                    </Heading>
                    <Text fontSize="sm" color="fg.muted" truncate>
                      {categories[p.category][lang]}
                    </Text>
                  </Stack>
                  <Badge colorPalette={p.status === 'published' ? 'green' : 'gray'} variant="subtle">
                    {t(`status.${p.status}`)}
                  </Badge>
                </HStack>
                <Text fontSize="sm" lineClamp={2} minH="10">
                  {p.tagline[lang]}
                </Text>
                <HStack justify="space-between" wrap="wrap" gap={2} fontSize="sm">
                  <Text fontWeight="semibold">{t('list.perMonth', { price: money(p.prices.starter, { fractionDigits: 0 }) })}</Text>
                  <HStack gap={1} color="fg.muted">
                    <Star aria-hidden size={14} />
                    <Text>
                      {p.reviewCount
                        ? t('list.ratingValue', { rating: format.number(p.rating), count: p.reviewCount })
                        : t('list.noRating')}
                    </Text>
                  </HStack>
                </HStack>
              </Card.Body>
              <Card.Footer justifyContent="space-between" gap={2}>
                <Box>
                  <ProductPublishSwitch product={p} label={t('list.publishToggle', { name: p.name })} onChange={onPublish} />
                </Box>
                <Button asChild size="sm" variant="outline">
                  <Link to="/dashboard/product/$id/edit" params={{ id: p.id }} aria-label={`${t('list.edit')} ${p.name}`}>
                    {t('list.edit')}
                  </Link>
                </Button>
              </Card.Footer>
            </Card.Root>
          ))
        : Array.from({ length: 6 }, (_, i) => <Skeleton as="li" key={i} height="52" borderRadius="l3" />)}
    </SimpleGrid>
  );
}
