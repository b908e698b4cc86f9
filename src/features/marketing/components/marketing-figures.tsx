// The proof points of docs/product-rules.md#brand, from the site config, as a list of figures.
import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { siteConfig } from '@/lib/site-config';

export function MarketingFigures({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation('marketing');
  const n = (value: number) => formatNumber(value, i18n.language);
  const figures = [
    { key: 'founded', value: String(siteConfig.founded) },
    { key: 'people', value: n(siteConfig.people) },
    { key: 'engagements', value: `${n(siteConfig.engagements)}+` },
    { key: 'countries', value: n(siteConfig.countries) },
    { key: 'products', value: n(siteConfig.dataProducts) },
    { key: 'weeks', value: n(siteConfig.weeksToFirstInsight) },
  ];
  return (
    <SimpleGrid as="dl" columns={compact ? 2 : { base: 2, md: 3, lg: 6 }} gap={{ base: 6, md: 8 }}>
      {figures.map((figure) => (
        <Stack key={figure.key} gap={1} borderStartWidth="3px" borderColor="primary.solid" ps={4}>
          <Text as="dt" order={2} fontSize="sm" color="fg.muted">
            {t(`figures.${figure.key}`)}
          </Text>
          <Text
            as="dd"
            order={1}
            fontSize={{ base: '3xl', md: '4xl' }}
            fontWeight="bold"
            lineHeight="1"
            color="fg"
            m={0}
          >
            {figure.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
