// One data product in the catalogue grid: category, name, tagline, refresh and starting price.
import { Badge, Box, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/money';
import { categories, localize, type DataProduct } from '@/lib/catalog/catalog-terms';

export function DataProductCard({ product }: { product: DataProduct }) {
  const { t, i18n } = useTranslation('shop');
  const lang = i18n.language;
  const price = formatMoney(product.prices.starter, lang, { fractionDigits: 0 });
  return (
    <Stack
      as="article"
      gap={3}
      p={6}
      borderWidth="1px"
      borderColor="border"
      borderRadius="xl"
      bg="bg"
      position="relative"
      transition="box-shadow 0.2s, border-color 0.2s"
      _hover={{ boxShadow: 'md', borderColor: 'primary.solid' }}
      _focusWithin={{ boxShadow: 'md', borderColor: 'primary.solid' }}
    >
      <HStack justify="space-between" gap={2} flexWrap="wrap">
        <Badge colorPalette="primary" variant="subtle">
          {localize(categories[product.category], lang)}
        </Badge>
        <Text fontSize="xs" color="fg.muted">
          {t(`frequency.${product.updateFrequency}`)}
        </Text>
      </HStack>
      <chakra.h3 fontSize="lg" fontWeight="semibold">
        <Box
          asChild
          _after={{ content: '""', position: 'absolute', inset: 0, borderRadius: 'xl' }}
          _focusVisible={{ outline: 'none', _after: { outline: '2px solid', outlineColor: 'primary.focusRing', outlineOffset: '2px' } }}
        >
          <Link to="/product/$id" params={{ id: product.slug }}>
            <span dir="ltr">{product.name}</span>
          </Link>
        </Box>
      </chakra.h3>
      <Text color="fg.muted" fontSize="sm" flex="1">
        {localize(product.tagline, lang)}
      </Text>
      <Box fontSize="sm">
        <Text as="span" color="fg.muted">
          {t('fromPrice')}{' '}
        </Text>
        <Text as="span" fontWeight="semibold">
          {t('perMonth', { price })}
        </Text>
      </Box>
    </Stack>
  );
}
