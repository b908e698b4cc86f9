// The headers' language menu (docs/product-rules.md#languages): a compact button showing the current language's code, and a
// menu of EN / FR / AR with each language's name in itself and in the current language.
import { HStack, Menu, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { languages, nativeLanguageNames, toLanguage } from './i18n-languages';
import { LanguageButton } from './language-button';

export function LanguageSwitcher({
  size = 'sm',
  defaultOpen = false,
}: {
  size?: 'xs' | 'sm' | 'md';
  defaultOpen?: boolean;
}) {
  const { t, i18n } = useTranslation('common');
  const current = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <LanguageButton size={size} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            <Menu.RadioItemGroup
              value={current}
              onValueChange={(details) => void i18n.changeLanguage(toLanguage(details.value))}
            >
              <Menu.ItemGroupLabel>{t('language.label')}</Menu.ItemGroupLabel>
              {languages.map((language) => (
                <Menu.RadioItem key={language} value={language}>
                  <HStack flex="1" justify="space-between" gap={3}>
                    <HStack gap={2}>
                      <Text as="span" fontSize="xs" fontWeight="bold" color="fg.muted" w="6">
                        {language.toUpperCase()}
                      </Text>
                      <Text as="span" lang={language}>
                        {nativeLanguageNames[language]}
                      </Text>
                    </HStack>
                    {language !== current ? (
                      <Text as="span" fontSize="xs" color="fg.muted">
                        {t(`language.names.${language}`)}
                      </Text>
                    ) : null}
                  </HStack>
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
