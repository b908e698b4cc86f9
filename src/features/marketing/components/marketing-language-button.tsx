// The header's language menu. Prerendered, it works before the app runs (docs/performance.md): the
// button opens a popover of links to the page in each language (/fr/..., /ar/...). Once the app
// runs, the button opens the app's menu instead (loaded on first use, so its code stays out of the
// first load; pointing at or focusing the button starts the download), which switches in place.
import { Box, Button, chakra, Text, VisuallyHidden } from '@chakra-ui/react';
import { useRouterState } from '@tanstack/react-router';
import { Languages } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languages, nativeLanguageNames, toLanguage } from '@/lib/i18n/i18n-languages';
import { localizedPath } from '@/lib/prerender-handoff';
import { StaticPart } from '@/lib/ui/static-part';

const loadSwitcher = () => import('@/lib/i18n/language-switcher');
const LanguageSwitcher = lazy(() => loadSwitcher().then((m) => ({ default: m.LanguageSwitcher })));

function LanguageButton({ onActivate }: { onActivate?: () => void }) {
  const { t, i18n } = useTranslation('common');
  const current = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const popoverId = useId();
  return (
    <>
      <Button
        variant="ghost"
        colorPalette="gray"
        size="sm"
        px={2}
        data-testid="language-switcher"
        aria-haspopup="menu"
        popoverTarget={popoverId}
        onPointerEnter={() => void loadSwitcher()}
        onFocus={() => void loadSwitcher()}
        onClick={(event) => {
          // The app's menu replaces the popover of links.
          event.preventDefault();
          onActivate?.();
        }}
      >
        <Languages aria-hidden="true" />
        <VisuallyHidden>{t('language.label')}:</VisuallyHidden>
        <Text as="span" fontWeight="semibold">
          {current.toUpperCase()}
        </Text>
      </Button>
      <Box
        popover="auto"
        id={popoverId}
        aria-label={t('language.label')}
        position="fixed"
        top={{ base: '56px', md: '68px' }}
        bottom="auto"
        insetStart="auto"
        insetEnd={4}
        m={0}
        minW="48"
        py={1}
        bg="bg.panel"
        color="fg"
        borderWidth="1px"
        borderColor="border"
        borderRadius="l2"
        boxShadow="lg"
      >
        <StaticPart version={pathname}>
          <chakra.ul m={0} p={0} listStyleType="none">
            {languages.map((language) => (
              <chakra.li key={language}>
                <chakra.a
                  href={localizedPath(pathname, language)}
                  hrefLang={language}
                  lang={language}
                  aria-current={language === current ? 'true' : undefined}
                  display="flex"
                  gap={2}
                  px={3}
                  py={2}
                  fontSize="sm"
                  textDecoration="none"
                  _hover={{ bg: 'bg.muted' }}
                  css={{ '&[aria-current]': { fontWeight: 'semibold', color: 'primary.fg' } }}
                >
                  <Text as="span" fontSize="xs" fontWeight="bold" color="fg.muted" w="6">
                    {language.toUpperCase()}
                  </Text>
                  {nativeLanguageNames[language]}
                </chakra.a>
              </chakra.li>
            ))}
          </chakra.ul>
        </StaticPart>
      </Box>
    </>
  );
}

export function MarketingLanguageButton() {
  const [wanted, setWanted] = useState(false);
  if (!wanted) return <LanguageButton onActivate={() => setWanted(true)} />;
  return (
    <Suspense fallback={<LanguageButton />}>
      <LanguageSwitcher defaultOpen />
    </Suspense>
  );
}
