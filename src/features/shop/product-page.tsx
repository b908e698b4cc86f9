// One data product (/product/$id, docs/product-rules.md#shop): what it is, key facts, sample schema and the
// three plans, each of which goes into the cart. Bundled data overlaid with the dashboard's edits
// (docs/catalogue.md): no API call; a draft is not on sale, so it is not found here.
import { Badge, Box, Button, Container, DataList, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { categories, localize } from '@/lib/catalog/catalog-terms';
import { useDataProduct } from '@/lib/catalog/use-data-products';
import { ProductNotFound } from './components/product-not-found';
import { ProductLinks } from './components/product-links';
import { ProductPlans } from './components/product-plans';
import { ProductSchemaTable } from './components/product-schema-table';

const route = getRouteApi('/_marketing/product/$id');

export function ProductPage() {
  const { id } = route.useParams();
  const { t, i18n } = useTranslation('shop');
  const product = useDataProduct(id);
  if (!product) return <ProductNotFound />;
  const lang = i18n.language;
  const facts = [
    { label: t('product.category'), value: localize(categories[product.category], lang) },
    { label: t('product.updates'), value: t(`frequency.${product.updateFrequency}`) },
    { label: t('product.formats'), value: product.formats.map((f) => t(`formats.${f}`)).join(' · ') },
    { label: t('product.coverage'), value: localize(product.coverage, lang) },
    { label: t('product.history'), value: t('product.historyFrom', { year: product.historyFrom }) },
  ];
  return (
    <Container maxW="7xl">
      <Button asChild variant="ghost" size="sm" mb={6} ms={-3}>
        <Link to="/product">
          <Box as="span" css={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} display="inline-flex">
            <ArrowLeft aria-hidden />
          </Box>
          {t('product.back')}
        </Link>
      </Button>
      <Grid templateColumns={{ base: '1fr', lg: '1.4fr 1fr' }} gap={{ base: 8, lg: 14 }} alignItems="start">
        <Stack gap={5}>
          <Badge colorPalette="primary" w="fit-content" size="lg">
            {localize(categories[product.category], lang)}
          </Badge>
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }} letterSpacing="tight">
            <span dir="ltr">{product.name}</span>
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg">
            {localize(product.tagline, lang)}
          </Text>
          <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
            {localize(product.description, lang)}
          </Text>
        </Stack>
        <Box as="section" aria-labelledby="product-facts" p={6} bg="bg.subtle" borderRadius="xl">
          <Heading as="h2" id="product-facts" size="md" mb={4}>
            {t('product.facts')}
          </Heading>
          <DataList.Root orientation="vertical" gap={4}>
            {facts.map((fact) => (
              <DataList.Item key={fact.label}>
                <DataList.ItemLabel>{fact.label}</DataList.ItemLabel>
                <DataList.ItemValue>{fact.value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
          <ProductLinks slug={product.slug} />
        </Box>
      </Grid>
      <ProductPlans product={product} />
      <ProductSchemaTable product={product} />
    </Container>
  );
}
