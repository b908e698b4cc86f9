// The language menu's trigger (the current language's code), and its stand-in until the menu's
// code has loaded (language-switcher-on-demand.tsx).
import { Button, Text, VisuallyHidden, type ButtonProps } from '@chakra-ui/react';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from './i18n-languages';

export function LanguageButton(props: ButtonProps) {
  const { t, i18n } = useTranslation('common');
  const current = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <Button variant="ghost" colorPalette="gray" size="sm" px={2} data-testid="language-switcher" {...props}>
      <Languages aria-hidden="true" />
      <VisuallyHidden>{t('language.label')}:</VisuallyHidden>
      <Text as="span" fontWeight="semibold">
        {current.toUpperCase()}
      </Text>
    </Button>
  );
}
