// Home (docs/product-rules.md#marketing-site): hero, services, data products, proof points, testimonials, call to action.
// Bundled content only: no API call when it loads (docs/product-rules.md#api-calls).
import { Box, Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { MarketingCta } from './components/marketing-cta';
import { MarketingFigures } from './components/marketing-figures';
import { MarketingHero } from './components/marketing-hero';
import { MarketingSection } from './components/marketing-section';
import { ServiceGrid } from './components/service-grid';
import { WhenNearViewport } from './components/when-near-viewport';

// The catalogue ships with the cards, loaded as the section nears the viewport.
const FeaturedDataProducts = lazy(() =>
  import('./components/featured-data-products').then((m) => ({ default: m.FeaturedDataProducts })),
);

const testimonials = ['retail', 'logistics', 'finance'] as const;

export function HomePage() {
  const { t } = useTranslation('marketing');
  return (
    <>
      <Box bgGradient="to-b" gradientFrom="primary.subtle" gradientTo="bg" pt={{ base: '104px', md: '144px' }} pb={{ base: 12, md: 20 }}>
        <MarketingHero
          eyebrow={t('home.hero.eyebrow')}
          title={t('home.hero.title')}
          text={t('home.hero.text')}
          image={{ src: '/images/hero-insight.svg', alt: t('home.hero.imageAlt'), width: 560, height: 420 }}
          actions={
            <>
              <Button asChild colorPalette="primary" size="lg">
                <Link to="/contact-us">{t('home.hero.primary')}</Link>
              </Button>
              <Button asChild variant="outline" size="lg">
                <Link to="/product">{t('home.hero.secondary')}</Link>
              </Button>
            </>
          }
        />
      </Box>
      <MarketingSection
        title={t('home.services.title')}
        intro={t('home.services.intro')}
        action={
          <Button asChild variant="outline" colorPalette="primary">
            <Link to="/consulting">{t('home.services.more')}</Link>
          </Button>
        }
      >
        <ServiceGrid />
      </MarketingSection>
      <MarketingSection
        live
        tinted
        title={t('home.products.title')}
        intro={t('home.products.intro')}
        action={
          <Button asChild variant="outline" colorPalette="primary">
            <Link to="/product">{t('home.products.more')}</Link>
          </Button>
        }
      >
        <WhenNearViewport minH={{ base: '660px', md: '220px' }}>
          <Suspense fallback={<Box minH={{ base: '660px', md: '220px' }} aria-hidden />}>
            <FeaturedDataProducts />
          </Suspense>
        </WhenNearViewport>
      </MarketingSection>
      <MarketingSection title={t('home.proof.title')} intro={t('home.proof.intro')}>
        <MarketingFigures />
      </MarketingSection>
      <MarketingSection tinted title={t('home.testimonials.title')}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={6}>
          {testimonials.map((id) => (
            <Stack as="figure" key={id} gap={4} p={6} bg="bg" borderRadius="xl" borderWidth="1px" borderColor="border" m={0}>
              <Text as="blockquote" fontSize="md" lineHeight="tall">
                “{t(`home.testimonials.items.${id}.quote`)}”
              </Text>
              <Box as="figcaption" mt="auto">
                <Text fontWeight="semibold">{t(`home.testimonials.items.${id}.name`)}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {t(`home.testimonials.items.${id}.role`)}
                </Text>
              </Box>
            </Stack>
          ))}
        </SimpleGrid>
      </MarketingSection>
      <MarketingCta title={t('home.cta.title')} text={t('home.cta.text')}>
        <Button asChild colorPalette="primary" size="lg">
          <Link to="/contact-us">{t('home.cta.button')}</Link>
        </Button>
      </MarketingCta>
    </>
  );
}
