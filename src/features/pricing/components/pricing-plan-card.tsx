// One plan: name, tagline, its price for each billing period, highlights and the call to action for
// each period. Which period shows is the page's switch's, by CSS (pricing-page.tsx), so it works on
// the prerendered page before the app has started (docs/performance.md).
import { Badge, Box, Button, Card, Heading, List, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  billingPeriods,
  planPrice,
  yearlySaving,
  type ConsultingPlan,
} from '@/lib/catalog/consulting-plans';
import { formatMoney } from '@/lib/money';

export function PricingPlanCard({ plan }: { plan: ConsultingPlan }) {
  const { t, i18n } = useTranslation('pricing');
  const name = t(`plans.${plan.id}.name`);
  const highlights = t(`plans.${plan.id}.highlights`, { returnObjects: true }) as string[];
  const money = (amount: number) => formatMoney(amount, i18n.language, { fractionDigits: 0 });
  const headingId = `plan-${plan.id}-name`;

  return (
    <Card.Root
      as="article"
      aria-labelledby={headingId}
      variant="outline"
      borderWidth={plan.recommended ? '2px' : '1px'}
      borderColor={plan.recommended ? 'primary.solid' : 'border'}
      position="relative"
      h="full"
    >
      <Card.Body gap={5}>
        <Stack gap={2}>
          <Stack direction="row" justify="space-between" align="center" gap={2}>
            <Heading as="h2" size="xl" id={headingId}>
              {name}
            </Heading>
            {plan.recommended ? (
              <Badge colorPalette="primary" variant="solid">
                {t('cta.recommended')}
              </Badge>
            ) : null}
          </Stack>
          <Text fontWeight="medium" color="primary.fg">
            {t(`plans.${plan.id}.tagline`)}
          </Text>
          <Text color="fg.muted" fontSize="sm">
            {t(`plans.${plan.id}.description`)}
          </Text>
        </Stack>
        {/* Both periods' prices: the page shows the one its switch has checked (pricing-page.tsx). */}
        <Box data-testid={`price-${plan.id}`}>
          {billingPeriods.map((shown) => (
            <Box key={shown} data-period={shown}>
              <Text as="p" fontSize="4xl" fontWeight="bold" lineHeight="1.1">
                {money(planPrice(plan, shown))}{' '}
                <Text as="span" fontSize="md" fontWeight="normal" color="fg.muted">
                  {shown === 'monthly' ? t('price.perMonth') : t('price.perYear')}
                </Text>
              </Text>
              <Text fontSize="sm" color="fg.muted" mt={1}>
                {shown === 'yearly'
                  ? t('price.yearlyEquivalent', { amount: money(Math.round(plan.yearlyPrice / 12)) })
                  : t('price.monthlyNote')}
              </Text>
              {shown === 'yearly' ? (
                <Text fontSize="sm" color="primary.fg" fontWeight="medium">
                  {t('price.saving', { amount: money(yearlySaving(plan)) })}
                </Text>
              ) : null}
            </Box>
          ))}
        </Box>
        <List.Root gap={2} variant="plain">
          {highlights.map((item) => (
            <List.Item key={item} alignItems="flex-start">
              <List.Indicator asChild color="primary.fg" mt="3px">
                <Check size={16} aria-hidden="true" />
              </List.Indicator>
              {item}
            </List.Item>
          ))}
        </List.Root>
      </Card.Body>
      <Card.Footer>
        {billingPeriods.map((shown) => (
          <Button
            key={shown}
            asChild
            w="full"
            colorPalette="primary"
            variant={plan.recommended ? 'solid' : 'outline'}
            size="lg"
            data-period={shown}
          >
            <Link to="/payment" search={{ plan: plan.id, period: shown }}>
              {t('cta.choose', { plan: name })}
            </Link>
          </Button>
        ))}
      </Card.Footer>
    </Card.Root>
  );
}
