// About Us: story, leadership, values and milestones.
import { Avatar, Box, Grid, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MarketingFigures } from './components/marketing-figures';
import { MarketingHero } from './components/marketing-hero';
import { MarketingSection } from './components/marketing-section';
// The file the posts' covers use too, drawn in the page (MarketingHero's `svg`).
import illustration from '@public/images/team-map.svg?raw';

const values = ['useful', 'candid', 'transfer', 'careful'] as const;
const members = ['amara', 'julien', 'layla', 'tom'] as const;
const milestones = ['y2014', 'y2017', 'y2019', 'y2021', 'y2024', 'y2026'] as const;

export function AboutPage() {
  const { t } = useTranslation('marketing');
  return (
    <>
      <MarketingHero
        eyebrow={t('about.hero.eyebrow')}
        title={t('about.hero.title')}
        text={t('about.hero.text')}
        image={{ svg: illustration, alt: t('about.hero.imageAlt'), width: 560, height: 360 }}
      />
      <MarketingSection title={t('about.story.title')}>
        <Grid templateColumns={{ base: '1fr', lg: '1.3fr 1fr' }} gap={{ base: 8, lg: 16 }}>
          <Stack gap={4} fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
            <Text>{t('about.story.p1')}</Text>
            <Text>{t('about.story.p2')}</Text>
            <Text>{t('about.story.p3')}</Text>
          </Stack>
          <Box alignSelf="center">
            <MarketingFigures compact />
          </Box>
        </Grid>
      </MarketingSection>
      <MarketingSection tinted title={t('about.team.title')} intro={t('about.team.intro')}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={6}>
          {members.map((id) => (
            <Stack key={id} as="article" gap={3} p={6} bg="bg" borderRadius="xl" borderWidth="1px" borderColor="border">
              <Avatar.Root size="xl" colorPalette="primary">
                <Avatar.Fallback name={t(`about.team.members.${id}.name`)} />
              </Avatar.Root>
              <Heading as="h3" size="md">
                {t(`about.team.members.${id}.name`)}
              </Heading>
              <Text fontSize="sm" fontWeight="medium" color="primary.fg">
                {t(`about.team.members.${id}.role`)}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {t(`about.team.members.${id}.bio`)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </MarketingSection>
      <MarketingSection title={t('about.values.title')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={6}>
          {values.map((id) => (
            <Stack key={id} gap={2} borderStartWidth="4px" borderColor="primary.solid" ps={5} py={1}>
              <Heading as="h3" size="md">
                {t(`about.values.items.${id}.title`)}
              </Heading>
              <Text color="fg.muted">{t(`about.values.items.${id}.text`)}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </MarketingSection>
      <MarketingSection tinted title={t('about.timeline.title')}>
        <Stack as="ol" gap={0} m={0} p={0} listStyleType="none" maxW="3xl">
          {milestones.map((id, index) => (
            <Grid as="li" key={id} templateColumns="80px 1fr" gap={5} pb={index === milestones.length - 1 ? 0 : 6}>
              <Text fontWeight="bold" color="primary.fg" fontSize="lg">
                {t(`about.timeline.items.${id}.year`)}
              </Text>
              <Text borderStartWidth="2px" borderColor="border" ps={5} pb={2}>
                {t(`about.timeline.items.${id}.text`)}
              </Text>
            </Grid>
          ))}
        </Stack>
      </MarketingSection>
    </>
  );
}
