// /components: the living gallery of the app's building blocks in the current settings (issue 4),
// where a developer checks a change across themes; a button opens the settings drawer.
import {
  Box,
  Button,
  Container,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Settings2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettingsDrawer } from '@/lib/settings/settings-drawer-store';
import { BadgesDemo } from './components/badges-demo';
import { ButtonsDemo } from './components/buttons-demo';
import { ChartsDemo } from './components/charts-demo';
import { CurrentSettings } from './components/current-settings';
import { GallerySection } from './components/gallery-section';
import { InputsDemo } from './components/inputs-demo';
import { OverlaysDemo } from './components/overlays-demo';
import { SelectsDemo } from './components/selects-demo';
import { TableDemo } from './components/table-demo';
import { TabsDemo } from './components/tabs-demo';
import { ToastsDemo } from './components/toasts-demo';

const sections: { id: string; key: string; demo: ReactNode; wide?: boolean }[] = [
  { id: 'buttons', key: 'buttons', demo: <ButtonsDemo /> },
  { id: 'inputs', key: 'inputs', demo: <InputsDemo /> },
  { id: 'selects', key: 'selects', demo: <SelectsDemo /> },
  { id: 'dialogs', key: 'overlays', demo: <OverlaysDemo /> },
  { id: 'tabs', key: 'tabs', demo: <TabsDemo /> },
  { id: 'toasts', key: 'toasts', demo: <ToastsDemo /> },
  { id: 'badges', key: 'badges', demo: <BadgesDemo /> },
  { id: 'table', key: 'table', demo: <TableDemo />, wide: true },
  { id: 'charts', key: 'charts', demo: <ChartsDemo />, wide: true },
];

export function ComponentsPage() {
  const { t } = useTranslation('components');
  const openSettings = useSettingsDrawer((s) => s.setOpen);
  const preloadSettings = useSettingsDrawer((s) => s.preload);
  return (
    <Container maxW="6xl" py={{ base: 8, md: 14 }}>
      <Stack gap={8}>
        <Stack gap={4}>
          <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
            {t('title')}
          </Heading>
          <Text color="fg.muted" fontSize="lg" maxW="3xl">
            {t('intro')}
          </Text>
          <CurrentSettings />
          <Box>
            <Button
              colorPalette="primary"
              size="lg"
              onClick={() => openSettings(true)}
              onPointerEnter={preloadSettings}
              onFocus={preloadSettings}
            >
              <Settings2 aria-hidden="true" />
              {t('openSettings')}
            </Button>
          </Box>
        </Stack>
        <Box as="nav" aria-labelledby="gallery-contents">
          <Text id="gallery-contents" fontSize="sm" fontWeight="semibold" mb={2}>
            {t('onThisPage')}
          </Text>
          <HStack as="ul" wrap="wrap" gap={2} listStyleType="none">
            {sections.map((section) => (
              <li key={section.id}>
                <Link
                  href={`#${section.id}`}
                  px={3}
                  py={1}
                  borderRadius="full"
                  borderWidth="1px"
                  fontSize="sm"
                  color="primary.fg"
                  _hover={{ bg: 'primary.subtle' }}
                >
                  {t(`${section.key}.title`)}
                </Link>
              </li>
            ))}
          </HStack>
        </Box>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={6} alignItems="start">
          {sections.map((section) => (
            <Box key={section.id} gridColumn={section.wide ? { lg: 'span 2' } : undefined}>
              <GallerySection
                id={section.id}
                title={t(`${section.key}.title`)}
                description={t(`${section.key}.description`)}
              >
                {section.demo}
              </GallerySection>
            </Box>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
