// Data Products (docs/product-rules.md#shop): marketing copy and the bundled catalogue, filterable by category
// through the URL (?category=). No API call: the catalogue ships with the site, overlaid with the
// dashboard's edits kept in this browser (docs/catalogue.md).
import { Box, Button, chakra, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { categories, categoryIds, localize } from '@/lib/catalog/catalog-terms';
import { useDataProducts } from '@/lib/catalog/use-data-products';
import { DataProductCard } from './components/data-product-card';
import { MarketingCta } from './components/marketing-cta';
import { MarketingHero } from './components/marketing-hero';
import { MarketingSection } from './components/marketing-section';

const promises = ['docs', 'sla', 'lineage', 'support'] as const;
const route = getRouteApi('/_marketing/product/');

export function DataProductsPage() {
  const { t, i18n } = useTranslation('marketing');
  const search = route.useSearch();
  const dataProducts = useDataProducts();
  const usedCategories = [...new Set(dataProducts.map((p) => p.category))];
  const category = categoryIds.find((id) => id === search.category);
  const shown = category ? dataProducts.filter((p) => p.category === category) : dataProducts;
  const chip = (active: boolean) =>
    ({
      px: 3,
      py: 1.5,
      borderRadius: 'full',
      borderWidth: '1px',
      fontSize: 'sm',
      borderColor: active ? 'primary.solid' : 'border',
      bg: active ? 'primary.solid' : 'bg',
      color: active ? 'primary.contrast' : 'fg',
      _hover: { borderColor: 'primary.solid' },
    }) as const;
  return (
    <>
      <MarketingHero eyebrow={t('dataProducts.hero.eyebrow')} title={t('dataProducts.hero.title')} text={t('dataProducts.hero.text')} />
      <MarketingSection live title={t('dataProducts.catalogue')}>
        <chakra.nav aria-label={t('dataProducts.filter')} mb={6}>
          <HStack as="ul" gap={2} flexWrap="wrap" m={0} p={0} listStyleType="none">
            <li>
              <Box asChild css={chip(!category)}>
                <Link to="/product" search={{}} resetScroll={false} aria-current={!category ? 'true' : undefined}>
                  {t('dataProducts.all')}
                </Link>
              </Box>
            </li>
            {usedCategories.map((id) => (
              <li key={id}>
                <Box asChild css={chip(category === id)}>
                  <Link to="/product" search={{ category: id }} resetScroll={false} aria-current={category === id ? 'true' : undefined}>
                    {localize(categories[id], i18n.language)}
                  </Link>
                </Box>
              </li>
            ))}
          </HStack>
        </chakra.nav>
        <Text color="fg.muted" fontSize="sm" mb={4} aria-live="polite">
          {t('dataProducts.count', { count: shown.length })}
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap={6}>
          {shown.map((product) => (
            <DataProductCard key={product.slug} product={product} />
          ))}
        </SimpleGrid>
      </MarketingSection>
      <MarketingSection tinted title={t('dataProducts.why.title')}>
        <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap={4} m={0} p={0} listStyleType="none">
          {promises.map((id) => (
            <HStack as="li" key={id} gap={3}>
              <Box color="primary.fg">
                <CheckCircle2 size={22} aria-hidden />
              </Box>
              <Text>{t(`dataProducts.why.items.${id}`)}</Text>
            </HStack>
          ))}
        </SimpleGrid>
      </MarketingSection>
      <MarketingCta title={t('dataProducts.custom.title')} text={t('dataProducts.custom.text')}>
        <Stack>
          <Button asChild colorPalette="primary" size="lg">
            <Link to="/contact-us">{t('dataProducts.custom.button')}</Link>
          </Button>
        </Stack>
      </MarketingCta>
    </>
  );
}
