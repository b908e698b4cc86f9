// /pricing: the consulting plans with a monthly/yearly switch (kept in the URL), the feature
// comparison and a call to talk to us about anything else.
import { Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { consultingPlans, type BillingPeriod } from '@/lib/catalog/consulting-plans';
import { CtaBand } from '@/lib/ui/cta-band';
import { PricingComparisonTable } from './components/pricing-comparison-table';
import { PricingPeriodSwitch } from './components/pricing-period-switch';
import { PricingPlanCard } from './components/pricing-plan-card';
import { DEFAULT_PERIOD } from './search';

// Each plan holds both periods' prices and links (data-period); the switch's checked radio shows one.
// The switch's radios follow the period the app shows, and before the app starts they are the page's
// own: a Yearly chosen on the prerendered page changes the prices at once (docs/performance.md).
const yearlyChecked = ':has(input[type="radio"][value="yearly"]:checked)';
const shownPeriod = {
  [`&${yearlyChecked} [data-period="monthly"], &:not(${yearlyChecked}) [data-period="yearly"]`]: {
    display: 'none',
  },
};

export function PricingPage({ period = DEFAULT_PERIOD }: { period?: BillingPeriod }) {
  const { t } = useTranslation('pricing');
  const navigate = useNavigate();

  return (
    <Container maxW="7xl" pb={{ base: 16, md: 24 }} css={shownPeriod}>
      <Stack
        gap={5}
        textAlign="center"
        align="center"
        maxW="3xl"
        mx="auto"
        mb={{ base: 8, md: 12 }}
      >
        <Text textStyle="eyebrow" color="primary.fg">
          {t('hero.eyebrow')}
        </Text>
        <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.15" letterSpacing="tight">
          {t('hero.title')}
        </Heading>
        <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
          {t('hero.lead')}
        </Text>
        <PricingPeriodSwitch
          value={period}
          onChange={(next) =>
            void navigate({
              to: '/pricing',
              search: { period: next },
              replace: true,
              resetScroll: false,
            })
          }
        />
        <Text fontSize="sm" color="fg.muted">
          {t('price.excludingVat')}
        </Text>
      </Stack>

      <SimpleGrid columns={{ base: 1, lg: 3 }} gap={6} mb={{ base: 16, md: 20 }}>
        {consultingPlans.map((plan) => (
          <PricingPlanCard key={plan.id} plan={plan} />
        ))}
      </SimpleGrid>

      <PricingComparisonTable />

      <CtaBand
        mt={{ base: 16, md: 20 }}
        textMaxW="2xl"
        title={t('cta.customTitle')}
        text={t('cta.customBody')}
        primary={<Link to="/contact-us">{t('cta.contact')}</Link>}
        secondary={<Link to="/faqs">{t('cta.faqs')}</Link>}
      />
    </Container>
  );
}
