// A product's figures (computed by the API from its orders and reviews), its three tiers and its
// key facts, on the product page's overview tab.
import {
  Badge,
  Card,
  DataList,
  Heading,
  SimpleGrid,
  Stack,
  Stat,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@/lib/api-contract/product';
import { categories, tiers } from '@/lib/catalog/catalog-terms';
import { formatList, useFormat } from '@/lib/format';
import { useMoney } from '@/lib/money';
import { catalogLanguage } from './product-table-columns';

export function ProductFigures({ product }: { product: Product }) {
  const { t } = useTranslation('products');
  const format = useFormat();
  const money = useMoney();
  const figures = [
    { label: t('field.subscribers'), value: format.number(product.subscribers) },
    { label: t('field.revenue'), value: money(product.revenue) },
    {
      label: t('field.rating'),
      value: product.reviewCount
        ? t('detail.average', { rating: format.number(product.rating) })
        : t('list.noRating'),
    },
  ];
  return (
    <Stack gap={2} as="section" aria-labelledby="product-figures">
      <Heading as="h2" size="md" id="product-figures">
        {t('detail.figures')}
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap={3}>
        {figures.map((figure) => (
          <Card.Root key={figure.label} variant="outline">
            <Card.Body p={4}>
              <Stat.Root>
                <Stat.Label>{figure.label}</Stat.Label>
                <Stat.ValueText>{figure.value}</Stat.ValueText>
              </Stat.Root>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      <Text fontSize="sm" color="fg.muted">
        {t('detail.figuresHint')}
      </Text>
    </Stack>
  );
}

export function ProductTiers({ product }: { product: Product }) {
  const { t } = useTranslation('products');
  const money = useMoney();
  return (
    <Stack gap={2} as="section" aria-labelledby="product-tiers">
      <Heading as="h2" size="md" id="product-tiers">
        {t('detail.tiers')}
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap={3}>
        {tiers.map((tier) => (
          <Card.Root key={tier} variant="subtle">
            <Card.Body p={4} gap={1}>
              <Text fontWeight="medium">{t(`tier.${tier}`)}</Text>
              <Text fontSize="2xl" fontWeight="semibold">
                {money(product.prices[tier], { fractionDigits: 0 })}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {t('detail.perMonth')}
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function ProductKeyFacts({ product }: { product: Product }) {
  const { t, i18n } = useTranslation('products');
  const lang = catalogLanguage(i18n.language);
  const facts = [
    { label: t('field.category'), value: categories[product.category][lang] },
    { label: t('field.frequency'), value: t(`frequency.${product.updateFrequency}`) },
    {
      label: t('field.formats'),
      value: formatList(
        product.formats.map((f) => t(`format.${f}`)),
        i18n.language,
      ),
    },
    { label: t('field.coverage'), value: product.coverage[lang] },
    {
      label: t('field.historyFrom'),
      value: t('detail.historySince', { year: product.historyFrom }),
    },
  ];
  return (
    <Card.Root as="section" aria-labelledby="product-facts">
      <Card.Body gap={4}>
        <Heading as="h2" size="md" id="product-facts">
          {t('detail.facts')}
        </Heading>
        <DataList.Root orientation="vertical" gap={3}>
          {facts.map((fact) => (
            <DataList.Item key={fact.label}>
              <DataList.ItemLabel>{fact.label}</DataList.ItemLabel>
              <DataList.ItemValue>{fact.value}</DataList.ItemValue>
            </DataList.Item>
          ))}
          <DataList.Item>
            <DataList.ItemLabel>{t('detail.tags')}</DataList.ItemLabel>
            <DataList.ItemValue>
              {product.tags.length ? (
                <Wrap gap={1}>
                  {product.tags.map((tag) => (
                    <Badge key={tag} variant="outline">
                      {tag}
                    </Badge>
                  ))}
                </Wrap>
              ) : (
                <Text color="fg.muted">{t('detail.noTags')}</Text>
              )}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('detail.seo')}</DataList.ItemLabel>
            <DataList.ItemValue>
              <Stack gap={0}>
                <Text>
                  {product.seoTitle || t('detail.seoTitleFallback', { value: product.name })}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {product.seoDescription || t('detail.seoDescriptionFallback')}
                </Text>
              </Stack>
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
