// Consulting Services: the six service lines with typical outcomes, engagement models and method.
import { Badge, Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MarketingCta } from './components/marketing-cta';
import { MarketingHero } from './components/marketing-hero';
import { MarketingSection } from './components/marketing-section';
import { ServiceGrid } from './components/service-grid';
// The file the posts' covers use too, drawn in the page (MarketingHero's `svg`).
import illustration from '@public/images/method-flow.svg?raw';

const models = ['sprint', 'embedded', 'managed'] as const;
const steps = ['discover', 'design', 'deliver', 'transfer'] as const;

export function ConsultingPage() {
  const { t } = useTranslation('marketing');
  return (
    <>
      <MarketingHero
        eyebrow={t('consulting.hero.eyebrow')}
        title={t('consulting.hero.title')}
        text={t('consulting.hero.text')}
        image={{ svg: illustration, alt: t('consulting.hero.imageAlt'), width: 560, height: 300 }}
      />
      <MarketingSection title={t('consulting.lines.title')}>
        <ServiceGrid
          extra={(id) => (
            <Box mt="auto" pt={3} borderTopWidth="1px" borderColor="border">
              <Text textStyle="overline" color="primary.fg">
                {t('consulting.lines.outcome')}
              </Text>
              <Text fontSize="sm">{t(`consulting.lines.outcomes.${id}`)}</Text>
            </Box>
          )}
        />
      </MarketingSection>
      <MarketingSection tinted title={t('consulting.models.title')} intro={t('consulting.models.intro')}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={6}>
          {models.map((id) => (
            <Stack key={id} as="article" gap={3} p={6} bg="bg" borderRadius="xl" borderWidth="1px" borderColor="border">
              <Heading as="h3" size="lg">
                {t(`consulting.models.items.${id}.name`)}
              </Heading>
              <Badge colorPalette="primary" w="fit-content">
                {t(`consulting.models.items.${id}.duration`)}
              </Badge>
              <Text color="fg.muted">{t(`consulting.models.items.${id}.text`)}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </MarketingSection>
      <MarketingSection title={t('consulting.method.title')} intro={t('consulting.method.intro')}>
        <SimpleGrid as="ol" columns={{ base: 1, sm: 2, lg: 4 }} gap={6} m={0} p={0} listStyleType="none">
          {steps.map((id, index) => (
            <Stack as="li" key={id} gap={2}>
              <Text fontSize="3xl" fontWeight="bold" color="primary.fg" lineHeight="1">
                {index + 1}
              </Text>
              <Heading as="h3" size="md">
                {t(`consulting.method.steps.${id}.name`)}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {t(`consulting.method.steps.${id}.text`)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </MarketingSection>
      <MarketingCta title={t('consulting.cta.title')} text={t('consulting.cta.text')}>
        <Button asChild colorPalette="primary" size="lg">
          <Link to="/contact-us">{t('consulting.cta.button')}</Link>
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link to="/pricing">{t('consulting.cta.pricing')}</Link>
        </Button>
      </MarketingCta>
    </>
  );
}
