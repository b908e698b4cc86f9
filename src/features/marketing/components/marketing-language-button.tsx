// The header's language menu, loaded on first use: until then a button that looks exactly like
// the menu's trigger holds its place (no layout shift), and the menu's code stays out of the
// marketing pages' first load. Pointing at or focusing the button starts the download.
import { Button, Text, VisuallyHidden } from '@chakra-ui/react';
import { Languages } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '@/lib/i18n/i18n-languages';

const loadSwitcher = () => import('@/lib/i18n/language-switcher');
const LanguageSwitcher = lazy(() => loadSwitcher().then((m) => ({ default: m.LanguageSwitcher })));

function LanguageButton({ onActivate }: { onActivate?: () => void }) {
  const { t, i18n } = useTranslation('common');
  const current = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <Button
      variant="ghost"
      colorPalette="gray"
      size="sm"
      px={2}
      data-testid="language-switcher"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadSwitcher()}
      onFocus={() => void loadSwitcher()}
      onClick={onActivate}
    >
      <Languages aria-hidden="true" />
      <VisuallyHidden>{t('language.label')}:</VisuallyHidden>
      <Text as="span" fontWeight="semibold">
        {current.toUpperCase()}
      </Text>
    </Button>
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
