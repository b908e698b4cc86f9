// The three plans of a data product with what each includes; "Add to cart" puts the tier in the
// cart and says so in a live region, with a link on to the checkout.
import { Badge, Box, Button, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCartStore } from '@/lib/catalog/cart-store';
import { tierLimits, tiers, type DataProduct, type Tier } from '@/lib/catalog/catalog-terms';
import { formatNumber } from '@/lib/format';
import { useMoney } from '@/lib/money';


export function ProductPlans({ product }: { product: DataProduct }) {
  const { t, i18n } = useTranslation('shop');
  const money = useMoney();
  const add = useCartStore((s) => s.add);
  const [added, setAdded] = useState<Tier | null>(null);
  const number = (n: number) => formatNumber(n, i18n.language);
  return (
    <Box as="section" aria-labelledby="product-plans" mt={{ base: 12, md: 16 }}>
      <Heading as="h2" id="product-plans" size="xl" mb={2}>
        {t('product.plans')}
      </Heading>
      <Text color="fg.muted" mb={6}>
        {t('product.plansIntro')}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap={6}>
        {tiers.map((tier) => {
          const limits = tierLimits[tier];
          const formats = limits.formats.filter((f) => product.formats.includes(f));
          const tierName = t(`tiers.${tier}`);
          const highlighted = tier === 'team';
          return (
            <Stack
              key={tier}
              as="article"
              aria-labelledby={`plan-${tier}`}
              gap={4}
              p={6}
              borderRadius="xl"
              borderWidth={highlighted ? '2px' : '1px'}
              borderColor={highlighted ? 'primary.solid' : 'border'}
            >
              <Stack direction="row" justify="space-between" align="center">
                <Heading as="h3" id={`plan-${tier}`} size="lg">
                  {tierName}
                </Heading>
                {highlighted ? <Badge colorPalette="primary">{t('product.popular')}</Badge> : null}
              </Stack>
              <Text fontSize="2xl" fontWeight="bold">
                {t('perMonth', { price: money(product.prices[tier]) })}
              </Text>
              <List.Root variant="plain" gap={2} fontSize="sm" flex="1">
                {[
                  limits.seats ? t('product.seats', { count: limits.seats }) : t('product.seatsUnlimited'),
                  limits.apiCallsPerMonth
                    ? t('product.calls', { count: limits.apiCallsPerMonth, formatted: number(limits.apiCallsPerMonth) })
                    : t('product.callsUnlimited'),
                  t('product.historyYears', { count: limits.historyYears }),
                  t('product.deliveredAs', { formats: formats.map((f) => t(`formats.${f}`)).join(', ') }),
                ].map((line) => (
                  <List.Item key={line} alignItems="flex-start" gap={2}>
                    <Box color="primary.fg" mt={0.5}>
                      <Check size={16} aria-hidden />
                    </Box>
                    {line}
                  </List.Item>
                ))}
              </List.Root>
              <Button
                colorPalette="primary"
                variant={highlighted ? 'solid' : 'outline'}
                onClick={() => {
                  add(product.slug, tier);
                  setAdded(tier);
                }}
              >
                {t('product.addToCart', { tier: tierName })}
              </Button>
            </Stack>
          );
        })}
      </SimpleGrid>
      <Box aria-live="polite" mt={4} minH="10">
        {added ? (
          <Stack direction={{ base: 'column', sm: 'row' }} align={{ sm: 'center' }} gap={3} p={3} bg="primary.subtle" borderRadius="lg">
            <Text fontWeight="medium">{t('product.added', { name: product.name, tier: t(`tiers.${added}`) })}</Text>
            <Button asChild size="sm" colorPalette="primary">
              <Link to="/product/checkout">{t('product.viewCart')}</Link>
            </Button>
          </Stack>
        ) : null}
      </Box>
    </Box>
  );
}
